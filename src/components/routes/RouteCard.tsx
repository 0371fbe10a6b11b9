import { useId, useState } from 'react';
import type { Route } from '../../api/types';
import { formatUsd } from '../../lib/amounts';
import { totalFeesUsd } from '../../quoting/routeFees';
import { outputUsd } from '../../quoting/routeUsd';
import type { RouteWarning } from '../../quoting/routeWarnings';
import { RouteDetails } from './RouteDetails';
import { displayAmount, formatDuration, tagLabels, warningText } from './routeText';
import { TokenSymbol } from './TokenSymbol';

export interface RouteCardProps {
  route: Route;
  /** Native radio group name, unique per widget instance. */
  groupName: string;
  checked: boolean;
  executable: boolean;
  warnings: RouteWarning[];
  /** Past its `expiresAt` (a refresh failed or is late): shown, but cannot be chosen. */
  expired?: boolean;
  onSelect(): void;
}

/** The accessible name: provider and output as displayed, then what a sighted user sees first. */
export function routeAccessibleName(route: Route, executable: boolean, expired = false): string {
  const parts = [
    route.providerDetails.name || route.provider,
    `${displayAmount(route.outputAmount, route.to)} ${route.to.symbol}`,
    ...tagLabels(route.tags),
  ];
  if (!executable) parts.push('not executable yet');
  if (expired) parts.push('expired');
  return parts.join(', ');
}

/**
 * One route as a native radio inside its label card: the browser gives arrow-key movement and a
 * single tab stop for the group. The summary is the label; fees by type and the steps sit behind
 * a "Details" disclosure beside it (open for the selected route), so any two routes can be
 * compared without selecting them. The disclosure is outside the label: a button inside a label
 * would be part of the radio's click target.
 */
export function RouteCard({
  route,
  groupName,
  checked,
  executable,
  warnings,
  expired = false,
  onSelect,
}: RouteCardProps) {
  const usd = outputUsd(route);
  const tags = tagLabels(route.tags);
  const feesUsd = totalFeesUsd(route);
  const stepCount = route.steps.length;
  const detailsId = useId();
  // Unset until the user toggles: until then the selected route shows its details.
  const [open, setOpen] = useState<boolean>();
  const expanded = open ?? checked;
  const name = route.providerDetails.name || route.provider;
  return (
    <div
      data-route-card=""
      data-route-id={route.routeId}
      className={`min-w-0 rounded-xl border text-sm has-[input:focus-visible]:ring-2 has-[input:focus-visible]:ring-accent ${
        checked ? 'border-accent bg-surface-raised' : 'border-border bg-surface'
      } ${expired ? 'opacity-60' : ''}`}
    >
      <label
        className={`block px-3 pt-3 pb-1 ${expired ? 'cursor-not-allowed' : 'cursor-pointer'}`}
      >
        <input
          type="radio"
          className="sr-only"
          name={groupName}
          value={route.routeId}
          checked={checked}
          // aria-disabled, not disabled: a disabled radio loses focus and drops out of arrow-key
          // movement while it may still be the checked one.
          aria-disabled={expired || undefined}
          onChange={expired ? undefined : onSelect}
          readOnly={expired}
          aria-label={routeAccessibleName(route, executable, expired)}
        />
        <div className="flex min-w-0 items-center justify-between gap-2">
          {/* Names come from the API: a long one is cut here, in full in `title` and the radio's name. */}
          <span
            data-route-provider=""
            className="min-w-0 truncate font-medium text-text"
            title={name}
          >
            {name}
          </span>
          <span className="flex shrink-0 flex-wrap justify-end gap-1">
            {tags.map((t) => (
              <span key={t} className="rounded-full bg-accent px-2 text-xs text-accent-text">
                {t}
              </span>
            ))}
            {!executable && (
              <span className="rounded-full border border-warning px-2 text-xs text-warning">
                Not executable yet
              </span>
            )}
            {expired && (
              <span className="rounded-full border border-danger px-2 text-xs text-danger">
                Expired
              </span>
            )}
          </span>
        </div>
        <p className="mt-1 min-w-0 text-lg font-semibold text-text wrap-anywhere">
          {displayAmount(route.outputAmount, route.to)} <TokenSymbol symbol={route.to.symbol} />
          {usd !== undefined && (
            <span className="ml-2 text-sm font-normal text-text-muted">{formatUsd(usd)}</span>
          )}
        </p>
        <p className="min-w-0 text-xs text-text-muted wrap-anywhere">
          Minimum received: {displayAmount(route.minOutputAmount, route.to)}{' '}
          <TokenSymbol symbol={route.to.symbol} />
        </p>
        <p className="text-xs text-text-muted">
          {formatDuration(route.estimatedTimeInSeconds)} · {stepCount}{' '}
          {stepCount === 1 ? 'step' : 'steps'} · Fees {formatUsd(feesUsd)}
        </p>
        {warnings.map((w) => (
          <p key={w.kind} className="mt-1 text-xs text-warning wrap-anywhere">
            ⚠ {warningText(w)}
          </p>
        ))}
        {!executable && (
          <p className="mt-1 text-xs text-text-muted">
            This route needs a Tron or Cosmos wallet, which the widget does not support yet.
          </p>
        )}
      </label>
      <div className="px-3 pb-3">
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={expanded ? detailsId : undefined}
          aria-label={`Details of ${name}`}
          onClick={() => setOpen(!expanded)}
          className="text-xs text-text-muted underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-accent"
        >
          Details <span aria-hidden="true">{expanded ? '▴' : '▾'}</span>
        </button>
        {expanded && <RouteDetails id={detailsId} route={route} />}
      </div>
    </div>
  );
}
