import { signOnlyEngine } from '../steps/signOnlyEngine';
import { tronSteps } from './tronStep';

/** Tron's engine: its wallets sign, the engine broadcasts. */
export const tronEngine = signOnlyEngine(tronSteps, (signers) => signers.tron);
