import { checkCreateTxSteps } from '../api/checks/checkCreateTxSteps';
import { txnsProblems } from '../api/checks/quickSwapMatches';
import { TxnsMismatchError } from '../api/checks/swapMismatchErrors';
import type { CreateTxResult, QuoteRequest, Route, TxnData } from '../api/types';
import { networkTypeOf } from '../lib/networkType';
import { EXECUTABLE_NETWORK_TYPES } from '../quoting/routeRules';
import type { ExecutionDeps } from './deps';
import { mayHaveSentAtPrompt } from './evm/earlierPrompt';
import { putExecution } from './executionStore';
import {
  currentStepIndex,
  type Execution,
  isStepFinished,
  isStepInFlight,
  type StepRecord,
} from './model';
import { networkEngine } from './networkEngine';
import { readReceivedFromLedger, receivedFromStatus } from './received';
import { replaceIfTooLarge } from './solana/requote';
import { StepRun } from './stepRun';
import { UnsupportedStepError } from './steps/stepErrors';
import { checkRecordTokens } from './storedTokens';
import {
  executionFailed,
  executionReceived,
  startExecution,
  stepPreparing,
  stepResumed,
} from './transitions';

/**
 * Starts a route: `/createTx` (its steps checked against the route), then a saved execution
 * record, with the quote request the route answered when the caller gives it (a lite route too
 * large to send is quoted again with it, `solana/requote.ts`). Routes on networks the widget cannot sign
 * for are refused before any request.
 *
 * `handedOut`: the transactions `/quick-swap` answered with `route` (routing-api §4.8). The
 * route's steps are then its final ones and no `/createTx` is asked; they are checked against the
 * route, and the transactions against the steps (one per step, in order), here as well, and each
 * step reads its own transaction instead of `/nextTx` (`StepRun.nextTx`), through the same checks
 * before the wallet. A signature request is not kept: its step asks `/nextTx`, as any would.
 */
export async function beginExecution(
  route: Route,
  deps: ExecutionDeps,
  {
    request,
    signal,
    handedOut,
    confirmedMinOutput,
  }: {
    request?: QuoteRequest | undefined;
    signal?: AbortSignal;
    handedOut?: readonly TxnData[] | undefined;
    /** The least the user agreed to receive at Confirm (`FreshQuote.agreedMinOutput`). */
    confirmedMinOutput?: bigint | undefined;
  } = {},
): Promise<Execution> {
  const networks = new Set(route.steps.map((s) => networkTypeOf(s.from, deps.chains)));
  if ([...networks].some((n) => !EXECUTABLE_NETWORK_TYPES.includes(n))) {
    throw new UnsupportedStepError('network');
  }
  const result = checkCreateTxSteps(
    route,
    handedOut
      ? handedOutSteps(route, handedOut)
      : await deps.client.createTx({ routeId: route.routeId }, { signal }),
  );
  const recipient = route.recipient ?? route.userWalletAddress ?? '';
  let balanceBefore: bigint | undefined;
  try {
    balanceBefore = recipient ? await deps.readBalance?.(route.to, recipient) : undefined;
  } catch {
    // Without it, the amount received comes from the status, or is not shown.
  }
  const execution = startExecution(route, result.steps, {
    recipient,
    balanceBefore,
    request,
    confirmedMinOutput,
    handedOut: handedOut?.map((txn) => (txn.txnType === 'on-chain' ? txn : undefined)),
    chains: deps.chains,
    now: (deps.now ?? Date.now)(),
  });
  putExecution(deps.store, execution);
  return execution;
}

/** A `/quick-swap` route's own steps, once its transactions are found to carry them out. */
function handedOutSteps(route: Route, handedOut: readonly TxnData[]): CreateTxResult {
  const problems = txnsProblems(route, handedOut);
  if (problems.length > 0) throw new TxnsMismatchError(route.routeId, problems);
  return { routeId: route.routeId, steps: route.steps };
}

/**
 * Works through an execution's steps until it is done or a step needs the user. Never throws for
 * a step's failure: the failure is saved on the step, with its words. Resumable at any point.
 *
 * `followOnly`: only transactions already sent are followed (their receipt, `/status`) and the
 * end read; a step that would need `/nextTx` or the wallet is left as it is, for a full run. A
 * step on chain needs no wallet to be followed, in either mode.
 */
export async function runExecution(
  id: string,
  deps: ExecutionDeps,
  signal?: AbortSignal,
  { followOnly = false }: { followOnly?: boolean } = {},
): Promise<Execution> {
  let tokensChecked = followOnly;
  for (;;) {
    const execution = deps.store.getState().executions[id];
    if (!execution) throw new Error(`no execution ${id}`);
    const index = currentStepIndex(execution);
    const record = index === undefined ? undefined : execution.steps[index];
    if (!record) return finish(execution, deps);
    if (execution.status !== 'running') return execution;
    if (followOnly && !isStepInFlight(record) && !mayHaveSentAtPrompt(record)) return execution;
    const run = new StepRun(deps, id, record.stepId, signal, followOnly);
    try {
      if (record.phase === 'waiting') run.apply((x, now) => stepPreparing(x, record.stepId, now));
      // The record may be storage's word: its tokens are checked before anything new is asked.
      if (!tokensChecked && !isStepInFlight(record)) {
        await checkRecordTokens(execution, deps);
        tokensChecked = true;
      }
      if (record.phase === 'tracking' && record.txHash) await run.track(record.txHash);
      else {
        // Storage's word: a network type no runner serves is refused, not trusted.
        const engine = await networkEngine(deps.networks, record.networkType);
        if (!engine) throw new UnsupportedStepError('network');
        await engine.runStep(run, deps.signers);
      }
      // Its network's wallet is not connected: the swap waits for it (`StepRun.wallet`).
      if (run.record().awaitsWallet) return run.execution();
    } catch (error) {
      if (signal?.aborted) return run.execution();
      // A lite route too large to send goes on as a smaller re-quote, if one pays enough.
      const failure = await replaceIfTooLarge(run, error);
      if (signal?.aborted) return run.execution();
      if (failure !== undefined) run.fail(failure);
    }
    // Following only: a step whose earlier prompt sent nothing waits for a full run.
    if (followOnly) {
      const after = run.execution().steps.find((s) => s.stepId === record.stepId);
      if (after && !isStepInFlight(after) && !isStepFinished(after)) return run.execution();
    }
  }
}

export interface RetryOptions {
  acceptUncheckedEffect?: boolean | undefined;
}

/**
 * The user's "Try again" on a stopped execution: a failed step starts over (a new `/nextTx`, new
 * checks, the wallet again); an interrupted one follows its saved transaction again.
 * `acceptUncheckedEffect`: the person ticked "Effect not checked" (`EffectNotCheckedError`): from
 * now on this execution's transactions whose effect cannot be simulated may be signed.
 */
export function retryStep(id: string, deps: ExecutionDeps, options: RetryOptions = {}): Execution {
  const execution = deps.store.getState().executions[id];
  const index = execution ? currentStepIndex(execution) : undefined;
  const record = index === undefined ? undefined : execution?.steps[index];
  if (!execution || !record || execution.status !== 'stopped') {
    throw new Error(`nothing to retry in ${id}`);
  }
  const now = (deps.now ?? Date.now)();
  const retried =
    record.phase === 'failed'
      ? stepPreparing(execution, record.stepId, now)
      : stepResumed(execution, record.stepId, now);
  const next: Execution = options.acceptUncheckedEffect
    ? { ...retried, effectUncheckedAccepted: true }
    : retried;
  putExecution(deps.store, next);
  return next;
}

/**
 * The user's "Get a new quote" on an execution that stopped: this route is given up, so it is not
 * reopened after a reload. One with a transaction sent whose fate is unknown stays as it is: it is
 * still followed when the user comes back to it. So does one part of which went through (a
 * bridge done, its claim not): the tokens are on their way, and the history reopens it to go on.
 */
export function abandonExecution(id: string, deps: ExecutionDeps): Execution | undefined {
  const execution = deps.store.getState().executions[id];
  if (execution?.status !== 'stopped') return execution;
  const moved = (s: StepRecord) => s.phase === 'done' && s.step.stepType !== 'approval';
  if (execution.steps.some((s) => isStepInFlight(s) || moved(s))) return execution;
  const next = executionFailed(execution, (deps.now ?? Date.now)());
  putExecution(deps.store, next);
  return next;
}

/**
 * Every step done: what arrived, from the last step's status when the service says it of the
 * route's output token, else the recipient's balance now against the one before with the fees it
 * paid from that balance added back (the ledger, `received.ts`), never the quote. A partial
 * success is settled by its status (`stepStatus`).
 */
async function finish(execution: Execution, deps: ExecutionDeps): Promise<Execution> {
  if (execution.received || execution.status !== 'done') return execution;
  const { to } = execution.route;
  const amount =
    receivedFromStatus(execution, deps.chains) ?? (await readReceivedFromLedger(execution, deps));
  // Unknown now: settled without an amount (once), and a later run (a reload) reads again.
  if (amount === undefined && execution.settledAt !== undefined) return execution;
  const next = executionReceived(
    execution,
    amount === undefined ? undefined : { amount, symbol: to.symbol, decimals: to.decimals },
    (deps.now ?? Date.now)(),
  );
  putExecution(deps.store, next);
  return next;
}
