import { useCallback, useEffect, useRef } from 'react';
import type { NetworkType, Route } from '../../api/types';
import { routesMessages } from '../../i18n/en/routes';
import { useT } from '../../i18n/I18nProvider';
import { useChains } from '../../queries';
import { resolveSelectedRoute } from '../../quoting/resolveSelectedRoute';
import type { RouteSortKey } from '../../quoting/sortRoutes';
import { useWidgetActions, useWidgetStore } from '../../state/WidgetStoreProvider';
import { ErrorBoundary } from '../feedback/ErrorBoundary';
import { ListLoadErrorState } from '../feedback/ListLoadErrorState';
import { NoRouteState, QuoteErrorState } from '../feedback/QuoteErrorState';
import { useSelectedAsset } from '../widget/useSelectedAsset';
import { RefreshCountdown } from './RefreshCountdown';
import { RouteChoice } from './RouteChoice';
import { RoutesSkeleton } from './RoutesSkeleton';
import { useRouteQuotes } from './useRouteQuotes';

/**
 * Routes for the current choice: asks for quotes (debounced, placeholder wallet until one is
 * connected), keeps the previous routes until new ones arrive, refreshes before they expire with
 * a visible countdown, and says in words what went wrong when something did.
 */
export function RoutesPanel() {
  const t = useT(routesMessages);
  return (
    <ErrorBoundary
      fallback={(reset) => (
        <div role="alert" className="rounded-xl border border-danger p-3 text-sm">
          <p>{t('panelFailed')}</p>
          <button type="button" className="mt-2 underline" onClick={reset}>
            {t('tryAgain')}
          </button>
        </div>
      )}
    >
      <RoutesPanelContent />
    </ErrorBoundary>
  );
}

function RoutesPanelContent() {
  const { request, query, nextRefreshAt, isDebouncing, isAwaitingBalance } = useRouteQuotes();
  const t = useT(routesMessages);
  const sort = useWidgetStore((s) => s.routeSort);
  const storedRouteId = useWidgetStore((s) => s.selectedRouteId);
  const storedProvider = useWidgetStore((s) => s.selectedRoute?.provider);
  const { selectRoute, setRouteSort } = useWidgetActions();
  const chains = useChains();
  const networkTypeOf = (chainId: string): NetworkType | undefined =>
    chains.data?.find((c) => c.chainId === chainId)?.networkType;

  // While only the wallet's balance loads, the query is disabled and `data` is the previous
  // routes (placeholderData): they stay, marked as updating, instead of blinking away.
  const isShowing = Boolean(request) || isAwaitingBalance;
  const routes = isShowing ? query.data?.quotes : undefined;
  const lastProvider = useKeepSelection(routes, sort, storedRouteId, selectRoute);
  // Resolved while rendering too, so fresh routes never render a frame with nothing checked.
  const selectedRouteId = routes
    ? resolveSelectedRoute(routes, storedRouteId, storedProvider ?? lastProvider, sort)?.routeId
    : undefined;

  if (!isShowing) return <ChoiceLoadState />;
  const isRefreshing = query.isPlaceholderData || isDebouncing || isAwaitingBalance;

  return (
    <section aria-label={t('routeOptions')} className="flex flex-col gap-2">
      {query.isError && (
        <QuoteErrorState
          error={query.error}
          errorAt={query.errorUpdatedAt}
          onRetry={() => void query.refetch()}
          isRetrying={query.isFetching}
        />
      )}
      {!routes && query.isPending && <RoutesSkeleton />}
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
            <RefreshCountdown
              at={nextRefreshAt}
              isFetching={query.isFetching || isAwaitingBalance}
            />
          }
        />
      )}
    </section>
  );
}

/**
 * Before any request: the chain and token lists the choice needs. A failed list is said here, on
 * the card (API down at page load), and a deep-linked choice still being looked up shows the
 * skeleton rather than nothing.
 */
function ChoiceLoadState() {
  const from = useSelectedAsset('from');
  const to = useSelectedAsset('to');
  const hasAmount = useWidgetStore((s) => s.amountText.trim() !== '');
  const t = useT(routesMessages);
  const failed = from.isError ? from : to.isError ? to : undefined;
  // Both sides may have failed (two token lists): Retry asks for every failed list.
  const { retry: retryFrom } = from;
  const { retry: retryTo } = to;
  const retry = useCallback(() => {
    retryFrom();
    retryTo();
  }, [retryFrom, retryTo]);
  if (failed?.failedList) {
    return (
      <section aria-label={t('routeOptions')} className="flex flex-col gap-2">
        <ListLoadErrorState
          list={failed.failedList}
          error={failed.error}
          errorAt={failed.errorUpdatedAt}
          onRetry={retry}
          isRetrying={failed.isRetrying}
        />
      </section>
    );
  }
  if (hasAmount && (from.isLoading || to.isLoading)) return <RoutesSkeleton />;
  return null;
}

/**
 * Fresh quotes carry new route ids: keep the user's choice on the same provider when it is still
 * offered (even after the amount changed), else select the first route in the current order.
 * Also refreshes the stored copy. Returns the provider last selected.
 */
function useKeepSelection(
  routes: Route[] | undefined,
  sort: RouteSortKey,
  selectedRouteId: string | undefined,
  selectRoute: (id?: string, route?: Route) => void,
): string | undefined {
  const lastProvider = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!routes || routes.length === 0) return;
    const next = resolveSelectedRoute(routes, selectedRouteId, lastProvider.current, sort);
    if (!next) return;
    lastProvider.current = next.provider;
    if (next.routeId === selectedRouteId) return;
    // Stored a task later: the render already shows this choice (resolved while rendering), and a
    // store write in this effect would render the list again before the browser paints it (the
    // effects of a store-driven render run in the same task).
    const timer = setTimeout(() => selectRoute(next.routeId, next), 0);
    return () => clearTimeout(timer);
  }, [routes, sort, selectedRouteId, selectRoute]);
  return lastProvider.current;
}
