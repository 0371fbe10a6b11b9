import type { RefObject } from 'react';
import type { NetworkType, Route } from '../../api/types';
import { quoteStatesMessages } from '../../i18n/en/quoteStates';
import { useT } from '../../i18n/I18nProvider';
import { useChains } from '../../queries';
import { useWidgetActions, useWidgetStore } from '../../state/WidgetStoreProvider';
import { NoRouteState, QuoteErrorState } from '../feedback/QuoteErrorState';
import { RefreshCountdown } from './RefreshCountdown';
import { RouteChoice } from './RouteChoice';
import { useKeepSelection } from './useKeepSelection';
import type { RouteQuotes } from './useRouteQuotes';

export interface RoutesAnswerProps {
  quotes: RouteQuotes;
  /** The routes shown: the answer, or the previous one while it refreshes. */
  routes: Route[] | undefined;
  /** The provider last selected, kept by the panel (see `useKeepSelection`). */
  lastProvider: RefObject<string | undefined>;
  isRefreshing: boolean;
  /** The request waits for the network to come back (see `RoutesPanel`). */
  isOffline: boolean;
}

/**
 * What the routes panel shows once its quotes answer: the routes to choose from (keeping the
 * selection on them), that there is none, or the failure in words. Loaded on demand
 * (`routesAnswer`), not with the page.
 */
export function RoutesAnswer({
  quotes,
  routes,
  lastProvider,
  isRefreshing,
  isOffline,
}: RoutesAnswerProps) {
  const { query, nextRefreshAt, isAwaitingBalance } = quotes;
  const sort = useWidgetStore((s) => s.routeSort);
  const { selectRoute, setRouteSort } = useWidgetActions();
  const t = useT(quoteStatesMessages);
  // Routes of an earlier choice (shown while new ones come) are never stored as the selection:
  // "You receive" would show their output beside the new amount.
  const selectedRouteId = useKeepSelection(routes, lastProvider, !isRefreshing);
  const hasRoutes = routes !== undefined && routes.length > 0;
  const chains = useChains();
  const networkTypeOf = (chainId: string): NetworkType | undefined =>
    chains.data?.find((c) => c.chainId === chainId)?.networkType;
  return (
    <>
      {isOffline && (
        <p role="alert" className="rounded-xl border border-warning/50 bg-warning/10 p-3 text-sm">
          {hasRoutes ? t('offlineOutOfDate') : t('offline')}
        </p>
      )}
      {query.isError && (
        <QuoteErrorState
          title={hasRoutes ? t('outOfDate') : undefined}
          error={query.error}
          errorAt={query.errorUpdatedAt}
          onRetry={() => void query.refetch()}
          isRetrying={query.isFetching}
        />
      )}
      {routes && routes.length === 0 && !isRefreshing && <NoRouteState />}
      {routes && routes.length > 0 && (
        <RouteChoice
          routes={routes}
          sort={sort}
          onSort={setRouteSort}
          selectedRouteId={selectedRouteId}
          onSelect={(id) =>
            selectRoute(
              id,
              routes.find((r) => r.routeId === id),
            )
          }
          networkTypeOf={networkTypeOf}
          isRefreshing={isRefreshing}
          status={
            // Offline, no refresh comes when the countdown ends: the notice says why instead.
            isOffline ? null : (
              <RefreshCountdown
                at={nextRefreshAt}
                isFetching={query.isFetching || isAwaitingBalance}
              />
            )
          }
        />
      )}
    </>
  );
}
