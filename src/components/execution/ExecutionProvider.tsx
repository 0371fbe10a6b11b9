import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useStore } from 'zustand';
import { asWidgetError } from '../../api/errors';
import type { Route } from '../../api/types';
import type { ExecutionDeps } from '../../execution/deps';
import {
  activeExecution,
  createExecutionStore,
  type ExecutionStore,
  executionsStorageKey,
} from '../../execution/executionStore';
import type { Execution } from '../../execution/model';
import type { EvmSigner, SolanaSigner } from '../../execution/signers';
import { useRoutingClient } from '../../queries';
import { storageScope } from '../../state/persistedStorage';
import { useWidgetStore } from '../../state/WidgetStoreProvider';
import { useWalletStateStore, type WalletStateStore } from '../../wallets/walletState';
import { followPageLifetime, type PageLifetime } from './pageLifetime';
import { readRecipientBalance } from './recipientBalance';

// The engine is loaded on Review: the quote screen never pays for it.
const loadEngine = () => import('../../execution/runExecution');

export interface ExecutionController {
  store: ExecutionStore;
  /** The execution on screen (in flight, or just ended and not yet dismissed). */
  shownId: string | undefined;
  /** Starts `route` (its `/createTx`, then the steps). Rejects with the reason it could not. */
  start(route: Route): Promise<void>;
  retry(): void;
  /**
   * Back to the form; an execution in flight keeps running and can be reopened, a stopped one is
   * given up ("Get a new quote").
   */
  dismiss(): void;
}

const ExecutionContext = createContext<ExecutionController | null>(null);

export function useExecutionController(): ExecutionController {
  const value = useContext(ExecutionContext);
  if (!value) throw new Error('useExecutionController must be used inside <ExecutionProvider>');
  return value;
}

export function useShownExecution(): Execution | undefined {
  const { store, shownId } = useExecutionController();
  return useStore(store, (s) => (shownId ? s.executions[shownId] : undefined));
}

/**
 * One widget instance's executions: their store (persisted per instance and API), and the one
 * door through which the UI starts, retries and leaves them. An execution still in flight after
 * a reload reopens on its own and resumes as soon as its wallet is back.
 */
export function ExecutionProvider({ children }: { children: ReactNode }) {
  const { client, scope } = useRoutingClient();
  const wallets = useWalletStateStore();
  const unlimitedApprovals = useWidgetStore((s) => s.settings.unlimitedApprovals);
  const [store] = useState(() =>
    createExecutionStore({ storageKey: executionsStorageKey(storageScope(scope, client.baseUrl)) }),
  );
  const [shownId, setShownId] = useState<string | undefined>(
    () => activeExecution(store.getState())?.id,
  );
  /** Runs in progress, by execution id, with the signal that stops them. */
  const running = useRef(new Map<string, AbortSignal>());
  // Runs stop, saving nothing, when the page goes away: a reload resumes where it was.
  const lifetime = useRef<PageLifetime | undefined>(undefined);
  const options = useRef({ unlimitedApprovals });
  options.current = { unlimitedApprovals };

  const deps = useCallback(
    (): ExecutionDeps => ({
      client,
      store,
      signers: signersOf(wallets),
      options: options.current,
      readBalance: (asset, owner) => readRecipientBalance(wallets.getState().chains, asset, owner),
    }),
    [client, store, wallets],
  );

  const run = useCallback(
    async (id: string) => {
      const signal = lifetime.current?.signal();
      if (!signal || signal.aborted) return;
      if (running.current.get(id)?.aborted === false) return;
      running.current.set(id, signal);
      try {
        const { runExecution } = await loadEngine();
        await runExecution(id, deps(), signal);
      } finally {
        if (running.current.get(id) === signal) running.current.delete(id);
      }
    },
    [deps],
  );

  useResumeWhenWalletIsBack(store, wallets, run, lifetime);

  const controller = useMemo<ExecutionController>(
    () => ({
      store,
      shownId,
      async start(route) {
        const { beginExecution } = await loadEngine();
        const execution = await beginExecution(route, deps()).catch((error: unknown) => {
          throw asWidgetError(error);
        });
        setShownId(execution.id);
        void run(execution.id);
      },
      retry() {
        if (!shownId) return;
        void loadEngine().then(({ retryStep }) => {
          retryStep(shownId, deps());
          void run(shownId);
        });
      },
      dismiss() {
        setShownId(undefined);
        // "Get a new quote" on a stopped swap gives its route up (it is not reopened later).
        if (shownId && store.getState().executions[shownId]?.status === 'stopped') {
          const id = shownId;
          void loadEngine().then(({ abandonExecution }) => abandonExecution(id, deps()));
        }
      },
    }),
    [store, shownId, deps, run],
  );
  return <ExecutionContext.Provider value={controller}>{children}</ExecutionContext.Provider>;
}

function signersOf(wallets: WalletStateStore): ExecutionDeps['signers'] {
  return {
    evm: wallets.drivers.evm?.executionSigner?.() as EvmSigner | undefined,
    sol: wallets.drivers.sol?.executionSigner?.() as SolanaSigner | undefined,
  };
}

/**
 * An execution that was running when the page went away resumes once the wallet of its current
 * step is connected again (reconnecting takes a moment after a reload), or when the page comes
 * back from the back-forward cache. Runs last as long as the page (`lifetime`, set here).
 */
function useResumeWhenWalletIsBack(
  store: ExecutionStore,
  wallets: WalletStateStore,
  run: (id: string) => Promise<void>,
  lifetime: { current: PageLifetime | undefined },
) {
  useEffect(() => {
    const tryResume = () => {
      const execution = activeExecution(store.getState());
      if (!execution || execution.status !== 'running') return;
      const step = execution.steps.find((s) => s.phase !== 'done' && s.phase !== 'skipped');
      const type = step?.networkType;
      if (type !== 'evm' && type !== 'sol') return;
      if (wallets.getState()[type].status !== 'connected' || !wallets.drivers[type]) return;
      void run(execution.id);
    };
    const page = followPageLifetime(window, tryResume);
    lifetime.current = page;
    tryResume();
    const unsubscribe = wallets.subscribe(tryResume);
    return () => {
      unsubscribe();
      page.stop();
    };
  }, [store, wallets, run, lifetime]);
}
