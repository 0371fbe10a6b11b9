import type { NetworkEngine } from '../networkEngine';
import { previewEvmStep } from './evmPreview';
import { runEvmStep } from './evmStep';

/** EVM's wallets send themselves: its step is its own, not the sign-only order. */
export const evmEngine: NetworkEngine = {
  runStep: (run, signers) => runEvmStep(run, signers.evm),
  previewStep: previewEvmStep,
};
