import type { NetworkType } from '../../api/types';
import { runEvmStep } from '../evm/evmStep';
import type { Signers } from '../signers';
import { runSolanaStep } from '../solana/solanaStep';
import type { StepRun } from '../stepRun';
import { runTronStep } from '../tron/tronStep';

type StepRunner = (run: StepRun, signers: Signers) => Promise<void>;

/**
 * Each network's step behind one door: the run loop looks its runner up here instead of
 * comparing network types. The Cosmos step (and its protobuf types) loads with the first Cosmos
 * step, not with the engine.
 */
export const STEP_RUNNERS: Readonly<Record<NetworkType, StepRunner>> = {
  evm: (run, signers) => runEvmStep(run, signers.evm),
  sol: (run, signers) => runSolanaStep(run, signers.sol),
  tron: (run, signers) => runTronStep(run, signers.tron),
  cosmos: async (run, signers) => {
    const { runCosmosStep } = await import('../cosmos/cosmosStep');
    return runCosmosStep(run, signers.cosmos);
  },
};
