import type { RoutingClient } from '../../api/client';
import type { QuoteRequest, Route } from '../../api/types';
import type { ExecutionDeps } from '../../execution/deps';
import type { ExecutionStore } from '../../execution/executionStore';
import { currentStepIndex, type Execution, isStepInFlight } from '../../execution/model';
import { sharesRecipientBalance } from '../../execution/received';
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

/** What the runtime needs from its widget; `shownId`, `client` and `options` are read at each use. */
export interface ExecutionHost {
  store: ExecutionStore;
  wallets: WalletStateStore;
  /** The execution on screen: the one run in full, its wallet asked when needed. */
  shownId(): string | undefined;
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
  /** The execution on screen changed (reopened from the history, left): looks again at what to run. */
  resume(): void;
  /** The widget is gone: stop resuming, and stop the runs, saving nothing. */
  stop(): void;
}

/**
 * Starts the runtime of one widget's executions. The execution on screen, when it was running as
 * the page went away, resumes once the wallet of its current step is connected again
 * (reconnecting takes a moment after a reload), or when the page comes back from the
 * back-forward cache. Every other execution with a transaction sent whose fate is unknown (say,
 * several swaps that ended while the page was closed) is followed to its end without the wallet,
 * so its history says how it ended and what arrived; what would need the wallet waits until it
 * is reopened. Runs last as long as the page: when it goes, they stop without saving anything,
 * and a reload resumes them.
 */
export function startExecutionRuntime(host: ExecutionHost): ExecutionRuntime {
  const { store, wallets } = host;
  /** Runs in progress, by execution id, with the signal that stops them. */
  const running = new Map<string, AbortSignal>();

  /** Stopped executions whose sent transaction this visit followed again (once per visit). */
  const followedAgain = new Set<string>();

  /** The engine's world; for execution `id`, its balance read only while no other shares it. */
  const deps = (id?: string): ExecutionDeps => ({
    client: host.client(),
    store,
    signers: signersOf(wallets),
    options: host.options(),
    readBalance: async (asset, owner) => {
      const executions = store.getState().executions;
      const execution = id === undefined ? undefined : executions[id];
      if (execution && sharesRecipientBalance(execution, Object.values(executions))) {
        throw new Error('another execution moved the same balance meanwhile');
      }
      return readRecipientBalance(wallets.getState().chains, asset, owner);
    },
    readTransactionFee: (tx) => readTransactionFee(wallets.getState().chains, tx),
  });

  /** Runs execution `id`, in full or only following what it sent (`followOnly`). */
  const run = async (id: string, followOnly = false) => {
    const signal = lifetime.signal();
    if (signal.aborted || running.get(id)?.aborted === false) return;
    running.set(id, signal);
    const before = store.getState().executions[id];
    try {
      await runExecution(id, deps(id), signal, { followOnly });
    } finally {
      if (running.get(id) === signal) running.delete(id);
      // What was followed may now need a full run (on screen, its wallet back), or more following.
      if (followOnly && !signal.aborted && store.getState().executions[id] !== before) tryResume();
    }
  };

  const walletReady = (type: string | undefined) =>
    (type === 'evm' || type === 'sol') &&
    wallets.getState()[type].status === 'connected' &&
    !!wallets.drivers[type];

  /**
   * What `execution` sent is followed, without the wallet: a step on chain at once, one still
   * waiting for its receipt or broadcast once the wallet of its network is connected (it reads
   * through the signer). One whose following broke off (stopped) is asked again once per visit.
   * Only once the chains are known: what arrived is read from them at the end.
   */
  const follow = (execution: Execution, step: Execution['steps'][number]) => {
    if (!isStepInFlight(step) || wallets.getState().chains.length === 0) return;
    if (step.phase === 'submitted' && !walletReady(step.networkType)) return;
    const { id } = execution;
    if (execution.status === 'stopped' && !followedAgain.has(id)) {
      followedAgain.add(id);
      retryStep(id, deps());
    }
    if (store.getState().executions[id]?.status === 'running') void run(id, true);
  };

  const tryResume = () => {
    const shownId = host.shownId();
    for (const execution of Object.values(store.getState().executions)) {
      const index = currentStepIndex(execution);
      const step = index === undefined ? undefined : execution.steps[index];
      if (!step) continue;
      const shownRunning = execution.id === shownId && execution.status === 'running';
      if (shownRunning && walletReady(step.networkType)) void run(execution.id);
      else follow(execution, step);
    }
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
    resume: tryResume,
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
