import { isSameAddress } from '../../lib/addresses';
import type { AccountEffect } from '../effects/accountEffects';
import { stepEffectOf } from '../effects/stepEffect';
import type { StepRun } from '../stepRun';
import { stepEffectSimulated } from '../transitions';

/**
 * Keeps the simulated effect of the transaction about to be signed on its step, for the progress
 * panel to show while the wallet asks, on every network. What could not be simulated (a node
 * without it) keeps nothing.
 */
export function keepStepEffect(run: StepRun, effects: readonly AccountEffect[]): void {
  const { networkType } = run.record();
  const same = (a: string, b: string) => isSameAddress(networkType, a, b);
  const effect = stepEffectOf(effects, same);
  run.apply((x, now) => stepEffectSimulated(x, run.stepId, effect, now));
}
