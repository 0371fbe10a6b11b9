import { reviewMessages } from '../../i18n/en/review';
import { useI18n, useT } from '../../i18n/I18nProvider';
import type { PriceImpact } from '../../quoting/priceImpact';
import { ConsentCheckbox } from './ConsentCheckbox';

/**
 * The explicit "I accept" a high or unknown price impact needs before "Confirm swap".
 */
export function PriceImpactConsent({
  impact,
  accepted,
  onChange,
}: {
  impact: PriceImpact;
  accepted: boolean;
  onChange(accepted: boolean): void;
}) {
  const { fmt } = useI18n();
  const t = useT(reviewMessages);
  return (
    <ConsentCheckbox checked={accepted} onChange={onChange} className="mb-3 text-warning">
      {impact.kind === 'known'
        ? t('acceptImpact', { percent: fmt.percent(impact.percent) })
        : t('acceptUnknownImpact')}
    </ConsentCheckbox>
  );
}
