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
import { DEFAULT_SLIPPAGE_BPS } from '../config/widgetSettings';
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

  // The store took the integrator's default slippage when it was made; a later config (an
  // element's new property) moves it, and the user's slippage with it unless they chose their own.
  const defaultSlippageBps = config.slippageBps ?? DEFAULT_SLIPPAGE_BPS;
  useEffect(() => {
    store.getState().actions.setDefaultSlippage(defaultSlippageBps);
  }, [store, defaultSlippageBps]);

  // The address bar follows the choice from here on, as it did when this effect subscribed
  // itself: its code loads after the first paint, and a choice made meanwhile is written once it
  // is in.
  useEffect(() => {
    if (!syncUrl || typeof window === 'undefined') return;
    const since = store.getState();
    let live = true;
    let stop: (() => void) | undefined;
    afterPaint()
      .then(() => import('../state/urlSync'))
      .then(
        ({ syncStoreToUrl }) => {
          if (live) stop = syncStoreToUrl(store, window, { since });
        },
        (error: unknown) => console.warn('[swap-widget] URL sync did not load', error),
      );
    return () => {
      live = false;
      stop?.();
    };
  }, [store, syncUrl]);

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
                        <LateStart wallets={wallets} onExecution={onExecution} />
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
