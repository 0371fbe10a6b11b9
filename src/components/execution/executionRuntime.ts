import type { RoutingClient } from '../../api/client';
import type { QuoteRequest, Route } from '../../api/types';
import type { ExecutionDeps } from '../../execution/deps';
import { activeExecution, type ExecutionStore } from '../../execution/executionStore';
import {
  abandonExecution,
  beginExecution,
  retryStep,
  runExecution,
} from '../../execution/runExecution';
import type { EvmSigner, SolanaSigner } from '../../execution/signers';
import type { WalletStateStore } from '../../wallets/walletState';
import { followPageLifetime } from './pageLifetime';
import { readRecipientBalance } from './recipientBalance';
import { readTransactionFee } from './transactionFee';

/** What the runtime needs from its widget; `client` and `options` are read at each use. */
export interface ExecutionHost {
  store: ExecutionStore;
  wallets: WalletStateStore;
  client(): RoutingClient;
  options(): ExecutionDeps['options'];
}

/** One widget's runs: the engine (loaded with this module, on Review) driven for the UI. */
export interface ExecutionRuntime {
  /**
   * Creates the execution of `route` (its `/createTx`), with the quote `request` it answered, and
   * starts running it; its id.
   */
  start(route: Route, request: QuoteRequest | undefined): Promise<string>;
  /** Try again at the step that stopped, and run on. */
  retry(id: string): void;
  /** A stopped execution given up ("Get a new quote"): it is not reopened later. */
  abandon(id: string): void;
  /** The widget is gone: stop resuming, and stop the runs, saving nothing. */
  stop(): void;
}

/**
 * Starts the runtime of one widget's executions. An execution that was running when the page
 * went away resumes once the wallet of its current step is connected again (reconnecting takes a
 * moment after a reload), or when the page comes back from the back-forward cache. Runs last as
 * long as the page: when it goes, they stop without saving anything, and a reload resumes them.
 */
export function startExecutionRuntime(host: ExecutionHost): ExecutionRuntime {
  const { store, wallets } = host;
  /** Runs in progress, by execution id, with the signal that stops them. */
  const running = new Map<string, AbortSignal>();

  const deps = (): ExecutionDeps => ({
    client: host.client(),
    store,
    signers: signersOf(wallets),
    options: host.options(),
    readBalance: (asset, owner) => readRecipientBalance(wallets.getState().chains, asset, owner),
    readTransactionFee: (tx) => readTransactionFee(wallets.getState().chains, tx),
  });

  const run = async (id: string) => {
    const signal = lifetime.signal();
    if (signal.aborted || running.get(id)?.aborted === false) return;
    running.set(id, signal);
    try {
      await runExecution(id, deps(), signal);
    } finally {
      if (running.get(id) === signal) running.delete(id);
    }
  };

  const tryResume = () => {
    const execution = activeExecution(store.getState());
    if (execution?.status !== 'running') return;
    const step = execution.steps.find((s) => s.phase !== 'done' && s.phase !== 'skipped');
    const type = step?.networkType;
    if (type !== 'evm' && type !== 'sol') return;
    if (wallets.getState()[type].status !== 'connected' || !wallets.drivers[type]) return;
    void run(execution.id);
  };

  const lifetime = followPageLifetime(window, tryResume);
  const unsubscribe = wallets.subscribe(tryResume);
  tryResume();

  return {
    async start(route, request) {
      const execution = await beginExecution(route, deps(), { request });
      void run(execution.id);
      return execution.id;
    },
    retry(id) {
      retryStep(id, deps());
      void run(id);
    },
    abandon(id) {
      abandonExecution(id, deps());
    },
    stop() {
      unsubscribe();
      lifetime.stop();
    },
  };
}

function signersOf(wallets: WalletStateStore): ExecutionDeps['signers'] {
  return {
    evm: wallets.drivers.evm?.executionSigner?.() as EvmSigner | undefined,
    sol: wallets.drivers.sol?.executionSigner?.() as SolanaSigner | undefined,
  };
}
