import {
  LazySolanaWalletStack,
  solanaRemembersWalletConnect,
} from '../wallets/solana/LazySolanaWalletStack';
import { solanaWalletConnect } from '../wallets/solana/solanaWalletConnect';
import { solanaWalletModule } from '../wallets/solana/solanaWalletModule';
import type { NetworkAdapter } from './networkAdapter';

/** Solana's parts. */
export const solanaNetwork: NetworkAdapter = {
  engine: () => import('../execution/solana/solanaEngine').then((m) => m.solanaEngine),
  payload: () =>
    import('../execution/solana/solanaTxnPayloadReader').then((m) => m.solanaTxnPayloadReader),
  wallet: solanaWalletModule,
  onDemandStack: {
    Stack: LazySolanaWalletStack,
    remembersWalletConnect: solanaRemembersWalletConnect,
  },
  walletConnect: solanaWalletConnect,
};
