import type { Route } from '../../api/types';
import { routesMessages } from '../../i18n/en/routes';
import { useI18n, useT } from '../../i18n/I18nProvider';
import { groupFees } from '../../quoting/routeFees';
import { feeAmountsText, feeTypeLabel, stepProviderName } from './routeText';

const STEP_LABELS = {
  approval: 'stepApproval',
  swap: 'stepSwap',
  bridge: 'stepBridge',
  sign: 'stepSign',
  claim: 'stepClaim',
} as const;

/** Fees by type and the steps of one route (route cards' details, the review). */
export function RouteDetails({ route, id }: { route: Route; id?: string }) {
  const i18n = useI18n();
  const t = useT(routesMessages);
  const groups = groupFees(route.fees);
  return (
    <div
      id={id}
      className="mt-2 min-w-0 space-y-2 border-t border-border pt-2 text-xs wrap-anywhere"
    >
      <div>
        <p className="font-medium text-text">{t('feesTitle')}</p>
        {groups.length === 0 ? (
          <p className="text-text-muted">{t('noFees')}</p>
        ) : (
          <dl className="grid grid-cols-[auto_1fr] gap-x-3">
            {groups.map((g) => (
              <div key={g.type} className="contents">
                <dt className="text-text-muted">{feeTypeLabel(g.type, i18n)}</dt>
                <dd className="min-w-0 text-right wrap-anywhere">
                  {feeAmountsText(g.amounts, i18n)}
                  {g.usd !== undefined ? ` (${i18n.fmt.usd(g.usd)})` : ''}
                </dd>
              </div>
            ))}
          </dl>
        )}
      </div>
      <div>
        <p className="font-medium text-text">{t('stepsTitle')}</p>
        <ol className="list-decimal pl-5">
          {route.steps.map((s) => (
            <li key={s.stepId}>
              {Object.hasOwn(STEP_LABELS, s.stepType)
                ? t(STEP_LABELS[s.stepType as keyof typeof STEP_LABELS])
                : s.stepType}
              {s.stepType === 'approval'
                ? ` ${s.from.symbol}`
                : ` ${s.from.symbol} → ${s.to.symbol}`}
              {s.provider ? ` ${t('via', { provider: stepProviderName(s.provider, route) })}` : ''}
              {s.protocolsUsed.length > 0 ? ` (${s.protocolsUsed.join(', ')})` : ''}
            </li>
          ))}
        </ol>
      </div>
    </div>
  );
}
