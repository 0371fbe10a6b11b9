import type { StateStorage } from 'zustand/middleware';
import { createRoutingClient, type RoutingClient } from '../api/client';
import {
  DEFAULT_INSTANCE_ID,
  routingClientConfigOf,
  type WidgetConfig,
} from '../config/widgetConfig';
import { watchRouteSelection } from '../events/watchRouteSelection';
import type { WidgetEvent, WidgetEvents } from '../events/widgetEvents';
import { storageScope } from '../state/persistedStorage';
import { createWidgetStore, settingsStorageKey, type WidgetStore } from '../state/widgetStore';
import { storeInitFromConfig } from '../state/widgetStoreInit';

/**
 * The making of one widget instance without React: the page's start (`pageStart.ts`) and the
 * provider tree (`WidgetProviders.tsx`) make its parts the same way, so both agree on its scope,
 * its stored settings and its client.
 */

/** The instance's name in cache and storage keys (two widgets on a page do not share them). */
export function instanceScope(config: Pick<WidgetConfig, 'instanceId'>): string {
  return config.instanceId ?? DEFAULT_INSTANCE_ID;
}

/**
 * The instance's routing client, for its API, key and integrator, reading each network's payload
 * with the reader registered with it (loaded, with the registry, by the first answer to read).
 */
export function createInstanceClient(
  config: Pick<WidgetConfig, 'apiUrl' | 'apiKey' | 'integratorId' | 'statusChannelUrl'>,
): RoutingClient {
  return createRoutingClient(routingClientConfigOf(config), () =>
    import('../networks/loadTxnPayloadReaders').then((m) => m.loadTxnPayloadReaders()),
  );
}

/**
 * The instance's store, from its config and the settings it kept: per instance and API origin,
 * so settings chosen against one API do not follow to another. `storage`: tests; else
 * `localStorage`.
 */
export function createInstanceStore(config: WidgetConfig, storage?: StateStorage): WidgetStore {
  return createWidgetStore(storeInitFromConfig(config), {
    storageKey: settingsStorageKey(storageScope(instanceScope(config), config.apiUrl)),
    storage,
  });
}

/**
 * The instance's events told from its store (route selection) and to `onEvent` (read at each
 * event: the latest callback is called). Returns what stops both.
 */
export function connectInstanceEvents(
  store: WidgetStore,
  events: WidgetEvents,
  onEvent: () => ((event: WidgetEvent) => void) | undefined,
): () => void {
  const stopListening = events.on('*', (event) => onEvent()?.(event));
  const stopWatching = watchRouteSelection(store, events);
  return () => {
    stopListening();
    stopWatching();
  };
}
