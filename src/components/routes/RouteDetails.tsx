import type { Route } from '../../api/types';
import { formatUsd } from '../../lib/amounts';
import { groupFees } from '../../quoting/routeFees';
import { FEE_TYPE_LABELS, feeAmountsText, stepProviderName } from './routeText';

const STEP_LABELS: Record<string, string> = {
  approval: 'Approval',
  swap: 'Swap',
  bridge: 'Bridge',
  sign: 'Signature',
  claim: 'Claim',
};

/** Fees by type and the steps of one route (route cards' details, the review). */
export function RouteDetails({ route, id }: { route: Route; id?: string }) {
  const groups = groupFees(route.fees);
  return (
    <div
      id={id}
      className="mt-2 min-w-0 space-y-2 border-t border-border pt-2 text-xs wrap-anywhere"
    >
      <div>
        <p className="font-medium text-text">Fees</p>
        {groups.length === 0 ? (
          <p className="text-text-muted">No fees reported</p>
        ) : (
          <dl className="grid grid-cols-[auto_1fr] gap-x-3">
            {groups.map((g) => (
              <div key={g.type} className="contents">
                <dt className="text-text-muted">{FEE_TYPE_LABELS[g.type]}</dt>
                <dd className="min-w-0 text-right wrap-anywhere">
                  {feeAmountsText(g.amounts)}
                  {g.usd !== undefined ? ` (${formatUsd(g.usd)})` : ''}
                </dd>
              </div>
            ))}
          </dl>
        )}
      </div>
      <div>
        <p className="font-medium text-text">Steps</p>
        <ol className="list-decimal pl-5">
          {route.steps.map((s) => (
            <li key={s.stepId}>
              {STEP_LABELS[s.stepType] ?? s.stepType}
              {s.stepType === 'approval'
                ? ` ${s.from.symbol}`
                : ` ${s.from.symbol} → ${s.to.symbol}`}
              {s.provider ? ` via ${stepProviderName(s.provider, route)}` : ''}
              {s.protocolsUsed.length > 0 ? ` (${s.protocolsUsed.join(', ')})` : ''}
            </li>
          ))}
        </ol>
      </div>
    </div>
  );
}
