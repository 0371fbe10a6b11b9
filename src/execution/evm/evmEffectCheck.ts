import { isNativeEvmAddress } from '../../lib/nativeAddresses';
import type { AssetId, EffectSimulation } from '../effects/accountEffects';
import type { AssetInfo, DescribeAsset } from '../effects/effectErrors';
import { holdEffects } from '../effects/holdEffects';
import type { EvmCall, EvmSigner } from '../signers';
import type { StepRun } from '../stepRun';
import { allowedEvmEffects, sameEvmAddress } from './evmAllowedEffects';

/**
 * The exact transaction the wallet will be asked for, simulated from the user's account before
 * any prompt, and its effect held to what the step allows (`evm/evmAllowedEffects.ts`): a token
 * the route does not spend leaving, more of the input, any grant but the approval's own, or any
 * other log naming the user, is refused in words and nothing is signed. A node that cannot
 * simulate effects stops the step until the person ticks "Effect not checked". Answers the
 * simulation, for the step to show while the wallet asks.
 */
export async function checkEvmEffects(
  run: StepRun,
  signer: EvmSigner,
  call: EvmCall,
  /** The call's part of a batch's simulation (`EvmBatching.simulate`); else it is simulated alone. */
  simulated?: EffectSimulation,
): Promise<EffectSimulation> {
  const simulation = simulated ?? (await signer.simulateEffects(call));
  await holdEffects(simulation, allowedEvmEffects(run.record().step, call), {
    same: sameEvmAddress,
    uncheckedAccepted: run.execution().effectUncheckedAccepted === true,
    describeAssets: (assets) => describeEvmAssets(run, signer, call.chainId, assets),
  });
  return simulation;
}

/** The route's tokens on the chain name an asset first; else its contract (symbol, decimals). */
async function describeEvmAssets(
  run: StepRun,
  signer: EvmSigner,
  chainId: number,
  assets: readonly AssetId[],
): Promise<DescribeAsset> {
  const routeAssets = run
    .execution()
    .steps.flatMap((r) => [r.step.from, r.step.to])
    .filter((a) => a.chainId === String(chainId));
  const known = new Map<string, AssetInfo | undefined>();
  for (const asset of assets) {
    const key = asset.toLowerCase();
    if (known.has(key)) continue;
    const inRoute = routeAssets.find((a) =>
      isNativeEvmAddress(asset) ? isNativeEvmAddress(a.address) : sameEvmAddress(a.address, asset),
    );
    known.set(
      key,
      inRoute ??
        (isNativeEvmAddress(asset)
          ? undefined
          : await signer.readTokenInfo({ chainId, token: asset as `0x${string}` })),
    );
  }
  return (asset) => known.get(asset.toLowerCase());
}
