import { asWidgetError } from '../api/asWidgetError';
import type { TxnData } from '../api/types';
import type { WidgetError } from '../lib/widgetError';
import { abortableSleep, type ExecutionDeps } from './deps';
import { putExecution } from './executionStore';
import type { Execution, StepRecord } from './model';
import { channelStatusTransport } from './statusChannelTransport';
import { pollingStatusTransport } from './statusTransport';
import { BatchNotSentError, OrderRefusedError, TransactionRevertedError } from './steps/stepErrors';
import {
  executionFailed,
  stepAwaitsWallet,
  stepFailed,
  stepInterrupted,
  stepOnChain,
  stepPreparing,
  stepSkipped,
  stepStatus,
} from './transitions';
import { toWalletError, type WalletRequest } from './walletErrors';

/** What every network's signer has: the account connected, if any. */
export interface Wallet {
  account(): string | undefined;
}

/** A wallet that is there, with its account. */
export interface Connected<S extends Wallet> {
  signer: S;
  account: NonNullable<ReturnType<S['account']>>;
}

/**
 * One step being worked on: reads the execution from the store and saves every transition at
 * once (before anything else is awaited), so what the step learnt survives a reload at any point.
 */
export class StepRun {
  readonly now: () => number;
  readonly sleep: (ms: number, signal?: AbortSignal) => Promise<void>;

  constructor(
    readonly deps: ExecutionDeps,
    readonly executionId: string,
    readonly stepId: string,
    readonly signal: AbortSignal | undefined,
    /** Only a transaction already sent is followed: nothing new is asked or signed. */
    readonly followOnly = false,
  ) {
    this.now = deps.now ?? Date.now;
    this.sleep = deps.sleep ?? abortableSleep;
  }

  execution(): Execution {
    const execution = this.deps.store.getState().executions[this.executionId];
    if (!execution) throw new Error(`execution ${this.executionId} is gone`);
    return execution;
  }

  record(): StepRecord {
    const record = this.execution().steps.find((s) => s.stepId === this.stepId);
    if (!record) throw new Error(`step ${this.stepId} is gone`);
    return record;
  }

  /** The records before this one, nearest first. */
  earlier(): StepRecord[] {
    const steps = this.execution().steps;
    return steps
      .slice(
        0,
        steps.findIndex((s) => s.stepId === this.stepId),
      )
      .reverse();
  }

  /** The records after this one, in order. */
  later(): StepRecord[] {
    const steps = this.execution().steps;
    return steps.slice(steps.findIndex((s) => s.stepId === this.stepId) + 1);
  }

  apply(transition: (execution: Execution, now: number) => Execution): Execution {
    this.signal?.throwIfAborted();
    return this.applyFact(transition);
  }

  /**
   * Saves what the wallet or the chain said happened (a hash the wallet answered, a transaction
   * found by its nonce) even when the run was stopped meanwhile: the transaction exists whether
   * or not this tab still runs the swap (its lease stolen while the prompt was open), and a record
   * without it would let the swap be signed again.
   */
  applyFact(transition: (execution: Execution, now: number) => Execution): Execution {
    const next = transition(this.execution(), this.now());
    putExecution(this.deps.store, next);
    return next;
  }

  /**
   * Right before a wallet prompt: the run was not stopped, and this tab still holds the swap's
   * lease (`deps.confirmLease`: a stolen Web Lock, or a heartbeat lease another tab took, stops
   * the run here). Throws the stop's reason; nothing is asked.
   */
  beforePrompt(): void {
    this.signal?.throwIfAborted();
    this.deps.confirmLease?.();
    this.signal?.throwIfAborted();
  }

  /**
   * Every wallet prompt of a step goes this one way: the step saved as asking (`asking`: at the
   * wallet, or switching its chain, with what the prompt is for), then `beforePrompt`, then the
   * wallet (`ask`). What the wallet throws becomes its error in words (`toWalletError`, worded for
   * `request`), after `onRefused` (EVM: was anything sent after all?).
   */
  async prompt<T>(
    request: WalletRequest,
    asking: (execution: Execution, now: number) => Execution,
    ask: () => Promise<T>,
    onRefused?: () => Promise<void>,
  ): Promise<T> {
    this.apply(asking);
    this.beforePrompt();
    try {
      return await ask();
    } catch (error) {
      await onRefused?.();
      throw toWalletError(error, request);
    }
  }

  /**
   * The step stopped on `error`. A transaction already sent whose fate is unknown is kept in its
   * phase (interrupted, resumed by following it again), and so is a signed order the service may
   * have taken; anything else fails the step (a revert, an order refused). An expired
   * quote ends the execution: asking the service again cannot help, only a new quote can.
   */
  fail(error: unknown): void {
    const e: WidgetError = asWidgetError(error);
    const saved = { code: e.code, message: e.shortMessage, details: e.details };
    const { phase } = this.record();
    const inFlight = phase === 'submitted' || phase === 'tracking';
    this.apply((x, now) => {
      const definitive =
        error instanceof TransactionRevertedError ||
        error instanceof OrderRefusedError ||
        error instanceof BatchNotSentError;
      if (inFlight && !definitive) {
        return stepInterrupted(x, this.stepId, saved, now);
      }
      const failed = stepFailed(x, this.stepId, saved, now);
      return e.code === 'QUOTE_EXPIRED' ? executionFailed(failed, now) : failed;
    });
  }

  skip(patch: Pick<StepRecord, 'target'> = {}): void {
    this.apply((x, now) => stepSkipped(x, this.stepId, now, patch));
  }

  /**
   * `/nextTx` for this step (or another one), checked to answer what was asked; for a step
   * `/quick-swap` handed a transaction out for, that one, without asking (`handedOut`).
   */
  async nextTx(stepId: string = this.stepId): Promise<TxnData | null> {
    const { routeId } = this.execution().route;
    const handedOut = this.execution().steps.find((s) => s.stepId === stepId)?.handedOut;
    if (handedOut) {
      if (handedOut.stepId !== stepId || (handedOut.routeId ?? routeId) !== routeId) {
        throw new Error(`the transaction kept for ${stepId} is for ${handedOut.stepId}`);
      }
      return handedOut;
    }
    const next = await this.deps.client.getNextTx({ routeId, stepId }, { signal: this.signal });
    if (next.routeId !== routeId || next.stepId !== stepId) {
      throw new Error(`/nextTx answered for ${next.routeId}/${next.stepId}`);
    }
    return next.skipTxn ? null : next.txnData;
  }

  /**
   * The wallet this step needs from here on (to sign, or to follow through it what the step
   * sent), with its account. Missing, the step waits for it, saying which network's
   * (`stepAwaitsWallet`): undefined, and the run ends there until that wallet is connected
   * (`runExecution`); nothing failed.
   */
  wallet<S extends Wallet>(signer: S | undefined): Connected<S> | undefined {
    const account = signer?.account() as Connected<S>['account'] | undefined;
    const awaits = !signer || !account;
    if (awaits !== Boolean(this.record().awaitsWallet)) {
      this.apply((x, now) => stepAwaitsWallet(x, this.stepId, awaits, now));
    }
    return signer && account ? { signer, account } : undefined;
  }

  /**
   * The start every step shares once nothing it sent before needs following: the step marked
   * preparing, its transaction from `/nextTx`, then its wallet. The service is asked first: a
   * step with nothing to sign (`skipTxn`, a relayer's claim) is skipped, needing no wallet.
   * Undefined when the step is skipped or waits for its wallet (`wallet`).
   */
  async nextToSign<S extends Wallet>(
    signer: S | undefined,
  ): Promise<(Connected<S> & { txnData: TxnData }) | undefined> {
    if (this.record().phase !== 'preparing') {
      this.apply((x, now) => stepPreparing(x, this.stepId, now));
    }
    const txnData = await this.nextTx();
    if (!txnData) {
      this.skip();
      return undefined;
    }
    const wallet = this.wallet(signer);
    return wallet && { ...wallet, txnData };
  }

  /**
   * On chain (or, for a signed order, taken by the service): from now on the service is asked
   * until it says the step is final; an order is followed without a hash.
   */
  async track(txnHash: string | undefined): Promise<void> {
    if (this.record().phase !== 'tracking')
      this.apply((x, now) => stepOnChain(x, this.stepId, now));
    const polling = pollingStatusTransport(this.deps.client, this.sleep);
    const { statusChannel } = this.deps.client;
    const transport =
      this.deps.statusTransport ??
      (statusChannel
        ? channelStatusTransport({ channel: statusChannel, fallback: polling })
        : polling);
    const { route } = this.execution();
    const update = (status: Parameters<typeof stepStatus>[2]) =>
      this.apply((x, now) => stepStatus(x, this.stepId, status, now));
    await transport.follow({
      routeId: route.routeId,
      stepId: this.stepId,
      txnHash,
      estimatedSeconds: this.record().step.estimatedTimeInSeconds,
      onUpdate: (status) => {
        if (this.record().phase === 'tracking') update(status);
      },
      signal: this.signal,
    });
  }
}
