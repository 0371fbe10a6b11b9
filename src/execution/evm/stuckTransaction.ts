import type { Execution, StepRecord } from '../model';

/**
 * When an EVM step's pending transaction counts as stuck, and what the user may then do: "Speed
 * up" (the same transaction, same nonce, fees raised: `evm/replacementFees.ts`) or "Cancel" (a
 * zero-value transfer to themselves, same nonce and raised fees). Pure; the progress panel offers
 * them, `replaceTransaction.ts` sends them.
 */

/** A transaction unmined this long is stuck, whatever the route estimated. */
export const MIN_STUCK_MS = 30_000;

/** The transaction of the step's nonce sent last: the one a new replacement must outbid. */
export function latestPending(step: StepRecord): string | undefined {
  return step.replacements?.at(-1)?.hash ?? step.txHash;
}

/** True once the user sent a cancellation: its speed-up is a cancellation too. */
export function isCancelling(step: StepRecord): boolean {
  return step.replacements?.at(-1)?.kind === 'cancel';
}

/**
 * When the step's pending transaction becomes stuck (ms since epoch): its step's expected time,
 * at least 30 s, after its last transaction was sent (a speed-up starts the wait again).
 * Undefined while there is nothing to replace: not EVM, no transaction pending (not sent yet, or
 * on chain), or a signed order, which has no transaction of the user's.
 */
export function stuckAt(step: StepRecord): number | undefined {
  if (step.networkType !== 'evm' || step.phase !== 'submitted' || !step.txHash) return undefined;
  if (step.signing === 'typed') return undefined;
  const sent = step.replacements?.at(-1)?.at ?? step.sentAt ?? step.startedAt;
  if (sent === undefined) return undefined;
  const expected = (step.step.estimatedTimeInSeconds ?? 0) * 1000;
  return sent + Math.max(expected, MIN_STUCK_MS);
}

/**
 * Whether "Cancel" is offered for `step`: only while nothing of the swap has moved, so that a
 * cancelled swap really swapped nothing (every step before it an approval, or skipped; a bridge
 * already on its way cannot be taken back by cancelling what follows), and not twice.
 */
export function canCancel(execution: Execution, step: StepRecord): boolean {
  if (isCancelling(step)) return false;
  const index = execution.steps.findIndex((s) => s.stepId === step.stepId);
  return execution.steps
    .slice(0, Math.max(0, index))
    .every((s) => s.phase === 'skipped' || s.step.stepType === 'approval');
}
