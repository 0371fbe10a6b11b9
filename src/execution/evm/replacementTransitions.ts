import type { Execution, StepRecord, TransactionReplacement } from '../model';
import { TransitionError, updateStep } from '../transitions';

/**
 * The transitions of a stuck EVM transaction replaced by the user (Speed up, Cancel;
 * `replaceTransaction.ts`), pure like the others of `transitions.ts`.
 */

function stepOf(execution: Execution, stepId: string): StepRecord {
  const step = execution.steps.find((s) => s.stepId === stepId);
  if (!step) throw new TransitionError(`no step ${stepId}`);
  return step;
}

/**
 * The wallet sent a replacement of the step's pending transaction: kept from now on, whatever
 * happened meanwhile (a hash once known is never lost). The phase does not change: the step
 * still waits for whichever transaction of its nonce lands.
 */
export function stepReplaced(
  execution: Execution,
  stepId: string,
  replacement: Omit<TransactionReplacement, 'at'>,
  now: number,
): Execution {
  const step = stepOf(execution, stepId);
  if (step.networkType !== 'evm' || !step.txHash) {
    throw new TransitionError(`step ${stepId} has no EVM transaction to replace`);
  }
  const record: StepRecord = {
    ...step,
    replacements: [...(step.replacements ?? []), { ...replacement, at: now }],
  };
  const steps = execution.steps.map((s) => (s.stepId === stepId ? record : s));
  return { ...execution, steps, updatedAt: now };
}

/**
 * A cancellation `txHash` landed in place of the step's transaction: the step is cancelled and
 * the execution over, nothing swapped; `fee` is what the cancellation cost, when known. One the
 * widget did not send (the wallet's own Cancel) is recorded as a replacement too.
 */
export function stepCancelled(
  execution: Execution,
  stepId: string,
  { txHash, fee }: { txHash: string; fee?: bigint | undefined },
  now: number,
): Execution {
  const step = stepOf(execution, stepId);
  const known = step.replacements?.some((r) => r.kind === 'cancel' && r.hash === txHash);
  const replaces = step.replacements?.at(-1)?.hash ?? step.txHash ?? '';
  const recorded = known
    ? execution
    : stepReplaced(execution, stepId, { kind: 'cancel', hash: txHash, replaces }, now);
  const landed = updateStep(recorded, stepId, 'submitted', { txHash }, now);
  const cancelled = updateStep(landed, stepId, 'cancelled', { finishedAt: now }, now);
  return { ...cancelled, status: 'cancelled', cancelFee: fee, settledAt: now };
}
