import { createContext, useContext } from 'react';
import { useStore } from 'zustand';
import type { QuoteRequest, Route, TxnData } from '../../api/types';
import type { EffectPreview } from '../../execution/effects/effectPreview';
import type { ExecutionStore } from '../../execution/executionStore';
import type { Execution } from '../../execution/model';
import type { TabStateStore } from '../../execution/tabs/tabState';

/**
 * What the UI reads of one widget's executions, and the one door through which it starts,
 * retries and leaves them. Provided by the widget's start-up (`src/startup/ExecutionProvider.tsx`).
 */

/** The progress panel's code: loaded on Review, or when an execution reopens. */
export const loadExecutionPanel = () => import('./ExecutionPanel');

export interface ExecutionController {
  store: ExecutionStore;
  /** Which executions this tab runs, and which another tab of the widget runs. */
  tabs: TabStateStore;
  /** The execution on screen (in flight, or just ended and not yet dismissed). */
  shownId: string | undefined;
  /**
   * False until the stored executions are read (right after the first render): until then the
   * store is empty, which says nothing of what was kept.
   */
  loaded: boolean;
  /**
   * Starts `route` (its `/createTx`, then the steps), keeping the quote `request` it answered
   * (a lite route too large to send is quoted again with it). With `handedOut`, the transactions
   * `/quick-swap` answered with `route`, no `/createTx` is asked. `confirmedMinOutput`: the least
   * the user agreed to receive (reviewed, or accepted when the rate changed); no order is signed
   * for less. Rejects with the reason it could not.
   */
  start(
    route: Route,
    request: QuoteRequest | undefined,
    handedOut?: readonly TxnData[] | undefined,
    confirmedMinOutput?: bigint | undefined,
  ): Promise<void>;
  /**
   * Try again at the step that stopped. `acceptUncheckedEffect`: the person ticked "Effect not
   * checked", so a transaction whose effect the chain cannot simulate may now be signed.
   */
  retry(options?: { acceptUncheckedEffect?: boolean }): void;
  /**
   * "Resume swap" on the execution on screen, read from storage (a reload) or taken over from
   * another tab: the person saw its terms, and this tab may now ask the wallet for it.
   */
  resumeHere(): void;
  /** Speed up or Cancel the stuck transaction of the execution on screen (the wallet is asked). */
  replaceStuck(kind: 'speed-up' | 'cancel'): Promise<void>;
  /**
   * Review's preview of `route`: the effect of its first transaction, simulated with the wallet
   * connected now; nothing is signed (`execution/effects/effectPreview.ts`). Stops with `signal`.
   */
  previewEffect(route: Route, signal?: AbortSignal): Promise<EffectPreview>;
  /** Loads the execution code ahead of Confirm (the review is open); never fails. */
  prepare(): void;
  /**
   * Back to the form; an execution in flight keeps running and can be reopened, a stopped one is
   * given up ("Get a new quote").
   */
  dismiss(): void;
  /** Shows execution `id` (reopened from the history): from now on it is the one run in full. */
  open(id: string): void;
}

export const ExecutionContext = createContext<ExecutionController | null>(null);

export function useExecutionController(): ExecutionController {
  const value = useContext(ExecutionContext);
  if (!value) throw new Error('useExecutionController must be used inside <ExecutionProvider>');
  return value;
}

export function useShownExecution(): Execution | undefined {
  const { store, shownId } = useExecutionController();
  return useStore(store, (s) => (shownId ? s.executions[shownId] : undefined));
}
