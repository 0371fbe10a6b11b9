import { cosmosWalletModule } from './cosmos/cosmosWalletModule';
import { evmWalletModule } from './evm/evmWalletModule';
import { solanaWalletModule } from './solana/solanaWalletModule';
import { tronWalletModule } from './tron/tronWalletModule';
import type { WalletModule } from './walletModule';
import type { WalletNetworkType } from './walletState';

/** Each network type's wallet module: the one place that says which network is which. */
export const WALLET_MODULES: Readonly<Record<WalletNetworkType, WalletModule>> = {
  evm: evmWalletModule,
  sol: solanaWalletModule,
  tron: tronWalletModule,
  cosmos: cosmosWalletModule,
};
