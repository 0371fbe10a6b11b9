import { useFormat } from '../../i18n/I18nProvider';
import { formatSlippage } from './formatSlippage';

/**
 * The header's slippage ("0.5%"), loaded after the first paint with the Settings button's other
 * late parts: it is the first screen's only use of `Intl`, whose locale data would otherwise cost
 * a slow phone's first paint about a tenth of its time.
 */
export function SlippageText({ bps }: { bps: number }) {
  return <>{formatSlippage(bps, useFormat())}</>;
}
