import type { RoutingClient } from '../api/client';
import type { QuoteRequest, Route, TokensByChain, TxnData } from '../api/types';
import { watchExecutionEvents } from '../events/watchExecutionEvents';
import type { WidgetEvents } from '../events/widgetEvents';
import type { ExecutionDeps } from '../execution/deps';
import { type EffectPreview, previewFirstEffect } from '../execution/effects/effectPreview';
import { replaceStuckTransaction } from '../execution/evm/replaceTransaction';
import { activeExecution, type ExecutionStore } from '../execution/executionStore';
import { currentStepIndex, type Execution, isStepInFlight } from '../execution/model';
import { sharesRecipientBalance } from '../execution/received';
import {
  abandonExecution,
  beginExecution,
  type RetryOptions,
  retryStep,
  runExecution,
} from '../execution/runExecution';
import type { CosmosSigner, EvmSigner, SolanaSigner, TronSigner } from '../execution/signers';
import { approve, isApproved, withdrawOnOutsideChange } from '../execution/tabs/approvals';
import { createLeasedRuns } from '../execution/tabs/leasedRuns';
import { isSyncing } from '../execution/tabs/syncFromStorage';
import { executionLockName, pageTabLocks } from '../execution/tabs/tabLocks';
import type { TabStateStore } from '../execution/tabs/tabState';
import { executionMessages } from '../i18n/en/execution';
import { messageRef } from '../lib/messageRef';
import { WidgetError } from '../lib/widgetError';
import { NETWORKS } from '../networks/networkRegistry';
import { isWalletNetworkType, type WalletStateStore } from '../wallets/walletState';
import { followPageLifetime } from './pageLifetime';
import { readRecipientBalance } from './recipientBalance';
import { knownTokenDecimals } from './tokenDecimals';
import { readTransactionFee } from './transactionFee';

/** What the runtime needs from its widget; `shownId`, `client` and `options` are read at each use. */
export interface ExecutionHost {
  store: ExecutionStore;
  wallets: WalletStateStore;
  /** The execution on screen: the one run in full, its wallet asked when needed. */
  shownId(): string | undefined;
  /** Which executions this tab runs, and which another tab runs (read by the progress panel). */
  tabs: TabStateStore;
  /** The widget's storage scope: its executions' leases are named after it. */
  scope: string;
  client(): RoutingClient;
  /** `/tokens` of one chain, as the widget loaded (and caches) it. */
  tokens(chainId: string): Promise<TokensByChain>;
  options(): ExecutionDeps['options'];
  /**
   * The widget's integrator events: told from what the store records (the same for a start, a
   * resume or a retry), from the runtime since only runs change executions; another tab's
   * changes are told by that tab.
   */
  events: WidgetEvents;
}

/** One widget's runs: the engine (loaded with this module, on Review) driven for the UI. */
export interface ExecutionRuntime {
  /**
   * Creates the execution of `route` (its `/createTx`, or the transactions `/quick-swap` handed
   * out with it), with the quote `request` it answered and the least the user agreed to receive
   * (`confirmedMinOutput`, the route's minimum when not given), and starts running it; its id.
   */
  start(
    route: Route,
    request: QuoteRequest | undefined,
    handedOut?: readonly TxnData[] | undefined,
    confirmedMinOutput?: bigint | undefined,
  ): Promise<string>;
  /** Review's preview of `route`'s first transaction (`previewFirstEffect`): nothing is signed. */
  previewEffect(route: Route, signal?: AbortSignal): Promise<EffectPreview>;
  /** Try again at the step that stopped, and run on (with the person's "Effect not checked"). */
  retry(id: string, options?: RetryOptions): void;
  /**
   * The person's "Resume swap" for an execution read from storage or taken over from another tab:
   * from now on this tab may ask the wallet for it (`tabs/approvals.ts`).
   */
  approveHere(id: string): void;
  /**
   * "Speed up" or "Cancel" of the stuck transaction of `id`'s current step, while this tab runs
   * it (its run follows whichever transaction lands); rejects with why nothing was sent.
   */
  replaceStuck(id: string, kind: 'speed-up' | 'cancel'): Promise<void>;
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
 *
 * One route, one tab: a run holds its execution's lease (`tabs/leasedRuns.ts`). Another tab of
 * the widget that finds the lease held follows the execution read-only, and takes it over, with
 * the rules of a reload, once the lease is free.
 */
export function startExecutionRuntime(host: ExecutionHost): ExecutionRuntime {
  const { store, wallets, tabs } = host;
  const stopEvents = watchExecutionEvents(store, host.events, () => isSyncing(store));
  /** Runs in progress, by execution id, with the signal that stops them. */
  const running = new Map<string, AbortSignal>();
  const locks = pageTabLocks(host.scope, window);
  const leases = createLeasedRuns({
    locks,
    lockName: (id) => executionLockName(host.scope, id),
    store,
    tabs,
  });

  /** Stopped executions whose sent transaction this visit followed again (once per visit). */
  const followedAgain = new Set<string>();

  /**
   * The engine's world; for execution `id`, its balance read only while no other shares it;
   * `confirmLease` looks at the lease again right before each prompt.
   */
  const deps = (id?: string, confirmLease?: () => void): ExecutionDeps => ({
    confirmLease,
    client: host.client(),
    networks: NETWORKS,
    store,
    signers: signersOf(wallets),
    options: host.options(),
    chains: wallets.getState().chains,
    readBalance: async (asset, owner) => {
      const executions = store.getState().executions;
      const execution = id === undefined ? undefined : executions[id];
      if (
        execution &&
        sharesRecipientBalance(execution, Object.values(executions), wallets.getState().chains)
      ) {
        throw new Error('another execution moved the same balance meanwhile');
      }
      return readRecipientBalance(wallets.getState().chains, asset, owner);
    },
    readTransactionFee: (tx) => readTransactionFee(wallets.getState().chains, tx),
    tokenDecimals: (asset) => knownTokenDecimals(asset, host.tokens, wallets.getState().chains),
  });

  /**
   * Runs execution `id` here, holding its lease: `prepare` first (false: nothing to run), then
   * the engine, in full or only following what it sent (`followOnly`). True when this tab held
   * the lease; false when another tab holds it (it is then followed, and looked at again once
   * free), or a run of it is already going here.
   */
  const run = async (
    id: string,
    prepare?: () => boolean | Promise<boolean>,
    followOnly = false,
  ) => {
    const signal = lifetime.signal();
    if (signal.aborted || running.get(id)?.aborted === false) return false;
    running.set(id, signal);
    const before = store.getState().executions[id];
    let held = false;
    let full = false;
    let lease: AbortSignal | undefined;
    try {
      held = await leases.tryRun(id, async (lost, confirm) => {
        lease = lost;
        if (prepare && !(await prepare())) return;
        // Only what the person approved in this tab asks the wallet; anything else is followed.
        full = !followOnly && isApproved(tabs, id);
        await runExecution(id, deps(id, confirm), eitherSignal(signal, lost), {
          followOnly: !full,
        });
      });
      // Not held, or taken from this tab meanwhile (a stolen lock): followed until it is free.
      if (!held || lease?.aborted) leases.follow(id, signal, tryResume);
      return held;
    } finally {
      if (running.get(id) === signal) running.delete(id);
      // What was followed may now need a full run (on screen, its wallet back, approved), or
      // more following. Changed means a newer record (every change moves `updatedAt`), not a
      // new object: a run reads storage first, which makes new objects of the same records, and
      // taking that for a change ran it again at once, thousands of reads a second, until the
      // page hung (the Resume screen after a reload at a wallet prompt).
      const changed = store.getState().executions[id]?.updatedAt !== before?.updatedAt;
      const again = approvedMeanwhile(id);
      if (held && !full && !signal.aborted && (changed || again)) tryResume();
    }
  };

  /** Approved while a run that only followed was going: it runs again, in full. */
  const approvedWhileFollowing = new Set<string>();
  const approvedMeanwhile = (id: string) => approvedWhileFollowing.delete(id);

  const walletReady = (type: string | undefined) =>
    isWalletNetworkType(type) &&
    wallets.getState()[type].status === 'connected' &&
    !!wallets.drivers[type];

  /**
   * A step the person approved here that is not known to need its wallet yet: run without it, so
   * `/nextTx` says first whether it signs anything (a relayer's claim does not); one that does
   * then waits for its wallet (`awaitsWallet`) and runs again once that is connected.
   */
  const asksBeforeWallet = (id: string, step: Execution['steps'][number]) =>
    isApproved(tabs, id) && !step.awaitsWallet && !isStepInFlight(step);

  /**
   * What `execution` sent is followed, without the wallet: a step on chain at once, one still
   * waiting for its receipt or broadcast once the wallet of its network is connected (it reads
   * through the signer). One whose following broke off (stopped) is asked again once per visit.
   * Only once the chains are known: what arrived is read from them at the end. True when a run
   * was started.
   */
  const follow = (execution: Execution, step: Execution['steps'][number]): boolean => {
    if (!isStepInFlight(step) || wallets.getState().chains.length === 0) return false;
    if (step.phase === 'submitted' && !walletReady(step.networkType)) return false;
    const { id } = execution;
    if (execution.status === 'running') {
      void run(id, undefined, true);
      return true;
    }
    if (execution.status !== 'stopped' || followedAgain.has(id)) return false;
    followedAgain.add(id);
    const resumeStopped = () => {
      if (store.getState().executions[id]?.status !== 'stopped') return false;
      retryStep(id, deps());
      return true;
    };
    void run(id, resumeStopped, true);
    return true;
  };

  /** Shows whether another tab runs `id`, for a tab that cannot run it (no wallet yet). */
  const watch = async (id: string) => {
    const signal = lifetime.signal();
    if (running.has(id) || !(await leases.heldElsewhere(id))) return;
    leases.follow(id, signal, tryResume);
  };

  const tryResume = () => {
    const shownId = host.shownId();
    for (const execution of Object.values(store.getState().executions)) {
      const index = currentStepIndex(execution);
      const step = index === undefined ? undefined : execution.steps[index];
      if (!step) continue;
      const shown = execution.id === shownId && execution.status === 'running';
      if (shown && (walletReady(step.networkType) || asksBeforeWallet(execution.id, step))) {
        void run(execution.id);
      }
      // No wallet yet: what it sent is followed, and whether another tab runs it shows.
      else if (!follow(execution, step) && shown) void watch(execution.id);
    }
  };

  const lifetime = followPageLifetime(window, tryResume);
  const unsubscribe = wallets.subscribe(tryResume);
  // A record read from storage changed: its approval is withdrawn, and there may be more to follow.
  const stopWithdrawing = withdrawOnOutsideChange(store, tabs, tryResume);
  // Another tab started, retried or ended an execution (its writes, read from storage).
  let active = activeKey(store.getState());
  const unsubscribeStore = store.subscribe((state) => {
    const next = activeKey(state);
    if (next === active) return;
    active = next;
    tryResume();
  });
  tryResume();

  return {
    start(route, request, handedOut, confirmedMinOutput) {
      // Confirm swap: the person approved this route here.
      approve(tabs, route.routeId);
      // Under the lease from the start: no other tab picks the new execution up.
      return new Promise<string>((resolve, reject) => {
        const begin = async () => {
          try {
            const options = { request, handedOut, confirmedMinOutput };
            resolve((await beginExecution(route, deps(), options)).id);
            return true;
          } catch (error) {
            reject(error);
            return false;
          }
        };
        run(route.routeId, begin).then((held) => {
          if (!held) reject(elsewhereError('runningElsewhere'));
        }, reject);
      });
    },
    previewEffect: (route, signal) => previewFirstEffect(route, deps(), signal),
    retry(id, options) {
      approve(tabs, id);
      void run(id, () => {
        if (store.getState().executions[id]?.status !== 'stopped') return false;
        retryStep(id, deps(), options);
        return true;
      });
    },
    async replaceStuck(id, kind) {
      // Only the tab running the execution holds its lease: another tab's wallet never signs.
      if (!running.has(id)) throw elsewhereError('notRunningHere');
      await replaceStuckTransaction(id, kind, deps(id));
    },
    abandon(id) {
      void leases.tryRun(id, async () => {
        abandonExecution(id, deps());
      });
    },
    approveHere(id) {
      approve(tabs, id);
      if (running.has(id)) approvedWhileFollowing.add(id);
      tryResume();
    },
    resume: tryResume,
    stop() {
      stopEvents();
      stopWithdrawing();
      unsubscribe();
      unsubscribeStore();
      lifetime.stop();
      locks.close();
    },
  };
}

/** The active execution and its status, as one comparable value. */
function activeKey(state: ReturnType<ExecutionStore['getState']>): string {
  const execution = activeExecution(state);
  return execution ? `${execution.id}:${execution.status}` : '';
}

/** Aborted when either is (the page went away, or the lease was lost). */
function eitherSignal(a: AbortSignal, b: AbortSignal): AbortSignal {
  if (a.aborted) return a;
  if (b.aborted) return b;
  const both = new AbortController();
  const abort = (source: AbortSignal) => () => both.abort(source.reason);
  a.addEventListener('abort', abort(a), { once: true });
  b.addEventListener('abort', abort(b), { once: true });
  return both.signal;
}

function signersOf(wallets: WalletStateStore): ExecutionDeps['signers'] {
  return {
    evm: wallets.drivers.evm?.executionSigner?.() as EvmSigner | undefined,
    sol: wallets.drivers.sol?.executionSigner?.() as SolanaSigner | undefined,
    tron: wallets.drivers.tron?.executionSigner?.() as TronSigner | undefined,
    cosmos: wallets.drivers.cosmos?.executionSigner?.() as CosmosSigner | undefined,
  };
}

/** Another tab holds the swap's lease: said in the widget's language, nothing signed here. */
function elsewhereError(key: 'runningElsewhere' | 'notRunningHere'): WidgetError {
  return new WidgetError('UNKNOWN', messageRef(executionMessages, key));
}
