import type { Asset, Route, Step } from '../../api/types';
import type { AccountEffect } from '../effects/accountEffects';
import { type DescribeAsset, EffectRefusedError } from '../effects/effectErrors';
import { type AllowedEffects, judgeEffects } from '../effects/judgeEffects';

/** Denoms are case-sensitive (`ibc/27A6…` is hex upper case, factory denoms are not). */
const sameDenom = (a: string, b: string) => a === b;

/**
 * What a Cosmos swap or bridge transaction may do to the account: spend its own `from` denom up
 * to its `inputAmount`, and the fee denom up to the fee the transaction states (the SDK's
 * simulation deducts the stated fee, so its events show it); nothing else leaves, nothing is
 * granted. Cosmos steps have no approvals.
 */
function cosmosAllowedEffects(step: Step, fee: { denom: string; amount: bigint }) {
  const allowed: AllowedEffects = {
    spend: [
      { asset: step.from.address, max: step.inputAmount },
      { asset: fee.denom, max: fee.amount },
    ],
  };
  return allowed;
}

/**
 * Holds the simulated effects of the exact transaction to sign to what its step allows; anything
 * beyond is `EffectRefusedError`, before any wallet prompt. Denoms are named by the route's
 * tokens on the step's chain, else by their units and denom.
 */
export function checkCosmosEffects(
  effects: readonly AccountEffect[],
  { step, route, fee }: { step: Step; route: Route; fee: { denom: string; amount: bigint } },
): void {
  const problems = judgeEffects(effects, cosmosAllowedEffects(step, fee), sameDenom);
  if (problems.length > 0) throw new EffectRefusedError(problems, routeDenoms(route, step));
}

function routeDenoms(route: Route, step: Step): DescribeAsset {
  const assets: Asset[] = [
    route.from,
    route.to,
    ...route.steps.flatMap((s) => [s.from, s.to, ...s.fees.map((f) => f.token)]),
    ...route.fees.map((f) => f.token),
  ];
  return (denom) => {
    const asset = assets.find((a) => a.chainId === step.from.chainId && a.address === denom);
    return asset && { symbol: asset.symbol, decimals: asset.decimals };
  };
}
