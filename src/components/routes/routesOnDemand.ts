import { moduleOnDemand } from '../../lib/moduleOnDemand';

/**
 * What the routes panel shows once quotes answer (the route list, none, a failure) and a failed
 * list's state: not needed for the first paint, so not in the first load.
 */
export const routesAnswer = moduleOnDemand(() => import('./RoutesAnswer'));
export const listLoadErrorState = moduleOnDemand(() => import('../feedback/ListLoadErrorState'));
