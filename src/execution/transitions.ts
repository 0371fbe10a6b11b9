import type { QuoteRequest, Route, StatusResult, Step, TxnData } from '../api/types';
import type { ChainNetworkTypes } from '../lib/networkType';
import {
  agreedMinOutput,
  currentStepIndex,
  type Execution,
  type Requote,
  type StepEffect,
  type StepError,
  type StepPhase,
  type StepRecord,
  stepRecord,
} from './model';

/**
 * The only ways an execution changes. Each is pure (a new object, the old one untouched) and
 * refuses a move the flow does not allow, so a bug in the runner cannot, say, start a step before
 * the previous one reached success (routing-api §3) or forget a hash once it was known.
 */

export class TransitionError extends Error {
  override name = 'TransitionError';
}

export function startExecution(
  route: Route,
  steps: readonly Step[],
  start: {
    recipient: string;
    balanceBefore?: bigint | undefined;
    /** The quote request `route` answered, kept to quote it again (`solana/requote.ts`). */
    request?: QuoteRequest | undefined;
    /**
     * The least the user agreed to receive (`Execution.confirmedMinOutput`): the minimum they
     * reviewed or accepted, which the route's own may be above; `route`'s minimum when not given.
     */
    confirmedMinOutput?: bigint | undefined;
    /**
     * `/quick-swap`'s transactions, one per step in order (checked by the caller); a step with
     * none asks `/nextTx`.
     */
    handedOut?: readonly (TxnData | undefined)[] | undefined;
    /** `/chains`, for a step asset without `networkType` (`lib/networkType.ts`). */
    chains?: ChainNetworkTypes | undefined;
    now: number;
  },
): Execution {
  if (steps.length === 0) throw new TransitionError('a route without steps');
  if (start.handedOut && start.handedOut.length !== steps.length) {
    throw new TransitionError(`${start.handedOut.length} transactions for ${steps.length} steps`);
  }
  return {
    id: route.routeId,
    route,
    request: start.request,
    confirmedMinOutput: start.confirmedMinOutput ?? route.minOutputAmount,
    steps: steps.map((step, i) => stepRecord(step, start.handedOut?.[i], start.chains)),
    status: 'running',
    recipient: start.recipient,
    balanceBefore: start.balanceBefore,
    createdAt: start.now,
    updatedAt: start.now,
  };
}

/** A step in one of these phases has, or may have, a transaction the wallet signed. */
const SIGNED: ReadonlySet<StepPhase> = new Set(['wallet', 'submitted', 'tracking', 'done']);

/**
 * The route is given up for a new quote of the same swap (`solana/requote.ts`): its steps are replaced by
 * the new route's, all waiting, and the replacement is recorded. Only while nothing of the
 * execution was signed: no step has a transaction, none is at or past the wallet.
 */
export function routeRequoted(
  execution: Execution,
  route: Route,
  steps: readonly Step[],
  requote: Omit<Requote, 'replacedRouteId' | 'at'>,
  now: number,
  chains?: ChainNetworkTypes | undefined,
): Execution {
  if (steps.length === 0) throw new TransitionError('a route without steps');
  const signed = execution.steps.find((s) => s.txHash || s.solanaSigned || SIGNED.has(s.phase));
  if (signed) {
    throw new TransitionError(`step ${signed.stepId} may be signed: the route cannot be replaced`);
  }
  if (execution.status !== 'running') {
    throw new TransitionError(`a ${execution.status} execution cannot be re-quoted`);
  }
  return {
    ...execution,
    route,
    steps: steps.map((step) => stepRecord(step, undefined, chains)),
    confirmedMinOutput: agreedMinOutput(execution),
    requotes: [
      ...(execution.requotes ?? []),
      { ...requote, replacedRouteId: execution.route.routeId, at: now },
    ],
    updatedAt: now,
  };
}

/** Phases a step may move to from each phase. */
const NEXT: Record<StepPhase, readonly StepPhase[]> = {
  waiting: ['preparing'],
  // Submitted from these too: a transaction of an earlier prompt, found on chain by its nonce.
  preparing: ['preparing', 'switching-chain', 'wallet', 'submitted', 'skipped', 'failed'],
  'switching-chain': ['preparing', 'submitted', 'failed'],
  wallet: ['submitted', 'failed', 'preparing'],
  // Back to preparing only through `stepRebuild`: a Solana transaction that provably never landed.
  // Cancelled only through `stepCancelled`: the user's cancellation landed in its place.
  submitted: ['tracking', 'failed', 'submitted', 'preparing', 'cancelled'],
  tracking: ['tracking', 'done', 'failed'],
  done: [],
  skipped: [],
  // Retrying a failed step starts it over; a known hash is kept and checked first.
  failed: ['preparing'],
  cancelled: [],
};

/** Moves one step to `phase` with `patch`, if the flow allows it (for this module's siblings). */
export function updateStep(
  execution: Execution,
  stepId: string,
  phase: StepPhase,
  patch: Partial<StepRecord>,
  now: number,
): Execution {
  const index = execution.steps.findIndex((s) => s.stepId === stepId);
  const step = execution.steps[index];
  if (!step) throw new TransitionError(`no step ${stepId}`);
  if (!NEXT[step.phase].includes(phase)) {
    throw new TransitionError(`step ${stepId}: ${step.phase} -> ${phase} is not allowed`);
  }
  if (phase === 'preparing' && step.phase === 'waiting' && index !== currentStepIndex(execution)) {
    throw new TransitionError(`step ${stepId} cannot start before the steps before it are done`);
  }
  if (step.phase === 'submitted' && phase === 'preparing' && !('txHash' in patch)) {
    throw new TransitionError(`step ${stepId} has a transaction in flight; see stepRebuild`);
  }
  if (step.txHash && patch.txHash && patch.txHash !== step.txHash && phase !== 'submitted') {
    throw new TransitionError(`step ${stepId} already has transaction ${step.txHash}`);
  }
  const next: StepRecord = { ...step, ...patch, phase };
  // Moving on in any way means the step no longer waits for its wallet.
  if (step.awaitsWallet) next.awaitsWallet = undefined;
  if (phase === 'preparing' && step.phase !== 'preparing') {
    next.startedAt = step.startedAt ?? now;
    next.error = undefined;
    // A new attempt's transaction is simulated again before its prompt (back from a chain switch,
    // its simulation is still to come).
    next.effect = undefined;
  }
  if (phase === 'done' || phase === 'skipped') next.finishedAt = now;
  // A handed-out transaction serves one attempt: a prompt opened on it, or a failure, ends it.
  if (phase === 'wallet' || phase === 'failed') next.handedOut = undefined;
  const steps = execution.steps.map((s, i) => (i === index ? next : s));
  return { ...execution, steps, updatedAt: now };
}

export function stepPreparing(execution: Execution, stepId: string, now: number): Execution {
  return { ...updateStep(execution, stepId, 'preparing', {}, now), status: 'running' };
}

/** Nothing to sign; `target` keeps an approval's spender for the step it unlocks. */
export function stepSkipped(
  execution: Execution,
  stepId: string,
  now: number,
  patch: Pick<StepRecord, 'target'> = {},
): Execution {
  return finishIfLast(updateStep(execution, stepId, 'skipped', patch, now));
}

/**
 * The submitted transaction can provably never land (its blockhash, or its Tron expiration,
 * passed unseen): the step is prepared again, and only then is its hash forgotten.
 */
export function stepRebuild(execution: Execution, stepId: string, now: number): Execution {
  const step = execution.steps.find((s) => s.stepId === stepId);
  if (step?.phase !== 'submitted') throw new TransitionError(`step ${stepId} is not submitted`);
  return updateStep(
    execution,
    stepId,
    'preparing',
    { txHash: undefined, solanaSigned: undefined, tronSigned: undefined },
    now,
  );
}

export function stepSwitchingChain(execution: Execution, stepId: string, now: number): Execution {
  return updateStep(execution, stepId, 'switching-chain', {}, now);
}

/**
 * The transaction the step is about to ask the wallet for was simulated: what it does to the
 * user's account, shown on the step through its prompt.
 */
export function stepEffectSimulated(
  execution: Execution,
  stepId: string,
  effect: StepEffect,
  now: number,
): Execution {
  const step = execution.steps.find((s) => s.stepId === stepId);
  if (step?.phase !== 'preparing') throw new TransitionError(`step ${stepId} is not preparing`);
  return updateStep(execution, stepId, 'preparing', { effect }, now);
}

/**
 * The wallet prompt opens; `nonce` (EVM) is what the chain said before it; `signing` says it is
 * asked to sign an order, not a transaction.
 */
export function stepAtWallet(
  execution: Execution,
  stepId: string,
  patch: Pick<StepRecord, 'nonce' | 'target' | 'programs' | 'signing' | 'unlimitedApproval'>,
  now: number,
): Execution {
  return updateStep(execution, stepId, 'wallet', patch, now);
}

/** The wallet signed the step's order: kept from now on, and submitted (posted again if need be). */
export function stepOrderSigned(
  execution: Execution,
  stepId: string,
  orderSignature: string,
  now: number,
): Execution {
  const step = execution.steps.find((s) => s.stepId === stepId);
  if (step?.signing !== 'typed') throw new TransitionError(`step ${stepId} signs no order`);
  return updateStep(execution, stepId, 'submitted', { orderSignature }, now);
}

/** The transaction exists: its hash (or signature, and signed bytes) is kept from now on. */
export function stepSubmitted(
  execution: Execution,
  stepId: string,
  patch: Pick<StepRecord, 'txHash' | 'solanaSigned' | 'tronSigned' | 'cosmosSigned'> & {
    nonce?: number | undefined;
  },
  now: number,
): Execution {
  if (!patch.txHash) throw new TransitionError('submitted without a hash');
  const step = execution.steps.find((s) => s.stepId === stepId);
  // A landed replacement's hash keeps the time the step's transaction was first sent.
  const sentAt = step?.phase === 'submitted' ? step.sentAt : now;
  return updateStep(execution, stepId, 'submitted', { ...patch, sentAt }, now);
}

/** On chain (EVM receipt success, Solana confirmed): the service is asked from now on. */
export function stepOnChain(execution: Execution, stepId: string, now: number): Execution {
  return updateStep(execution, stepId, 'tracking', {}, now);
}

/** A `/status` answer for the step; a final one ends it. */
export function stepStatus(
  execution: Execution,
  stepId: string,
  status: StatusResult,
  now: number,
): Execution {
  const links: Partial<StepRecord> = {
    status: status.status,
    srcTxnUrl: status.srcTxnUrl,
    destTxnHash: status.destTxnHash,
    destTxnUrl: status.destTxnUrl,
    outputAmount: status.outputAmount,
    outputToken: status.outputToken,
  };
  switch (status.status) {
    case 'success':
      return finishIfLast(updateStep(execution, stepId, 'done', links, now));
    case 'partial-success': {
      // Over: what arrived is another token, which only the service can name (no balance of it
      // was read before), so it is settled now, unknown when the service does not say.
      const done = updateStep(execution, stepId, 'done', links, now);
      return { ...done, status: 'partial', received: partlyReceived(status), settledAt: now };
    }
    case 'failed':
    case 'cancelled':
      return stepFailed(
        updateStep(execution, stepId, 'tracking', links, now),
        stepId,
        {
          code: 'TRANSACTION_FAILED',
          message:
            status.status === 'failed'
              ? 'The routing service reports that this step failed.'
              : 'The routing service reports that this step was cancelled.',
        },
        now,
      );
    default:
      return updateStep(execution, stepId, 'tracking', links, now);
  }
}

/** The step stopped; the execution waits for the user (retry, new quote, or stop). */
export function stepFailed(
  execution: Execution,
  stepId: string,
  error: StepError,
  now: number,
): Execution {
  return { ...updateStep(execution, stepId, 'failed', { error }, now), status: 'stopped' };
}

/**
 * Following a sent transaction broke off (network down, the tab lost its connection, the service
 * refused the status request): its fate is unknown, so the step keeps its phase and hash, and
 * the execution waits for the user; resuming follows the same transaction again.
 */
export function stepInterrupted(
  execution: Execution,
  stepId: string,
  error: StepError,
  now: number,
): Execution {
  const steps = execution.steps.map((s) => (s.stepId === stepId ? { ...s, error } : s));
  return { ...execution, steps, status: 'stopped', updatedAt: now };
}

/**
 * The step's prompt ended without a transaction (refused, failed) and the chain agrees: the
 * account's next nonce is still the one read before it. That prompt is settled, so its nonce is
 * forgotten: nothing was sent, and a Try again need not look for it.
 */
export function stepPromptSentNothing(
  execution: Execution,
  stepId: string,
  now: number,
): Execution {
  const steps = execution.steps.map((s) => (s.stepId === stepId ? { ...s, nonce: undefined } : s));
  return { ...execution, steps, updatedAt: now };
}

/**
 * The step needs its network's wallet and none is connected (`StepRun.wallet`): it waits, in its
 * phase, and the execution keeps running; `false` once the wallet is back.
 */
export function stepAwaitsWallet(
  execution: Execution,
  stepId: string,
  awaits: boolean,
  now: number,
): Execution {
  const steps = execution.steps.map((s) =>
    s.stepId === stepId ? { ...s, awaitsWallet: awaits ? s.networkType : undefined } : s,
  );
  return { ...execution, steps, updatedAt: now };
}

/** The user resumes an interrupted step: same phase, same transaction. */
export function stepResumed(execution: Execution, stepId: string, now: number): Execution {
  const steps = execution.steps.map((s) => (s.stepId === stepId ? { ...s, error: undefined } : s));
  return { ...execution, steps, status: 'running', updatedAt: now };
}

/** Nothing more can be done for this route (quote expired, the user stopped). */
export function executionFailed(execution: Execution, now: number): Execution {
  return { ...execution, status: 'failed', updatedAt: now };
}

/**
 * The end as the user sees it: every step over and what arrived read, or found unknowable
 * (`received` undefined: the amount is not shown rather than guessed).
 */
export function executionReceived(
  execution: Execution,
  received: Execution['received'],
  now: number,
): Execution {
  return { ...execution, received, settledAt: now, updatedAt: now };
}

/** What a `partial-success` says arrived: its amount in its token, when it names both. */
function partlyReceived(status: StatusResult): Execution['received'] {
  const token = status.outputToken;
  if (status.outputAmount === undefined || !token) return undefined;
  return { amount: status.outputAmount, symbol: token.symbol, decimals: token.decimals, token };
}

function finishIfLast(execution: Execution): Execution {
  return currentStepIndex(execution) === undefined && execution.status === 'running'
    ? { ...execution, status: 'done' }
    : execution;
}
