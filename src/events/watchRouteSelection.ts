import type { WidgetStore } from '../state/widgetStore';
import { eventAmount } from './eventAmount';
import type { WidgetEvents } from './widgetEvents';

/**
 * `route-selected` each time the selected route changes: the user's pick, and fresh quotes that
 * replace it (a new route id, usually the same provider, new amounts). Answers the function that
 * stops watching.
 */
export function watchRouteSelection(store: WidgetStore, events: WidgetEvents): () => void {
  return store.subscribe((state, previous) => {
    const route = state.selectedRoute;
    if (!route?.from || !route.to || route.routeId === previous.selectedRoute?.routeId) return;
    events.emit({
      type: 'route-selected',
      routeId: route.routeId,
      provider: route.provider,
      from: eventAmount(route.from, route.inputAmount),
      to: eventAmount(route.to, route.outputAmount),
      minOutputAmount: route.minOutputAmount.toString(),
    });
  });
}
