import { isSameAddress } from '../../lib/addresses';
import type { EffectSimulation } from '../effects/accountEffects';
import { stepEffectOf } from '../effects/stepEffect';
import type { StepRun } from '../stepRun';
import { stepEffectSimulated } from '../transitions';

/**
 * Keeps the simulated effect of the transaction about to be signed on its step, for the progress
 * panel to show while the wallet asks. A simulation that could not say (no simulation, a node
 * without it) keeps nothing.
 */
export function keepStepEffect(run: StepRun, simulation: EffectSimulation | undefined): void {
  if (simulation?.status !== 'simulated') return;
  const { networkType } = run.record();
  const same = (a: string, b: string) => isSameAddress(networkType, a, b);
  const effect = stepEffectOf(simulation.effects, same);
  run.apply((x, now) => stepEffectSimulated(x, run.stepId, effect, now));
}
