import { signOnlyEngine } from '../steps/signOnlyEngine';
import { solanaSteps } from './solanaStep';

/** Solana's engine: its wallets sign, the engine sends. */
export const solanaEngine = signOnlyEngine(solanaSteps, (signers) => signers.sol);
