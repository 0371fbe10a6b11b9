import type { NetworkEngine } from '../networkEngine';
import type { Signers } from '../signers';
import type { Wallet } from '../stepRun';
import { previewSignOnlyStep } from './signOnlyPreview';
import { runSignOnlyStep, type SignOnlyNetwork } from './signOnlyStep';

/** The engine of a network whose wallets only sign: the shared step order around its own part. */
export function signOnlyEngine<P, S extends Wallet, T, Signed, W>(
  network: SignOnlyNetwork<P, S, T, Signed, W>,
  signerOf: (signers: Signers) => S | undefined,
): NetworkEngine {
  return {
    runStep: (run, signers) => runSignOnlyStep(run, network, signerOf(signers)),
    previewStep: (run) => previewSignOnlyStep(run, network, signerOf(run.deps.signers)),
  };
}
