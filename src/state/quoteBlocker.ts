import type { Asset } from '../api/types';
import { choiceChecksMessages } from '../i18n/en/choiceChecks';
import { ENGLISH, type I18n } from '../i18n/i18n';
import { parseAmountInput } from '../lib/amounts';
import { amountErrorMessage } from './amountError';
import type { WidgetState } from './widgetStore';

/** Why no quote should be requested yet; `message` is what the user sees. */
export type QuoteBlocker =
  | { kind: 'no-source-token'; message: string }
  | { kind: 'no-destination-token'; message: string }
  | { kind: 'same-token'; message: string }
  | { kind: 'no-amount'; message: string }
  | { kind: 'invalid-amount'; message: string }
  | { kind: 'too-many-decimals'; message: string }
  | { kind: 'insufficient-balance'; message: string };

export interface QuoteBlockerContext {
  /** The resolved source token (undefined while unknown or still loading). */
  fromAsset?: Asset;
  toAsset?: Asset;
  /** Balance of the source token in the connected wallet; undefined when unknown / no wallet. */
  balance?: bigint;
}

/**
 * Pure: whether the current choice is complete and sensible enough to spend a quote request on.
 * Returns undefined when a quote may be requested. Insufficient balance is only decided when the
 * balance is known (a wallet is connected); without a wallet, routes are still shown. A missing
 * recipient blocks no quote (routes show before one is given, quoted for a placeholder): only
 * Review waits for it (`mainActionState`).
 */
export function selectQuoteBlocker(
  state: Pick<WidgetState, 'amountText' | 'from' | 'to'>,
  ctx: QuoteBlockerContext,
  i18n: I18n = ENGLISH,
): QuoteBlocker | undefined {
  const { fromAsset, toAsset, balance } = ctx;
  const t = (key: 'selectSource' | 'selectDestination' | 'sameToken' | 'enterAmount') =>
    i18n.t(choiceChecksMessages, key);
  if (!fromAsset) return { kind: 'no-source-token', message: t('selectSource') };
  if (!toAsset) return { kind: 'no-destination-token', message: t('selectDestination') };
  if (
    fromAsset.chainId === toAsset.chainId &&
    fromAsset.address.toLowerCase() === toAsset.address.toLowerCase()
  ) {
    return { kind: 'same-token', message: t('sameToken') };
  }
  const parsed = parseAmountInput(state.amountText, fromAsset.decimals);
  if (!parsed.ok) {
    switch (parsed.reason) {
      case 'empty':
      case 'zero':
        return { kind: 'no-amount', message: t('enterAmount') };
      case 'too-many-decimals':
        return {
          kind: 'too-many-decimals',
          message: amountErrorMessage('too-many-decimals', fromAsset, i18n),
        };
      default:
        return { kind: 'invalid-amount', message: amountErrorMessage('invalid', fromAsset, i18n) };
    }
  }
  // Only more than the balance blocks. A native amount that eats into the gas reserve is warned
  // about under the field (`amountView().gasWarning`) but still quoted: the reserve is a guess.
  if (balance !== undefined && parsed.value > balance) {
    return {
      kind: 'insufficient-balance',
      message: i18n.t(choiceChecksMessages, 'notEnough', { symbol: fromAsset.symbol }),
    };
  }
  return undefined;
}

/** The amount to quote, in the smallest unit, or undefined when the text is not a valid amount. */
export function selectInputAmount(
  state: Pick<WidgetState, 'amountText'>,
  fromAsset: Asset | undefined,
): bigint | undefined {
  if (!fromAsset) return undefined;
  const parsed = parseAmountInput(state.amountText, fromAsset.decimals);
  return parsed.ok ? parsed.value : undefined;
}
