import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  type ComponentType,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { StateStorage } from 'zustand/middleware';
import type { RoutingClient } from '../api/client';
import {
  ExecutionContext,
  type ExecutionController,
} from '../components/execution/executionContext';
import { ErrorBoundary } from '../components/feedback/ErrorBoundary';
import { StackLoadFailed } from '../components/wallet/StackLoadFailed';
import { WidgetConfigProvider } from '../config/WidgetConfigProvider';
import type { WidgetConfig } from '../config/widgetConfig';
import { WidgetEventsContext } from '../events/WidgetEventsContext';
import { createWidgetEvents, type WidgetEvent, type WidgetEvents } from '../events/widgetEvents';
import { afterPaint } from '../lib/afterPaint';
import { RoutingClientProvider } from '../queries/context';
import { createWidgetQueryClient } from '../queries/widgetQueryClient';
import { WidgetStoreProvider } from '../state/WidgetStoreProvider';
import type { WidgetStore } from '../state/widgetStore';
import { createWalletStateStore, WalletStateContext } from '../wallets/walletState';
import { pendingExecution } from './pendingExecution';
import {
  connectInstanceEvents,
  createInstanceClient,
  createInstanceStore,
  instanceScope,
} from './widgetInstance';

export interface WidgetProvidersProps {
  config: WidgetConfig;
  children: ReactNode;
  syncUrl?: boolean;
  /**
   * The routing client and query cache of this instance, when made before the widget: the pages'
   * start (`pageStart.ts`: a deep link's first quotes already in the cache) and tests. The widget
   * builds its own otherwise.
   */
  client?: RoutingClient | undefined;
  queryClient?: QueryClient | undefined;
  /** Tests inject storage; the browser's `localStorage` otherwise. */
  storage?: StateStorage;
  /** The integrator's emitter (`createWidgetEvents`); the widget makes its own otherwise. */
  events?: WidgetEvents | undefined;
  /** Called with every event of this instance (`src/events/widgetEvents.ts`). */
  onEvent?: ((event: WidgetEvent) => void) | undefined;
}

/**
 * The sandbox dev wallets' "Sign or Reject?" prompt, on the widget's own `Modal`: development
 * builds only (never fatal).
 */
const DevWalletPrompt = __DEVELOPMENT_BUILD__
  ? lazy<ComponentType>(() =>
      Promise.all([
        import('../devtools/DevWalletPromptDialog'),
        import('../components/widget/Modal'),
      ]).then(
        ([{ DevWalletPromptDialog }, { Modal }]) => ({
          default: () => <DevWalletPromptDialog modal={Modal} />,
        }),
        () => ({ default: () => null }),
      ),
    )
  : undefined;

// The wallet stacks' loaders and the executions (their code and stored records) load right after
// the first paint, which needs neither (`LateStart.tsx`).
const LateStart = lazy(() => import('./LateStart').then((m) => ({ default: m.LateStart })));

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
}: WidgetProvidersProps) {
  const scope = instanceScope(config);
  const [queryClient] = useState(() => injectedQueryClient ?? createWidgetQueryClient());
  const [store] = useState<WidgetStore>(() => createInstanceStore(config, storage));
  const { apiUrl, apiKey, integratorId, statusChannelUrl } = config;
  const client = useMemo(
    () =>
      injectedClient ?? createInstanceClient({ apiUrl, apiKey, integratorId, statusChannelUrl }),
    [injectedClient, apiUrl, apiKey, integratorId, statusChannelUrl],
  );

  // The address bar follows every choice from the first render on: its code comes with the late
  // chunk, and a choice made before it is in is written then (`SyncUrl`).
  const [urlSince] = useState(() => (syncUrl ? store.getState() : undefined));

  const [wallets] = useState(createWalletStateStore);
  const [execution, setExecution] = useState(() => {
    let loaded: (controller: ExecutionController) => void = () => {};
    const pending = pendingExecution(new Promise((resolve) => (loaded = resolve)));
    return { controller: pending, loaded };
  });
  const onExecution = useCallback(
    (controller: ExecutionController) => {
      execution.loaded(controller);
      setExecution((e) => ({ ...e, controller }));
    },
    [execution.loaded],
  );
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let live = true;
    afterPaint().then(() => live && setPainted(true));
    return () => {
      live = false;
    };
  }, []);

  const [ownEvents] = useState(createWidgetEvents);
  const events = givenEvents ?? ownEvents;
  const latestOnEvent = useRef(onEvent);
  latestOnEvent.current = onEvent;
  useEffect(
    () => connectInstanceEvents(store, events, () => latestOnEvent.current),
    [store, events],
  );

  return (
    <WidgetConfigProvider config={config}>
      <WidgetEventsContext.Provider value={events}>
        <QueryClientProvider client={queryClient}>
          <RoutingClientProvider client={client} scope={scope} rpcUrls={config.rpcUrls}>
            <WidgetStoreProvider store={store}>
              <WalletStateContext.Provider value={wallets}>
                <ExecutionContext.Provider value={execution.controller}>
                  {children}
                  {painted && (
                    <ErrorBoundary fallback={() => <StackLoadFailed store={wallets} type="evm" />}>
                      <Suspense fallback={null}>
                        <LateStart
                          wallets={wallets}
                          onExecution={onExecution}
                          urlSince={urlSince}
                        />
                      </Suspense>
                    </ErrorBoundary>
                  )}
                  {DevWalletPrompt && (
                    <Suspense fallback={null}>
                      <DevWalletPrompt />
                    </Suspense>
                  )}
                </ExecutionContext.Provider>
              </WalletStateContext.Provider>
            </WidgetStoreProvider>
          </RoutingClientProvider>
        </QueryClientProvider>
      </WidgetEventsContext.Provider>
    </WidgetConfigProvider>
  );
}
