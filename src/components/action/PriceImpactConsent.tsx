import { useId } from 'react';
import { reviewMessages } from '../../i18n/en/review';
import { useI18n, useT } from '../../i18n/I18nProvider';
import type { PriceImpact } from '../../quoting/priceImpact';

/**
 * The explicit "I accept" a high or unknown price impact needs before "Confirm swap": a real
 * checkbox whose label is the whole sentence, so its accessible name is what is read.
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
  const id = useId();
  const { fmt } = useI18n();
  const t = useT(reviewMessages);
  return (
    <label htmlFor={id} className="mb-3 flex items-start gap-2 font-medium text-warning">
      <input
        id={id}
        type="checkbox"
        className="mt-0.5 shrink-0 accent-accent"
        checked={accepted}
        onChange={(e) => onChange(e.target.checked)}
      />
      <span className="min-w-0 wrap-anywhere">
        {impact.kind === 'known'
          ? t('acceptImpact', { percent: fmt.percent(impact.percent) })
          : t('acceptUnknownImpact')}
      </span>
    </label>
  );
}
