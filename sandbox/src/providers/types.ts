import type { Catalog } from '../catalog/catalog';
import type { StepType, WireAsset } from '../wire';

/**
 * A simulated liquidity provider. Providers differ in price (spread, depth), fees, speed and hop
 * count; that is what makes the route scores and tags mean something. On Solana `maxAccounts` is
 * checked against the transaction a route would hand out (quoting/solanaAccounts.ts), not here.
 */
export interface Provider {
  id: string;
  name: string;
  websiteUrl: string;
  kind: 'dex' | 'aggregator' | 'bridge' | 'intent';
  /** Kept by `recommendedProvider=true`. */
  recommended: boolean;
  /** Which fee shape of docs/routing-api.md §2.4 this provider's routes use. */
  feeShape: 'typed' | 'legacy';
  /** Fee the provider charges on its main step, basis points of that step's input. */
  providerFeeBps: number;
  /** Flat fee in USD taken from the output (bridge relayers, intent solvers). */
  fixedFeeUsd: number;
  /** Liquidity depth in USD: price impact grows with trade size / depth. */
  depthUsd: number;
  /** Solana lite-mode payload format, for the two lite providers (docs/routing-api.md §2.9). */
  liteFormat?: 'galaxy' | 'okapi';
  /** The legs this provider would use, or null when it does not serve the pair. */
  plan(from: WireAsset, to: WireAsset, env: PlanEnv): Leg[] | null;
}

interface PlanEnv {
  catalog: Catalog;
  /** Lite mode: direct single-hop routes only (docs/routing-api.md §4.1). */
  lite: boolean;
}

export interface Leg {
  stepType: Extract<StepType, 'swap' | 'bridge' | 'claim'>;
  from: WireAsset;
  to: WireAsset;
  protocols: string[];
  /** Spread (LP fees + slippage of the pools), basis points before size impact. */
  spreadBps: number;
  estimatedSeconds: number;
  /** Gas (EVM), compute units (Solana), energy (Tron) or gas (Cosmos) of its transaction. */
  gasUnits: bigint;
  /** The provider's fee and fixed fee apply to this leg. */
  main: boolean;
  /** Done by a relayer: no transaction for the user (`skipTxn`). */
  skipTxn?: boolean;
  /**
   * A gasless order: the user signs EIP-712 typed data (`sign-typed`) instead of sending a
   * transaction, and a solver fills it (providers/orders.ts). No network fee for the user.
   */
  gasless?: boolean;
}
