import { signOnlyEngine } from '../steps/signOnlyEngine';
import { cosmosSteps } from './cosmosStep';

/** Cosmos's engine: its wallets sign, the engine broadcasts. */
export const cosmosEngine = signOnlyEngine(cosmosSteps, (signers) => signers.cosmos);
