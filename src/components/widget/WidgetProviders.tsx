import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import type { StateStorage } from 'zustand/middleware';
import { createRoutingClient, type RoutingClient } from '../../api/client';
import { syncStoreToUrl } from '../../config/urlState';
import { WidgetConfigProvider } from '../../config/WidgetConfigProvider';
import {
  DEFAULT_INSTANCE_ID,
  routingClientConfigOf,
  type WidgetConfig,
} from '../../config/widgetConfig';
import { WidgetEventsContext } from '../../events/WidgetEventsContext';
import { watchRouteSelection } from '../../events/watchRouteSelection';
import { createWidgetEvents, type WidgetEvent, type WidgetEvents } from '../../events/widgetEvents';
import { RoutingClientProvider } from '../../queries/context';
import { queryKeyHashFn } from '../../queries/keys';
import { metaRetry } from '../../queries/retry';
import { storageScope } from '../../state/persistedStorage';
import { WidgetStoreProvider } from '../../state/WidgetStoreProvider';
import { createWidgetStore, settingsStorageKey, type WidgetStore } from '../../state/widgetStore';
import { storeInitFromConfig } from '../../state/widgetStoreInit';
import { ExecutionProvider } from '../execution/ExecutionProvider';
import { WalletProviders } from '../wallet/WalletProviders';

export interface WidgetProvidersProps {
  config: WidgetConfig;
  children: ReactNode;
  syncUrl?: boolean;
  /** Tests inject a fake client and storage; the widget builds its own otherwise. */
  client?: RoutingClient;
  storage?: StateStorage;
  queryClient?: QueryClient;
  /** The integrator's emitter (`createWidgetEvents`); the widget makes its own otherwise. */
  events?: WidgetEvents | undefined;
  /** Called with every event of this instance (`src/events/widgetEvents.ts`). */
  onEvent?: ((event: WidgetEvent) => void) | undefined;
  /** The page's `fetch` for the routing client (`pageStart.ts`: a deep link's early quotes). */
  fetch?: typeof fetch | undefined;
}

/** The sandbox dev wallets' "Sign or Reject?" prompt: development builds only (never fatal). */
const DevWalletPrompt = __DEVELOPMENT_BUILD__
  ? lazy(() =>
      import('../../devtools/DevWalletPromptDialog').catch(() => ({ default: () => null })),
    )
  : undefined;

/** A query client of its own per widget instance: the host app's cache is never shared. */
export function createWidgetQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryKeyHashFn,
        // Transient failures are retried twice; the quotes query overrides this with no retry
        // (a retried quote is stale and costs budget; the routes panel re-quotes instead).
        retry: metaRetry,
        refetchOnWindowFocus: false,
      },
    },
  });
}

/** Everything one widget instance needs: config, query client, routing client, store, wallets. */
export function WidgetProviders({
  config,
  children,
  syncUrl = false,
  client: injectedClient,
  storage,
  queryClient: injectedQueryClient,
  events: givenEvents,
  onEvent,
  fetch: fetchFn,
}: WidgetProvidersProps) {
  const scope = config.instanceId ?? DEFAULT_INSTANCE_ID;
  const [queryClient] = useState(() => injectedQueryClient ?? createWidgetQueryClient());
  const [store] = useState<WidgetStore>(() =>
    createWidgetStore(storeInitFromConfig(config), {
      // Per instance and API origin: settings chosen against one API do not follow to another.
      storageKey: settingsStorageKey(storageScope(scope, config.apiUrl)),
      storage,
    }),
  );
  const { apiUrl, apiKey, integratorId } = config;
  const client = useMemo(
    () =>
      injectedClient ??
      createRoutingClient({
        ...routingClientConfigOf({ apiUrl, apiKey, integratorId }),
        ...(fetchFn ? { fetch: fetchFn } : {}),
      }),
    [injectedClient, apiUrl, apiKey, integratorId, fetchFn],
  );

  useEffect(() => {
    if (!syncUrl || typeof window === 'undefined') return;
    return syncStoreToUrl(store, window);
  }, [store, syncUrl]);

  const [ownEvents] = useState(createWidgetEvents);
  const events = givenEvents ?? ownEvents;
  const latestOnEvent = useRef(onEvent);
  latestOnEvent.current = onEvent;
  useEffect(() => events.on('*', (event) => latestOnEvent.current?.(event)), [events]);
  useEffect(() => watchRouteSelection(store, events), [store, events]);

  return (
    <WidgetConfigProvider config={config}>
      <WidgetEventsContext.Provider value={events}>
        <QueryClientProvider client={queryClient}>
          <RoutingClientProvider client={client} scope={scope} rpcUrls={config.rpcUrls}>
            <WidgetStoreProvider store={store}>
              <WalletProviders>
                <ExecutionProvider>{children}</ExecutionProvider>
                {DevWalletPrompt && (
                  <Suspense fallback={null}>
                    <DevWalletPrompt />
                  </Suspense>
                )}
              </WalletProviders>
            </WidgetStoreProvider>
          </RoutingClientProvider>
        </QueryClientProvider>
      </WidgetEventsContext.Provider>
    </WidgetConfigProvider>
  );
}
