import type { AssetId, EffectSimulation, SameAddress } from './accountEffects';
import { type DescribeAsset, EffectNotCheckedError, EffectRefusedError } from './effectErrors';
import { type AllowedEffects, judgeEffects } from './judgeEffects';

export interface HoldEffectsOptions {
  same: SameAddress;
  /**
   * The person ticked "Effect not checked" for this execution (`Execution.effectUncheckedAccepted`,
   * in this tab's memory only): a transaction whose effect the chain's RPC cannot simulate may
   * then be signed.
   */
  uncheckedAccepted: boolean;
  /** Names the assets of the problems, for the refusal's words (the route's tokens, the chain). */
  describeAssets: (assets: readonly AssetId[]) => Promise<DescribeAsset>;
}

/**
 * Holds one transaction's simulated effect to what its step allows, before any wallet prompt:
 * returns when it does only what the reviewed route says; otherwise throws, and nothing is signed:
 * `EffectRefusedError` naming what goes beyond, or `EffectNotCheckedError` when the effect could
 * not be simulated and the person has not accepted that.
 */
export async function holdEffects(
  simulation: EffectSimulation,
  allowed: AllowedEffects,
  options: HoldEffectsOptions,
): Promise<void> {
  if (simulation.status === 'unsupported') {
    if (options.uncheckedAccepted) return;
    throw new EffectNotCheckedError(simulation.reason);
  }
  const problems = judgeEffects(simulation.effects, allowed, options.same);
  if (problems.length === 0) return;
  const assets = problems.flatMap((p) => (p.asset === undefined ? [] : [p.asset]));
  throw new EffectRefusedError(problems, await options.describeAssets(assets));
}
