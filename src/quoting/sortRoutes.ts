import type { Route } from '../api/types';
import { totalFeesUsd } from './routeFees';

/** How the route list may be ordered (store `routeSort`). */
export type RouteSortKey = 'output' | 'speed' | 'fees';

/** A new array, ordered by the chosen key; ties keep the API's order (best output first). */
export function sortRoutes(routes: readonly Route[], sort: RouteSortKey): Route[] {
  const indexed = routes.map((route, index) => ({ route, index }));
  indexed.sort((a, b) => compareRoutes(a.route, b.route, sort) || a.index - b.index);
  return indexed.map((x) => x.route);
}

function compareRoutes(a: Route, b: Route, sort: RouteSortKey): number {
  switch (sort) {
    case 'output':
      return a.outputAmount === b.outputAmount ? 0 : a.outputAmount > b.outputAmount ? -1 : 1;
    case 'speed':
      return a.estimatedTimeInSeconds - b.estimatedTimeInSeconds;
    case 'fees':
      return totalFeesUsd(a) - totalFeesUsd(b);
  }
}
