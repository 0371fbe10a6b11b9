import { cosmosWalletConnect } from '../wallets/cosmos/cosmosWalletConnect';
import { cosmosWalletModule } from '../wallets/cosmos/cosmosWalletModule';
import {
  cosmosRemembersWalletConnect,
  LazyCosmosWalletStack,
} from '../wallets/cosmos/LazyCosmosWalletStack';
import type { NetworkAdapter } from './networkAdapter';

/** Cosmos's parts; its engine (and its protobuf types) loads with the first Cosmos step. */
export const cosmosNetwork: NetworkAdapter = {
  engine: () => import('../execution/cosmos/cosmosEngine').then((m) => m.cosmosEngine),
  payload: () =>
    import('../execution/cosmos/cosmosTxnPayloadReader').then((m) => m.cosmosTxnPayloadReader),
  wallet: cosmosWalletModule,
  onDemandStack: {
    Stack: LazyCosmosWalletStack,
    remembersWalletConnect: cosmosRemembersWalletConnect,
  },
  walletConnect: cosmosWalletConnect,
};
