import type { EvmSigner } from '../signers';
import type { StepRun } from '../stepRun';
import { stepPreparing, stepSwitchingChain } from '../transitions';
import { toWalletError } from '../walletErrors';

/**
 * The wallet on the step's chain before it is asked to sign (a transaction, or an order: wallets
 * refuse typed data for another chain than the one they are on): asked to switch when it is not,
 * and a refusal stops the step.
 */
export async function ensureWalletChain(
  run: StepRun,
  signer: EvmSigner,
  chainId: number,
): Promise<void> {
  if ((await signer.walletChainId()) === chainId) return;
  await run.prompt(
    'network switch',
    (x, now) => stepSwitchingChain(x, run.stepId, now),
    () => signer.switchChain(chainId),
  );
  run.apply((x, now) => stepPreparing(x, run.stepId, now));
}

/** Wallet prompt: switch to `chainId`; a refusal is a wallet error (`walletErrors.ts`). */
export async function switchWalletChain(signer: EvmSigner, chainId: number): Promise<void> {
  try {
    await signer.switchChain(chainId);
  } catch (error) {
    throw toWalletError(error, 'network switch');
  }
}
