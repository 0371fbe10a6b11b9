import type { Asset, NetworkType } from '../../api/types';
import { amountMessages } from '../../i18n/en/amount';
import { ENGLISH, type I18n } from '../../i18n/i18n';
import {
  defaultGasReserve,
  maxSpendable,
  parseAmountInput,
  toInputString,
  toUsd,
} from '../../lib/amounts';
import { amountErrorMessage } from '../../state/quoteBlocker';

/**
 * What the "You pay" field shows for a text, a token and a balance. Pure, so the rules are
 * tested without rendering.
 */
export interface AmountView {
  /** The typed amount in the smallest unit, when valid. */
  value?: bigint;
  /** Problem with the text itself (format, decimals). */
  error?: string;
  /** "Insufficient balance" when the balance is known and below the amount. */
  insufficient: boolean;
  usdText?: string;
  balanceText?: string;
  /** Amount text "Max" would put in the field; undefined when it cannot be computed. */
  maxText?: string;
  /** Note shown when Max kept some native coin back for gas. */
  maxNote?: string;
  /**
   * Warning when a native amount within the balance eats into the gas reserve (the amount was
   * typed rather than set by Max). Only a warning: the user may know the fees are lower, and the
   * wallet refuses a transaction it cannot pay for. More than the balance is blocked instead
   * (`insufficient`, and `selectQuoteBlocker` requests no quote).
   */
  gasWarning?: string;
}

export function amountView(
  text: string,
  asset: Asset | undefined,
  { balance, networkType }: { balance?: bigint; networkType?: NetworkType } = {},
  i18n: I18n = ENGLISH,
): AmountView {
  const { t, fmt } = i18n;
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
  const view: AmountView = {
    value,
    error,
    insufficient: value !== undefined && balance !== undefined && value > balance,
    usdText: usd !== undefined ? fmt.usd(usd) : undefined,
  };
  if (balance === undefined) return view;
  view.balanceText = `${fmt.amount(balance, asset.decimals, { significant: 8 })} ${asset.symbol}`;
  const gasReserve = defaultGasReserve(networkType ?? asset.networkType ?? 'evm', asset.decimals, {
    chainId: asset.chainId,
  });
  const max = maxSpendable({ balance, isNative: asset.isNative, gasReserve });
  view.maxText = toInputString(max, asset.decimals);
  if (asset.isNative) {
    const { symbol } = asset;
    const kept = `${fmt.amount(balance - max, asset.decimals, { significant: 4 })} ${symbol}`;
    view.maxNote = t(amountMessages, 'maxKeeps', { amount: kept });
    if (value !== undefined && value > max && value <= balance) {
      const key = value === balance ? 'leavesNone' : 'leavesTooLittle';
      view.gasWarning = t(amountMessages, key, { symbol, amount: kept });
    }
  }
  return view;
}
