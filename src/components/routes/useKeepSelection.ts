import { type RefObject, useEffect } from 'react';
import type { Route } from '../../api/types';
import { resolveSelectedRoute } from '../../quoting/resolveSelectedRoute';
import { useWidgetActions, useWidgetStore } from '../../state/WidgetStoreProvider';

/**
 * Fresh quotes carry new route ids: keep the user's choice on the same provider when it is still
 * offered (even after the amount changed), else select the first route in the current order.
 * Also refreshes the stored copy, when `store` (routes of the current choice, not an earlier
 * one's shown while it is quoted). `lastProvider` is the provider last selected, kept by the
 * caller (the panel) so it outlives the list. Returns the route selected, resolved while
 * rendering too, so fresh routes never render a frame with nothing checked.
 */
export function useKeepSelection(
  routes: Route[] | undefined,
  lastProvider: RefObject<string | undefined>,
  store: boolean,
): string | undefined {
  const sort = useWidgetStore((s) => s.routeSort);
  const selectedRouteId = useWidgetStore((s) => s.selectedRouteId);
  const storedProvider = useWidgetStore((s) => s.selectedRoute?.provider);
  const { selectRoute } = useWidgetActions();
  useEffect(() => {
    if (!store || !routes || routes.length === 0) return;
    // The person's own pick counts even when made on an earlier choice's routes (a setting
    // changed, its quote in flight): its provider is kept, as the render resolves it.
    const provider = storedProvider ?? lastProvider.current;
    const next = resolveSelectedRoute(routes, selectedRouteId, provider, sort);
    if (!next) return;
    lastProvider.current = next.provider;
    if (next.routeId === selectedRouteId) return;
    // Stored a task later: the render already shows this choice (resolved while rendering), and a
    // store write in this effect would render the list again before the browser paints it (the
    // effects of a store-driven render run in the same task).
    const timer = setTimeout(() => selectRoute(next.routeId, next), 0);
    return () => clearTimeout(timer);
  }, [routes, sort, selectedRouteId, storedProvider, selectRoute, lastProvider, store]);
  return routes
    ? resolveSelectedRoute(routes, selectedRouteId, storedProvider ?? lastProvider.current, sort)
        ?.routeId
    : undefined;
}
