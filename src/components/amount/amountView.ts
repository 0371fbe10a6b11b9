import type { Asset } from '../../api/types';
import { ENGLISH, type I18n } from '../../i18n/i18n';
import { parseAmountInput, toUsd } from '../../lib/amounts';
import { amountErrorMessage } from '../../state/amountError';

/**
 * What the "You pay" field shows for a text, a token and a balance. Pure, so the rules are
 * tested without rendering. The balance line (Max and its notes) is `balanceView.ts`.
 */
export interface AmountView {
  /** The typed amount in the smallest unit, when valid. */
  value?: bigint;
  /** Problem with the text itself (format, decimals). */
  error?: string;
  /** "Insufficient balance" when the balance is known and below the amount. */
  insufficient: boolean;
  usdText?: string;
}

export function amountView(
  text: string,
  asset: Asset | undefined,
  { balance }: { balance?: bigint } = {},
  i18n: I18n = ENGLISH,
): AmountView {
  const { fmt } = i18n;
  if (!asset) return { insufficient: false };
  const parsed = parseAmountInput(text, asset.decimals);
  const value = parsed.ok ? parsed.value : undefined;
  const error =
    !parsed.ok && (parsed.reason === 'invalid' || parsed.reason === 'too-many-decimals')
      ? amountErrorMessage(parsed.reason, asset, i18n)
      : undefined;
  const usd =
    value !== undefined && asset.lastPrice > 0
      ? toUsd(value, asset.decimals, asset.lastPrice)
      : undefined;
  return {
    value,
    error,
    insufficient: value !== undefined && balance !== undefined && value > balance,
    usdText: usd !== undefined ? fmt.usd(usd) : undefined,
  };
}
