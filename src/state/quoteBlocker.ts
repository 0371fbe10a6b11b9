import type { Asset } from '../api/types';
import { parseAmountInput } from '../lib/amounts';
import type { WidgetState } from './widgetStore';

/** Why no quote should be requested yet; `message` is what the user sees. */
export type QuoteBlocker =
  | { kind: 'no-source-token'; message: string }
  | { kind: 'no-destination-token'; message: string }
  | { kind: 'same-token'; message: string }
  | { kind: 'no-amount'; message: string }
  | { kind: 'invalid-amount'; message: string }
  | { kind: 'too-many-decimals'; message: string }
  | { kind: 'insufficient-balance'; message: string }
  | { kind: 'no-recipient'; message: string };

export interface QuoteBlockerContext {
  /** The resolved source token (undefined while unknown or still loading). */
  fromAsset?: Asset;
  toAsset?: Asset;
  /** Balance of the source token in the connected wallet; undefined when unknown / no wallet. */
  balance?: bigint;
  /**
   * Why the tokens have nowhere to go: a wallet is connected to pay, the destination is of
   * another network type, and neither a wallet of that type nor a valid recipient is given
   * (`checkRecipient`). The service would refuse the quote.
   */
  missingRecipient?: string;
}

/**
 * Pure: whether the current choice is complete and sensible enough to spend a quote request on.
 * Returns undefined when a quote may be requested. Insufficient balance is only decided when the
 * balance is known (a wallet is connected); without a wallet, routes are still shown.
 */
export function selectQuoteBlocker(
  state: Pick<WidgetState, 'amountText' | 'from' | 'to'>,
  ctx: QuoteBlockerContext,
): QuoteBlocker | undefined {
  const { fromAsset, toAsset, balance } = ctx;
  if (!fromAsset) return { kind: 'no-source-token', message: 'Select the token you pay with.' };
  if (!toAsset) return { kind: 'no-destination-token', message: 'Select the token you receive.' };
  if (
    fromAsset.chainId === toAsset.chainId &&
    fromAsset.address.toLowerCase() === toAsset.address.toLowerCase()
  ) {
    return { kind: 'same-token', message: 'Choose two different tokens.' };
  }
  const parsed = parseAmountInput(state.amountText, fromAsset.decimals);
  if (!parsed.ok) {
    switch (parsed.reason) {
      case 'empty':
      case 'zero':
        return { kind: 'no-amount', message: 'Enter an amount.' };
      case 'too-many-decimals':
        return {
          kind: 'too-many-decimals',
          message: amountErrorMessage('too-many-decimals', fromAsset),
        };
      default:
        return { kind: 'invalid-amount', message: amountErrorMessage('invalid', fromAsset) };
    }
  }
  // Only more than the balance blocks. A native amount that eats into the gas reserve is warned
  // about under the field (`amountView().gasWarning`) but still quoted: the reserve is a guess.
  if (balance !== undefined && parsed.value > balance) {
    return {
      kind: 'insufficient-balance',
      message: `Insufficient balance: you do not have enough ${fromAsset.symbol}.`,
    };
  }
  if (ctx.missingRecipient) return { kind: 'no-recipient', message: ctx.missingRecipient };
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

/** Message shown under the amount field for a text that cannot be an amount of `asset`. */
export function amountErrorMessage(reason: 'invalid' | 'too-many-decimals', asset: Asset): string {
  if (reason === 'too-many-decimals') {
    return asset.decimals === 0
      ? `${asset.symbol} has no decimals: enter a whole number.`
      : `${asset.symbol} has at most ${asset.decimals} decimals.`;
  }
  return 'Enter a number such as 12.5 (use a point for decimals).';
}
