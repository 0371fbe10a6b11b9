import type { NetworkType } from '../../api/types';
import { runEvmStep } from '../evm/evmStep';
import type { Signers } from '../signers';
import { solanaSteps } from '../solana/solanaStep';
import type { StepRun } from '../stepRun';
import { tronSteps } from '../tron/tronStep';
import { runSignOnlyStep } from './signOnlyStep';

type StepRunner = (run: StepRun, signers: Signers) => Promise<void>;

/**
 * Each network's step behind one door: the run loop looks its runner up here instead of
 * comparing network types. The networks whose wallets only sign share one order of a step
 * (`runSignOnlyStep`), each with its own part; EVM's wallets send, and their step is EVM's own.
 * The Cosmos step (and its protobuf types) loads with the first Cosmos step, not with the engine.
 */
export const STEP_RUNNERS: Readonly<Record<NetworkType, StepRunner>> = {
  evm: (run, signers) => runEvmStep(run, signers.evm),
  sol: (run, signers) => runSignOnlyStep(run, solanaSteps, signers.sol),
  tron: (run, signers) => runSignOnlyStep(run, tronSteps, signers.tron),
  cosmos: async (run, signers) => {
    const { cosmosSteps } = await import('../cosmos/cosmosStep');
    return runSignOnlyStep(run, cosmosSteps, signers.cosmos);
  },
};
