import type { Route } from '../api/types';
import { type RouteSortKey, sortRoutes } from './sortRoutes';

/**
 * The route to treat as selected. Fresh quotes carry new route ids, so a selected id that is gone
 * falls back to the same provider's new route (the user's choice survives a refresh), else to the
 * first route in the current order.
 */
export function resolveSelectedRoute(
  routes: readonly Route[],
  selectedRouteId: string | undefined,
  selectedProvider: string | undefined,
  sort: RouteSortKey,
): Route | undefined {
  return (
    routes.find((r) => r.routeId === selectedRouteId) ??
    (selectedProvider ? routes.find((r) => r.provider === selectedProvider) : undefined) ??
    sortRoutes(routes, sort)[0]
  );
}
