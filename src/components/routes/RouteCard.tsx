import { useId, useState } from 'react';
import type { Route } from '../../api/types';
import { routesMessages } from '../../i18n/en/routes';
import { useI18n, useT } from '../../i18n/I18nProvider';
import { ENGLISH, type I18n } from '../../i18n/i18n';
import { priceImpact } from '../../quoting/priceImpact';
import type { RouteBadge } from '../../quoting/routeBadges';
import { totalFeesUsd } from '../../quoting/routeFees';
import { outputUsd } from '../../quoting/routeUsd';
import type { RouteWarning } from '../../quoting/routeWarnings';
import { displayAmount } from './displayAmount';
import { PriceImpactLine } from './PriceImpactLine';
import { RouteDetails } from './RouteDetails';
import { badgeLabel, formatDuration, warningText } from './routeText';
import { TokenSymbol } from './TokenSymbol';

export interface RouteCardProps {
  route: Route;
  /** Native radio group name, unique per widget instance. */
  groupName: string;
  checked: boolean;
  executable: boolean;
  /** Its pills, at most two, in the order shown (`routeBadges`). */
  badges: readonly RouteBadge[];
  warnings: RouteWarning[];
  /** Past its `expiresAt` (a refresh failed or is late): shown, but cannot be chosen. */
  expired?: boolean;
  /** Whether its details start open (until the user toggles them); by default when checked. */
  detailsOpen?: boolean;
  onSelect(): void;
}

/** Badges that say the route cannot be used: outlined in a warning colour, not filled. */
const STATUS_BADGES: ReadonlySet<RouteBadge> = new Set(['notExecutable', 'expired']);

/** The accessible name: provider and output as displayed, then what a sighted user sees first. */
function routeAccessibleName(
  route: Route,
  badges: readonly RouteBadge[],
  executable: boolean,
  expired = false,
  i18n: I18n = ENGLISH,
): string {
  const parts = [
    route.providerDetails.name || route.provider,
    `${displayAmount(route.outputAmount, route.to, i18n.fmt)} ${route.to.symbol}`,
    ...badges.filter((b) => !STATUS_BADGES.has(b)).map((b) => badgeLabel(b, i18n)),
  ];
  if (!executable) parts.push(i18n.t(routesMessages, 'notExecutableName'));
  if (expired) parts.push(i18n.t(routesMessages, 'expiredName'));
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
  badges,
  warnings,
  expired = false,
  detailsOpen,
  onSelect,
}: RouteCardProps) {
  const i18n = useI18n();
  const { fmt } = i18n;
  const t = useT(routesMessages);
  const usd = outputUsd(route);
  const feesUsd = totalFeesUsd(route);
  const stepCount = route.steps.length;
  const detailsId = useId();
  const impactId = useId();
  const impact = priceImpact(route);
  // Unset until the user toggles: until then the selected route shows its details.
  const [open, setOpen] = useState<boolean>();
  const expanded = open ?? detailsOpen ?? checked;
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
          aria-label={routeAccessibleName(route, badges, executable, expired, i18n)}
          // A high or unknown price impact is heard while choosing, not only read.
          aria-describedby={impact.level === 'ok' ? undefined : impactId}
        />
        {/* Badges that do not fit beside the name go to the next line (two German ones on a phone). */}
        <div className="flex min-w-0 flex-wrap items-center justify-between gap-x-2 gap-y-1">
          {/* Names come from the API: a long one is cut here, in full in `title` and the radio's name. */}
          <span
            data-route-provider=""
            className="min-w-0 truncate font-medium text-text"
            title={name}
          >
            {name}
          </span>
          <span className="flex min-w-0 flex-wrap justify-end gap-1">
            {badges.map((badge) => (
              <span
                key={badge}
                data-route-badge=""
                className={`rounded-full px-2 text-xs ${
                  badge === 'expired'
                    ? 'border border-danger text-danger'
                    : badge === 'notExecutable'
                      ? 'border border-warning text-warning'
                      : 'bg-accent text-accent-text'
                }`}
              >
                {badgeLabel(badge, i18n)}
              </span>
            ))}
          </span>
        </div>
        <p className="mt-1 min-w-0 text-lg font-semibold text-text wrap-anywhere">
          {displayAmount(route.outputAmount, route.to, fmt)}{' '}
          <TokenSymbol symbol={route.to.symbol} />
          {usd !== undefined && (
            <span className="ml-2 text-sm font-normal text-text-muted">{fmt.usd(usd)}</span>
          )}
        </p>
        <p className="min-w-0 text-xs text-text-muted wrap-anywhere">
          {t('minimumReceived', { amount: displayAmount(route.minOutputAmount, route.to, fmt) })}{' '}
          <TokenSymbol symbol={route.to.symbol} />
        </p>
        <p className="text-xs text-text-muted">
          {formatDuration(route.estimatedTimeInSeconds, i18n)} · {t('steps', { count: stepCount })}{' '}
          · {t('fees', { amount: fmt.usd(feesUsd) })}
        </p>
        <PriceImpactLine impact={impact} id={impactId} />
        {warnings.map((w) => (
          <p key={w.kind} className="mt-1 text-xs text-warning wrap-anywhere">
            ⚠ {warningText(w, i18n)}
          </p>
        ))}
        {!executable && <p className="mt-1 text-xs text-text-muted">{t('needsOtherWallet')}</p>}
      </label>
      <div className="px-3 pb-3">
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={expanded ? detailsId : undefined}
          aria-label={t('detailsOf', { name })}
          onClick={() => setOpen(!expanded)}
          className="text-xs text-text-muted underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-accent"
        >
          {t('details')} <span aria-hidden="true">{expanded ? '▴' : '▾'}</span>
        </button>
        {expanded && <RouteDetails id={detailsId} route={route} />}
      </div>
    </div>
  );
}
