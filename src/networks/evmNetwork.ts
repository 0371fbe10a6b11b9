import { evmWalletConnect } from '../wallets/evm/evmWalletConnect';
import { evmWalletModule } from '../wallets/evm/evmWalletModule';
import type { NetworkAdapter } from './networkAdapter';

/** EVM's parts; its stack loads right after the first paint, so it has no on-demand stack. */
export const evmNetwork: NetworkAdapter = {
  engine: () => import('../execution/evm/evmEngine').then((m) => m.evmEngine),
  payload: () => import('../execution/evm/evmTxnPayloadReader').then((m) => m.evmTxnPayloadReader),
  wallet: evmWalletModule,
  walletConnect: evmWalletConnect,
};
