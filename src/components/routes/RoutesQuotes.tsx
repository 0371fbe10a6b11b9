import { useCallback, useRef } from 'react';
import { routesPanelMessages } from '../../i18n/en/routesPanel';
import { useT } from '../../i18n/I18nProvider';
import { useWidgetStore } from '../../state/WidgetStoreProvider';
import { ListLoadErrorState } from '../feedback/ListLoadErrorState';
import { useSelectedAsset } from '../widget/useSelectedAsset';
import { RoutesAnswer } from './RoutesAnswer';
import { RoutesSkeleton } from './RoutesSkeleton';
import { useRouteQuotes } from './useRouteQuotes';

/**
 * Routes for the current choice: asks for quotes (debounced, placeholder wallet until one is
 * connected), keeps the previous routes until new ones arrive, refreshes before they expire with
 * a visible countdown, and says in words what went wrong when something did. Loaded right after
 * the first paint (`RoutesPanel`), which shows no route yet.
 */
export function RoutesQuotes() {
  const quotes = useRouteQuotes();
  const { request, query, isDebouncing, isAwaitingBalance } = quotes;
  const t = useT(routesPanelMessages);
  // The provider last selected, kept while the list comes and goes (see `useKeepSelection`).
  const lastProvider = useRef<string | undefined>(undefined);
  // While only the wallet's balance loads, the query is disabled and `data` is the previous
  // routes (placeholderData): they stay, marked as updating, instead of blinking away.
  const isShowing = Boolean(request) || isAwaitingBalance;
  // Offline, React Query holds the request back (`paused`): no answer and no error come. Routes
  // of an earlier request (another amount) then go, so an old quote never stands beside a new
  // amount; those of this very request stay, said to be out of date (`RoutesAnswer`).
  const isOffline = query.fetchStatus === 'paused';
  const routes =
    isShowing && !(isOffline && query.isPlaceholderData) ? query.data?.quotes : undefined;

  if (!isShowing) return <ChoiceLoadState />;
  const isRefreshing = query.isPlaceholderData || isDebouncing || isAwaitingBalance;

  return (
    <section aria-label={t('routeOptions')} className="flex flex-col gap-2">
      {!routes && query.isPending && !isOffline ? (
        <RoutesSkeleton />
      ) : (
        <RoutesAnswer
          quotes={quotes}
          routes={routes}
          lastProvider={lastProvider}
          isRefreshing={isRefreshing}
          isOffline={isOffline}
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
  const t = useT(routesPanelMessages);
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
