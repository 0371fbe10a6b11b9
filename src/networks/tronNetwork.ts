import {
  LazyTronWalletStack,
  tronRemembersWalletConnect,
} from '../wallets/tron/LazyTronWalletStack';
import { tronWalletConnect } from '../wallets/tron/tronWalletConnect';
import { tronWalletModule } from '../wallets/tron/tronWalletModule';
import type { NetworkAdapter } from './networkAdapter';

/** Tron's parts. */
export const tronNetwork: NetworkAdapter = {
  engine: () => import('../execution/tron/tronEngine').then((m) => m.tronEngine),
  payload: () =>
    import('../execution/tron/tronTxnPayloadReader').then((m) => m.tronTxnPayloadReader),
  wallet: tronWalletModule,
  onDemandStack: {
    Stack: LazyTronWalletStack,
    remembersWalletConnect: tronRemembersWalletConnect,
  },
  walletConnect: tronWalletConnect,
};
