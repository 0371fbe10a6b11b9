import { routesMessages } from '../../i18n/en/routes';
import { useI18n } from '../../i18n/I18nProvider';
import type { PriceImpact } from '../../quoting/priceImpact';
import { priceImpactText } from './routeText';

/**
 * The price impact in words (route cards, the review): muted while small; above the warning
 * limit, and when unknown, a warning that says what it means.
 */
export function PriceImpactLine({ impact, id }: { impact: PriceImpact; id?: string }) {
  const i18n = useI18n();
  if (impact.kind === 'known' && impact.level === 'ok') {
    return <p className="text-xs text-text-muted">{priceImpactText(impact, i18n)}</p>;
  }
  return (
    <p id={id} data-price-impact-warning="" className="mt-1 text-xs text-warning wrap-anywhere">
      ⚠{' '}
      {impact.kind === 'known'
        ? i18n.t(routesMessages, 'priceImpactHigh', { percent: i18n.fmt.percent(impact.percent) })
        : priceImpactText(impact, i18n)}
    </p>
  );
}
