import type { StepEffect } from '../model';
import {
  type AccountEffect,
  balanceChanges,
  type SameAddress,
  widenedGrants,
} from './accountEffects';

/** What a person reads of a simulated effect: the net balance changes and the widening grants. */
export function stepEffectOf(effects: readonly AccountEffect[], same: SameAddress): StepEffect {
  return {
    changes: balanceChanges(effects, same),
    grants: widenedGrants(effects).map(({ asset, spender, amount }) => ({
      asset,
      spender,
      amount,
    })),
  };
}
