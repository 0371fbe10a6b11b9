import type { TxnData } from '../../api/types';
import type { StepRecord } from '../model';
import type { StepRun } from '../stepRun';

// The spender rule, the same on every network that approves tokens: an approval lets exactly the
// contract of the step it unlocks spend, and no more than that step spends; a step after an
// approval calls the contract the person approved, no other. Each network's checks compare its
// own payload with these.

/** The step an approval unlocks: the next one that is not an approval. */
function unlockedStep(run: StepRun): StepRecord | undefined {
  return run.later().find((r) => r.step.stepType !== 'approval');
}

/** Exact means what the step it unlocks spends: never more, whatever the approval step says. */
export function exactApprovalAmount(run: StepRun): bigint {
  const { inputAmount } = run.record().step;
  const unlocks = unlockedStep(run)?.step.inputAmount;
  return unlocks !== undefined && unlocks < inputAmount ? unlocks : inputAmount;
}

/** The unlocked step's own transaction, fresh from `/nextTx`: its contract is the spender. */
export async function unlockedStepPayload(run: StepRun): Promise<TxnData | null> {
  const spending = unlockedStep(run);
  return spending ? run.nextTx(spending.stepId) : null;
}

/**
 * What a spending step must call: what its transaction went to before (a retry), else the
 * spender an approval just allowed. Undefined when nothing was approved or sent yet.
 */
export function approvedTarget(run: StepRun): string | undefined {
  return (
    run.record().target ??
    run.earlier().find((r) => r.step.stepType === 'approval' && r.target)?.target
  );
}
