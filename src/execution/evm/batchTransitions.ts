import type { Execution, StepEffect, StepRecord } from '../model';
import { TransitionError, updateStep } from '../transitions';

/**
 * The transitions of an approval sent with the step it unlocks as one atomic batch
 * (`batchedApproval.ts`), pure like the others of `transitions.ts`.
 */

/** What the step the approval unlocks is about to do, as its checks and simulation showed it. */
export interface BatchedStep {
  stepId: string;
  target: string;
  effect?: StepEffect | undefined;
}

/**
 * The batch's prompt opens: the approval at the wallet as any prompt (`nonce`, `target`), and
 * the step right after it too, which has not started: both are signed in this one prompt.
 */
export function batchAtWallet(
  execution: Execution,
  approvalId: string,
  patch: Pick<StepRecord, 'nonce' | 'target' | 'unlimitedApproval'>,
  next: BatchedStep,
  now: number,
): Execution {
  const index = execution.steps.findIndex((s) => s.stepId === approvalId);
  const unlocked = execution.steps[index + 1];
  if (unlocked?.stepId !== next.stepId || unlocked.phase !== 'waiting') {
    throw new TransitionError(`step ${next.stepId} is not the waiting step after ${approvalId}`);
  }
  const asked = updateStep(execution, approvalId, 'wallet', { ...patch, batch: { index: 0 } }, now);
  const record: StepRecord = {
    ...unlocked,
    phase: 'wallet',
    nonce: patch.nonce,
    target: next.target,
    effect: next.effect,
    batch: { index: 1 },
    startedAt: now,
  };
  return { ...asked, steps: asked.steps.map((s) => (s.stepId === next.stepId ? record : s)) };
}

/**
 * The wallet answered the batch's id: every step of the prompt is sent, and keeps that id from
 * now on (followed with `wallet_getCallsStatus`, never asked again).
 */
export function batchSent(execution: Execution, id: string, now: number): Execution {
  const asked = execution.steps.filter((s) => s.batch && !s.batch.id && s.phase === 'wallet');
  if (asked.length === 0) throw new TransitionError('no batch at the wallet');
  return asked.reduce(
    (x, s) =>
      updateStep(x, s.stepId, 'submitted', { batch: { ...s.batch!, id }, sentAt: now }, now),
    execution,
  );
}

/**
 * The batch is off (the wallet cannot batch after all, refused it, or it failed): the step after
 * the approval is as before the prompt, waiting its turn, and the approval no longer in a batch.
 */
export function batchLeft(execution: Execution, approvalId: string, now: number): Execution {
  const index = execution.steps.findIndex((s) => s.stepId === approvalId);
  const steps = execution.steps.map((s, i) => {
    // The approval, still at the wallet, is prepared again: it is then asked for alone.
    if (i === index)
      return { ...s, batch: undefined, phase: s.phase === 'wallet' ? 'preparing' : s.phase };
    if (i !== index + 1 || !s.batch) return s;
    const { batch: _b, nonce: _n, target: _t, effect: _e, startedAt: _s, sentAt: _a, ...rest } = s;
    return { ...rest, phase: 'waiting' as const };
  });
  return { ...execution, steps, updatedAt: now };
}
