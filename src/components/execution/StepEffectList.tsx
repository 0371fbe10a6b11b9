import type { Asset } from '../../api/types';
import type { StepRecord } from '../../execution/model';
import { executionMessages } from '../../i18n/en/execution';
import { useI18n, useT } from '../../i18n/I18nProvider';
import { effectLines } from '../effects/effectText';

/**
 * "Simulated effect" of the transaction the wallet asks for: its balance changes and grants, as
 * simulated right before the prompt, named by the route's `tokens`. Nothing when none was kept.
 */
export function StepEffectList({
  record,
  tokens,
}: {
  record: StepRecord;
  tokens: readonly Asset[];
}) {
  const i18n = useI18n();
  const t = useT(executionMessages);
  if (!record.effect) return null;
  const place = { chainId: record.step.from.chainId, networkType: record.networkType, tokens };
  const lines = effectLines(record.effect, place, i18n);
  if (lines.length === 0) return null;
  return (
    <ul aria-label={t('effectTitle')} className="mt-1 text-xs font-medium">
      {lines.map((line) => (
        <li key={line} className="wrap-anywhere">
          {line}
        </li>
      ))}
    </ul>
  );
}
