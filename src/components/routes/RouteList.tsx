import { useId, useRef } from 'react';
import type { NetworkType, Route } from '../../api/types';
import { routesMessages } from '../../i18n/en/routes';
import { useT } from '../../i18n/I18nProvider';
import { routeBadges } from '../../quoting/routeBadges';
import { isRouteExecutable, isRouteExpired } from '../../quoting/routeUsable';
import { bestOutput, routeWarnings } from '../../quoting/routeWarnings';
import { type RouteSortKey, sortRoutes } from '../../quoting/sortRoutes';
import { useNowAtDeadlines } from '../feedback/useNow';
import { RouteCard } from './RouteCard';
import { routeKeys } from './routeKeys';

export interface RouteListProps {
  routes: readonly Route[];
  sort: RouteSortKey;
  /** The selected route; when it is not among `routes` nothing is checked. */
  selectedRouteId?: string;
  /**
   * A route chosen; `byPointer` when pressed with a pointer, not moved to with the keyboard's
   * arrows (a list may close on a pick, but not while the keyboard goes through it).
   */
  onSelect(routeId: string, byPointer: boolean): void;
  networkTypeOf(chainId: string): NetworkType | undefined;
  /** Routes on screen are being replaced by fresher ones. */
  isRefreshing?: boolean;
  /** The radiogroup's id, for the control that shows or hides routes (`aria-controls`). */
  id?: string;
  /**
   * Only the selected route (else the first in order), its details closed until asked for: the
   * main button stays in view below it (RouteChoice).
   */
  collapsed?: boolean;
}

/**
 * The routes as a radiogroup named "Routes". Native radio inputs sharing one name give the
 * WAI-ARIA radio group keyboard model (arrows move and select, one tab stop) without custom code.
 * Badges and warnings compare each route with all of them, collapsed or not.
 */
export function RouteList({
  routes,
  sort,
  selectedRouteId,
  onSelect,
  networkTypeOf,
  isRefreshing,
  id,
  collapsed = false,
}: RouteListProps) {
  const groupName = `routes-${useId()}`;
  const sorted = sortRoutes(routes, sort);
  const keys = routeKeys(sorted);
  const best = bestOutput(routes);
  const now = useNowAtDeadlines(routes.map((r) => r.expiresAt));
  const stateOf = (route: Route) => ({
    executable: isRouteExecutable(route, networkTypeOf),
    expired: isRouteExpired(route, now),
  });
  const badges = routeBadges(sorted, sort, stateOf);
  const t = useT(routesMessages);
  const byPointer = useRef(false);
  const shownId = collapsed
    ? (sorted.find((r) => r.routeId === selectedRouteId) ?? sorted[0])?.routeId
    : undefined;
  return (
    <div
      id={id}
      role="radiogroup"
      aria-label={t('routes')}
      aria-busy={isRefreshing || undefined}
      className="relative flex flex-col gap-2"
      onPointerDown={() => {
        byPointer.current = true;
      }}
      onKeyDown={() => {
        byPointer.current = false;
      }}
    >
      {/* Refreshing shows as a pulsing bar above the list, not by dimming it: dimmed, the routes'
          small muted text falls below 4.5:1 contrast while the user is still reading it. Laid
          over the gap, so the list does not move. */}
      {isRefreshing && (
        <div
          aria-hidden="true"
          data-routes-refreshing=""
          className="absolute inset-x-2 -top-1.5 h-0.5 rounded-full bg-accent motion-safe:animate-pulse"
        />
      )}
      {sorted.map((route, i) =>
        collapsed && route.routeId !== shownId ? null : (
          <RouteCard
            key={keys[i]}
            route={route}
            groupName={groupName}
            checked={route.routeId === selectedRouteId}
            {...stateOf(route)}
            badges={badges[i] ?? []}
            warnings={routeWarnings(route, best)}
            detailsOpen={collapsed ? false : undefined}
            onSelect={() => onSelect(route.routeId, byPointer.current)}
          />
        ),
      )}
    </div>
  );
}
