import type { Asset } from '../api/types';
import { amountMessages } from '../i18n/en/amount';
import { ENGLISH, type I18n } from '../i18n/i18n';

/**
 * Message shown under the amount field for a text that cannot be an amount of `asset`. Apart from
 * the quote blocker (`quoteBlocker.ts`), which says it too but loads with the routes after the
 * first paint: the field, in the first load, needs only this.
 */
export function amountErrorMessage(
  reason: 'invalid' | 'too-many-decimals',
  asset: Asset,
  i18n: I18n = ENGLISH,
): string {
  const { symbol, decimals } = asset;
  if (reason === 'too-many-decimals') {
    return decimals === 0
      ? i18n.t(amountMessages, 'noDecimals', { symbol })
      : i18n.t(amountMessages, 'tooManyDecimals', { symbol, count: decimals });
  }
  return i18n.t(amountMessages, 'notANumber');
}
