import type { RoutePriority } from '../config/widgetOptions';
import type { WidgetState, WidgetStore } from './widgetStore';
import { ROUTE_SORT_OF } from './widgetStoreInit';

/**
 * What of the integrator's config the store made its first state of, and follows later: the
 * starting sort (`routePriority`) and whether the recipient field is hidden. (The default
 * slippage follows through `setDefaultSlippage`.)
 */
export interface FollowedOptions {
  routePriority: RoutePriority | undefined;
  recipientHidden: boolean;
}

/**
 * The store's changes for a new config, pure; undefined when there are none (no write, so a
 * widget only looking creates no storage entry). The person's own sort is kept; a recipient the
 * integrator just hid is dropped, as one stored from an earlier visit is at mount: nobody could
 * see or clear where the tokens would go. A running swap keeps its own recipient and route.
 */
function followedChanges(
  state: Pick<WidgetState, 'routeSort' | 'routeSortChosen' | 'settings'>,
  followed: FollowedOptions,
): Partial<WidgetState> | undefined {
  const changes: Partial<WidgetState> = {};
  const sort = ROUTE_SORT_OF[followed.routePriority ?? 'best'];
  if (!state.routeSortChosen && state.routeSort !== sort) changes.routeSort = sort;
  if (followed.recipientHidden && state.settings.recipient !== '') {
    changes.settings = { ...state.settings, recipient: '' };
  }
  return Object.keys(changes).length > 0 ? changes : undefined;
}

/** Applies `followedChanges` to the instance's store. */
export function followConfig(store: WidgetStore, followed: FollowedOptions): void {
  const changes = followedChanges(store.getState(), followed);
  if (changes) store.setState(changes);
}
