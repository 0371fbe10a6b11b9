import type { EffectSimulation } from '../effects/accountEffects';
import type { StepRun, Wallet } from '../stepRun';
import { nextOnChainPayload } from './nextOnChainPayload';
import type { SignOnlyNetwork } from './signOnlyStep';
import { WalletMissingError } from './stepErrors';

/**
 * The transaction a sign-only network's step would ask the wallet for, from its `/nextTx` through
 * the network's own `prepare` (every check, the simulation, the effect held to the step), as a
 * run does it; nothing is signed. `skipped`: the service says the step signs nothing.
 */
export async function previewSignOnlyStep<P, S extends Wallet, T, Signed, W>(
  run: StepRun,
  network: SignOnlyNetwork<P, S, T, Signed, W>,
  signer: S | undefined,
): Promise<EffectSimulation | 'skipped'> {
  if (!signer?.account()) throw new WalletMissingError(network.network);
  const next = await nextOnChainPayload<P, S>(run, network.network, signer);
  if (!next) return 'skipped';
  const { effects } = await network.prepare(run, next);
  return { status: 'simulated', effects };
}
