import type { Asset } from '../../api/types';
import type { Formatters } from '../../i18n/formatters';
import { ENGLISH } from '../../i18n/i18n';

/**
 * The output amount exactly as the route list shows it (also part of the radio's name), and as
 * "You receive" shows it before the list's code has loaded.
 */
export function displayAmount(amount: bigint, asset: Asset, fmt: Formatters = ENGLISH.fmt): string {
  return fmt.amount(amount, asset.decimals, { maxFractionDigits: 6, significant: 6 });
}
