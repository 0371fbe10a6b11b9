import type { NetworkType } from '../api/types';
import type { EffectSimulation } from './effects/accountEffects';
import { evmEngine } from './evm/evmEngine';
import type { Signers } from './signers';
import { solanaSteps } from './solana/solanaStep';
import type { StepRun, Wallet } from './stepRun';
import type { PayloadNetwork } from './steps/nextOnChainPayload';
import { previewSignOnlyStep } from './steps/signOnlyPreview';
import { runSignOnlyStep, type SignOnlyNetwork } from './steps/signOnlyStep';
import { tronSteps } from './tron/tronStep';

/**
 * What the engine asks of one network: the port each network's folder answers, registered once
 * below, so the run loop and Review's preview look a network up instead of comparing types.
 */
export interface NetworkEngine {
  /** Runs one step through the network's checks, simulated effect, wallet, send and follow. */
  runStep(run: StepRun, signers: Signers): Promise<void>;
  /**
   * The step's transaction as the run would choose, check and simulate it, nothing signed:
   * `skipped` when it signs nothing, `order` when it signs an order instead.
   */
  previewStep(run: StepRun): Promise<EffectSimulation | 'skipped' | 'order'>;
}

/** A network whose wallets only sign: the shared step order around its own part. */
function signOnlyEngine<N extends PayloadNetwork, S extends Wallet, T, Signed, W>(
  network: SignOnlyNetwork<N, S, T, Signed, W>,
  signerOf: (signers: Signers) => S | undefined,
): NetworkEngine {
  return {
    runStep: (run, signers) => runSignOnlyStep(run, network, signerOf(signers)),
    previewStep: (run) => previewSignOnlyStep(run, network, signerOf(run.deps.signers)),
  };
}

/** The Cosmos step (and its protobuf types) loads with the first Cosmos step, not the engine. */
const cosmosEngine = async () => {
  const { cosmosSteps } = await import('./cosmos/cosmosStep');
  return signOnlyEngine(cosmosSteps, (signers) => signers.cosmos);
};

const NETWORK_ENGINES: Readonly<Record<NetworkType, NetworkEngine>> = {
  evm: evmEngine,
  sol: signOnlyEngine(solanaSteps, (signers) => signers.sol),
  tron: signOnlyEngine(tronSteps, (signers) => signers.tron),
  cosmos: {
    runStep: async (run, signers) => (await cosmosEngine()).runStep(run, signers),
    previewStep: async (run) => (await cosmosEngine()).previewStep(run),
  },
};

/** The engine of `type`; undefined for one no network registered (storage's word, say). */
export function networkEngine(type: string): NetworkEngine | undefined {
  return Object.hasOwn(NETWORK_ENGINES, type) ? NETWORK_ENGINES[type as NetworkType] : undefined;
}
