import { LazyTronWalletStack } from '../wallets/tron/LazyTronWalletStack';
import { tronWalletConnect } from '../wallets/tron/tronWalletConnect';
import { tronWalletModule } from '../wallets/tron/tronWalletModule';
import type { NetworkAdapter } from './networkAdapter';

/** Tron's parts. */
export const tronNetwork: NetworkAdapter = {
  engine: () => import('../execution/tron/tronEngine').then((m) => m.tronEngine),
  wallet: tronWalletModule,
  OnDemandWalletStack: LazyTronWalletStack,
  walletConnect: tronWalletConnect,
};
