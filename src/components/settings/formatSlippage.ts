import type { Formatters } from '../../i18n/formatters';
import { ENGLISH } from '../../i18n/i18n';

/**
 * `50` bps -> `0.5%` (`0,5 %` in German). Its own file: the header shows it on the first screen,
 * while the rest of the slippage rules load with the settings dialog.
 */
export function formatSlippage(bps: number, fmt: Formatters = ENGLISH.fmt): string {
  return fmt.percentAsSet(bps / 100);
}
