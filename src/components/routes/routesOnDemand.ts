import { moduleOnDemand } from '../../lib/moduleOnDemand';

/**
 * The routes panel's content (its quotes, the route list, none, a failure, a failed list's state):
 * not needed for the first paint, where no route is shown yet, so not in the first load.
 */
export const routesQuotes = moduleOnDemand(() => import('./RoutesQuotes'));
