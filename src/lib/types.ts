/**
 * The domain model's chains and assets (the rest of it is `src/api/types.ts`, which re-exports
 * these): the widget's normalised view of the routing API's `/chains` and `/tokens`
 * (docs/routing-api.md §2 and §4). Here, in the lowest layer, because lib's helpers (addresses,
 * network types, token keys, search) take them. Types only.
 */

export type NetworkType = 'evm' | 'sol' | 'cosmos' | 'tron';

export interface Asset {
  networkType?: NetworkType;
  chainId: string;
  address: string;
  decimals: number;
  symbol: string;
  name?: string;
  isNative: boolean;
  isPopular: boolean;
  /** Defaults to true when absent. */
  isEnabled: boolean;
  /** A flagged token deserves a warning (docs/live-service-notes.md). Defaults to false. */
  isFlagged: boolean;
  image?: string;
  blockchain: string;
  /** USD price. A price is not an amount of money, so a float is acceptable here. */
  lastPrice: number;
  marketCap?: number;
  priceId?: string;
}

export interface ChainExplorer {
  /** URL templates as sent by the API; see `src/api/explorer.ts` for filling them. */
  token: string;
  txn: string;
  address?: string;
}

export interface Chain {
  chainId: string;
  symbol: string;
  name: string;
  networkType: NetworkType;
  image: string;
  isPopular: boolean;
  isEnabled: boolean;
  explorer: ChainExplorer;
  rpcUrls: string[];
  tokenCount: number;
}
