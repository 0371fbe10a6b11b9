import { type ReactNode, useId, useState } from 'react';
import type { NetworkType, Route } from '../../api/types';
import { routesMessages } from '../../i18n/en/routes';
import { useT } from '../../i18n/I18nProvider';
import type { RouteSortKey } from '../../quoting/sortRoutes';
import { RouteList } from './RouteList';
import { RouteSort } from './RouteSort';

export interface RouteChoiceProps {
  routes: readonly Route[];
  sort: RouteSortKey;
  onSort(sort: RouteSortKey): void;
  selectedRouteId: string | undefined;
  onSelect(routeId: string): void;
  networkTypeOf(chainId: string): NetworkType | undefined;
  isRefreshing: boolean;
  /** What the row above the routes says on the left (when they refresh). */
  status: ReactNode;
}

/**
 * The chosen route, with the others behind "N more routes": a disclosure button (aria-expanded)
 * that shows the whole list, sortable, in the same radiogroup. Collapsed, the card ends with
 * the route and the main button stays in view on a phone or in a 640 px high iframe.
 * A route picked with a pointer closes the list again (as a select would); arrow keys only move
 * the choice, so a keyboard can go through every route while the list stays open.
 */
export function RouteChoice({
  routes,
  sort,
  onSort,
  selectedRouteId,
  onSelect,
  networkTypeOf,
  isRefreshing,
  status,
}: RouteChoiceProps) {
  const t = useT(routesMessages);
  const listId = useId();
  const [expanded, setExpanded] = useState(false);
  const more = routes.length - 1;
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1">
        {status}
        {more > 0 && (
          <button
            type="button"
            aria-expanded={expanded}
            aria-controls={listId}
            onClick={() => setExpanded(!expanded)}
            className="ml-auto rounded-md text-xs font-semibold text-accent underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-accent"
          >
            {t('moreRoutes', { count: more })}{' '}
            <span aria-hidden="true">{expanded ? '▴' : '▾'}</span>
          </button>
        )}
      </div>
      {expanded && (
        <div className="flex justify-end">
          <RouteSort sort={sort} onSort={onSort} />
        </div>
      )}
      <RouteList
        id={listId}
        routes={routes}
        sort={sort}
        selectedRouteId={selectedRouteId}
        onSelect={(id, byPointer) => {
          onSelect(id);
          if (byPointer) setExpanded(false);
        }}
        networkTypeOf={networkTypeOf}
        isRefreshing={isRefreshing}
        collapsed={!expanded}
      />
    </>
  );
}
