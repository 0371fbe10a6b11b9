import type { ComponentType } from 'react';
import { LazyCosmosWalletStack } from './cosmos/LazyCosmosWalletStack';
import { LazySolanaWalletStack } from './solana/LazySolanaWalletStack';
import { LazyTronWalletStack } from './tron/LazyTronWalletStack';
import type { OnDemandStackProps } from './useStackLoading';
import type { WalletNetworkType } from './walletState';

/**
 * The wallet stacks that load on demand (`loadsOnDemand` in their wallet module), each fetched as
 * its own chunk once rendered; `WalletProviders` renders one when it is wanted. EVM's is not
 * here: it loads right after the first paint.
 */
export const LAZY_WALLET_STACKS: Readonly<
  Partial<Record<WalletNetworkType, ComponentType<OnDemandStackProps>>>
> = {
  sol: LazySolanaWalletStack,
  tron: LazyTronWalletStack,
  cosmos: LazyCosmosWalletStack,
};
