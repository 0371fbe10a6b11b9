import type { ComponentType } from 'react';
import {
  cosmosRemembersWalletConnect,
  LazyCosmosWalletStack,
} from './cosmos/LazyCosmosWalletStack';
import {
  LazySolanaWalletStack,
  solanaRemembersWalletConnect,
} from './solana/LazySolanaWalletStack';
import { LazyTronWalletStack, tronRemembersWalletConnect } from './tron/LazyTronWalletStack';
import type { OnDemandStackProps } from './useStackLoading';
import type { WalletNetworkType } from './walletState';

/** A wallet stack that loads on demand, and what makes it load at once. */
export interface LazyWalletStack {
  Stack: ComponentType<OnDemandStackProps>;
  /**
   * Whether the wallet it connected last (remembered in the storage scope `storage`) was
   * WalletConnect: the stack then loads with the page, so that account comes back after a reload
   * from the stored session, as EVM's does, whichever chains the form shows.
   */
  remembersWalletConnect(storage: string): boolean;
}

/**
 * The wallet stacks that load on demand (`loadsOnDemand` in their wallet module), each fetched as
 * its own chunk once rendered; `WalletProviders` renders one when it is wanted. EVM's is not
 * here: it loads right after the first paint.
 */
export const LAZY_WALLET_STACKS: Readonly<Partial<Record<WalletNetworkType, LazyWalletStack>>> = {
  sol: { Stack: LazySolanaWalletStack, remembersWalletConnect: solanaRemembersWalletConnect },
  tron: { Stack: LazyTronWalletStack, remembersWalletConnect: tronRemembersWalletConnect },
  cosmos: { Stack: LazyCosmosWalletStack, remembersWalletConnect: cosmosRemembersWalletConnect },
};
