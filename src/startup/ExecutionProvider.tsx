import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { asWidgetError } from '../api/asWidgetError';
import {
  type ExecutionController,
  loadExecutionPanel,
} from '../components/execution/executionContext';
import { useWidgetEvents } from '../events/useWidgetEvents';
import {
  activeExecution,
  createExecutionStore,
  executionsStorageKey,
} from '../execution/executionStore';
import { isExecutionOver } from '../execution/model';
import { followOtherTabs } from '../execution/tabs/syncFromStorage';
import { createTabState } from '../execution/tabs/tabState';
import { tokensQueryOptions, useRoutingClient } from '../queries';
import { storageScope } from '../state/persistedStorage';
import { useWidgetStore } from '../state/WidgetStoreProvider';
import { useWalletStateStore } from '../wallets/walletState';
import type { ExecutionRuntime } from './executionRuntime';

// The runtime (the engine, runs and resuming) and the progress panel load on Review, or at once
// when an execution in flight reopens: the quote screen never pays for them.
const loadRuntime = () => import('./executionRuntime');

/**
 * One widget instance's executions: their store (persisted per instance and API), and the one
 * door through which the UI starts, retries and leaves them. An execution still in flight after
 * a reload reopens on its own: what it sent is followed as soon as its wallet is back, and the
 * next signature waits for the person's "Resume swap". Other tabs of the widget
 * share the store: what one writes, the others read at once (and show an execution another tab
 * started); each execution runs in one tab at a time (see the runtime). Loaded right after the
 * widget's first render (`LateStart.tsx`), with its store: until then the UI reads
 * `PENDING_EXECUTION`.
 */
export function ExecutionProvider({
  onController,
}: {
  /** Given the controller at once, and again whenever it changes (another execution shown). */
  onController: (controller: ExecutionController) => void;
}) {
  const { client, scope } = useRoutingClient();
  const queryClient = useQueryClient();
  const wallets = useWalletStateStore();
  const unlimitedApprovals = useWidgetStore((s) => s.settings.unlimitedApprovals);
  const solanaPriorityFee = useWidgetStore((s) => s.settings.solanaPriorityFee);
  const [{ store, tabs, tabScope }] = useState(() => {
    const tabScope = storageScope(scope, client.baseUrl);
    const tabs = createTabState();
    const store = createExecutionStore({
      storageKey: executionsStorageKey(tabScope),
      holds: (id) => tabs.getState().held.has(id),
    });
    return { store, tabs, tabScope };
  });
  const [shownId, setShownId] = useState<string | undefined>(
    () => activeExecution(store.getState())?.id,
  );
  const events = useWidgetEvents();
  const latest = useRef({ client, unlimitedApprovals, solanaPriorityFee, shownId });
  latest.current = { client, unlimitedApprovals, solanaPriorityFee, shownId };
  /** The runtime, once asked for; it lives as long as the widget. */
  const runtime = useRef<Promise<ExecutionRuntime> | undefined>(undefined);

  const getRuntime = useCallback((): Promise<ExecutionRuntime> => {
    if (runtime.current) return runtime.current;
    const loading = loadRuntime().then(({ startExecutionRuntime }) => {
      // Unmounted while loading: it never starts (nothing would stop it).
      if (runtime.current !== loading) throw new DOMException('The widget is gone.', 'AbortError');
      return startExecutionRuntime({
        store,
        wallets,
        tabs,
        scope: tabScope,
        events,
        shownId: () => latest.current.shownId,
        client: () => latest.current.client,
        tokens: (chainId) =>
          queryClient.fetchQuery(tokensQueryOptions(latest.current.client, scope, chainId)),
        options: () => ({
          unlimitedApprovals: latest.current.unlimitedApprovals,
          solanaPriorityFee: latest.current.solanaPriorityFee,
        }),
      });
    });
    // A chunk that did not load is asked for again by the next use.
    loading.catch(() => {
      if (runtime.current === loading) runtime.current = undefined;
    });
    runtime.current = loading;
    return loading;
  }, [store, wallets, tabs, tabScope, events, queryClient, scope]);

  // Another execution on screen (reopened from the history): the runtime looks again.
  useEffect(() => {
    if (shownId === undefined) return;
    runtime.current?.then((r) => r.resume()).catch(() => {});
  }, [shownId]);

  // Other tabs' writes: read at once. A swap another tab starts is shown here, unless one in
  // flight is on screen (the runtime follows it, and takes it over if that tab goes).
  useEffect(() => {
    let lastActive = activeExecution(store.getState())?.id;
    return followOtherTabs(store, executionsStorageKey(tabScope), window, () => {
      const active = activeExecution(store.getState());
      if (!active || active.id === lastActive) return;
      lastActive = active.id;
      getRuntime().catch(() => {});
      loadExecutionPanel().catch(() => {});
      setShownId((shown) => {
        const current = shown ? store.getState().executions[shown] : undefined;
        return current && !isExecutionOver(current) ? shown : active.id;
      });
    });
  }, [store, tabScope, getRuntime]);

  // An execution in flight when the page loaded: its code loads at once, to resume it.
  useEffect(() => {
    if (activeExecution(store.getState())) {
      getRuntime().catch(() => {});
      loadExecutionPanel().catch(() => {});
    }
    return () => {
      const stopping = runtime.current;
      runtime.current = undefined;
      stopping?.then(
        (r) => r.stop(),
        () => {},
      );
    };
  }, [store, getRuntime]);

  const controller = useMemo<ExecutionController>(
    () => ({
      store,
      tabs,
      shownId,
      loaded: true,
      async start(route, request, handedOut, confirmedMinOutput) {
        const id = await getRuntime()
          .then((r) => r.start(route, request, handedOut, confirmedMinOutput))
          .catch((error: unknown) => {
            throw asWidgetError(error);
          });
        setShownId(id);
      },
      retry(options) {
        if (!shownId) return;
        const id = shownId;
        void getRuntime().then((r) => r.retry(id, options));
      },
      resumeHere() {
        if (!shownId) return;
        const id = shownId;
        void getRuntime().then((r) => r.approveHere(id));
      },
      async replaceStuck(kind) {
        if (!shownId) return;
        const id = shownId;
        await getRuntime()
          .then((r) => r.replaceStuck(id, kind))
          .catch((error: unknown) => {
            throw asWidgetError(error);
          });
      },
      previewEffect(route, signal) {
        return getRuntime().then((r) => r.previewEffect(route, signal));
      },
      prepare() {
        getRuntime().catch(() => {});
        loadExecutionPanel().catch(() => {});
      },
      dismiss() {
        setShownId(undefined);
        // "Get a new quote" on a stopped swap gives its route up (it is not reopened later).
        if (shownId && store.getState().executions[shownId]?.status === 'stopped') {
          const id = shownId;
          void getRuntime().then((r) => r.abandon(id));
        }
      },
      open(id) {
        setShownId(id);
        loadExecutionPanel().catch(() => {});
        getRuntime().catch(() => {});
      },
    }),
    [store, tabs, shownId, getRuntime],
  );
  useEffect(() => onController(controller), [onController, controller]);
  return null;
}
