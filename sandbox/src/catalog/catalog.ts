import type { WireAsset, WireChain } from '../wire';
import { CHAIN_SPECS, type ChainSpec, explorerTemplates } from './chains';
import type { Deployment } from './deployment';
import { sameAddress, tokenSpecs } from './tokens';

/** Chains and tokens as served, built once per server (they embed its origin and RPC URLs). */
export interface Catalog {
  chains: WireChain[];
  /** As `/tokens` serves it; look chains up with `tokens()`, never by indexing this. */
  tokensByChain: Record<string, WireAsset[]>;
  deployment: Deployment;
  /** The chain's tokens; undefined for an unknown chain (including `__proto__` and the like). */
  tokens(chainId: string): WireAsset[] | undefined;
  chain(chainId: string): WireChain | undefined;
  spec(chainId: string): ChainSpec | undefined;
  token(chainId: string, address: string): WireAsset | undefined;
  /** The chain's native token (first in its list). */
  native(chainId: string): WireAsset;
  bySymbol(chainId: string, symbol: string): WireAsset | undefined;
}

export interface CatalogInput {
  origin: string;
  deployment: Deployment;
  rpcUrls: Record<string, string[]>;
}

/** A small generated SVG per symbol, served by `/__sandbox/icons/<symbol>.svg`. */
function iconUrl(origin: string, symbol: string): string {
  return `${origin}/__sandbox/icons/${encodeURIComponent(symbol)}.svg`;
}

export function createCatalog({ origin, deployment, rpcUrls }: CatalogInput): Catalog {
  const specs = tokenSpecs(deployment);
  // A Map: chain ids arrive from requests, and a plain object would answer `constructor`.
  const tokenLists = new Map<string, WireAsset[]>();
  for (const chain of CHAIN_SPECS) {
    tokenLists.set(
      chain.chainId,
      (specs[chain.chainId] ?? []).map((t) => ({
        networkType: chain.networkType,
        chainId: chain.chainId,
        address: t.address,
        decimals: t.decimals,
        symbol: t.symbol,
        name: t.name,
        isNative: t.isNative ?? false,
        isPopular: t.isPopular ?? false,
        isEnabled: true,
        isFlagged: t.isFlagged ?? false,
        image: iconUrl(origin, t.isFlagged ? 'SCAM' : t.symbol),
        blockchain: chain.name,
        lastPrice: t.price,
        ...(t.marketCap ? { marketCap: t.marketCap } : {}),
        priceId: t.priceId,
      })),
    );
  }
  const tokensByChain = Object.fromEntries(tokenLists);
  const chains: WireChain[] = CHAIN_SPECS.map((c) => ({
    chainId: c.chainId,
    symbol: c.symbol,
    name: c.name,
    networkType: c.networkType,
    image: iconUrl(origin, c.symbol),
    isPopular: c.isPopular,
    isEnabled: true,
    explorer: explorerTemplates(origin, c.chainId),
    rpcUrls: rpcUrls[c.chainId] ?? c.defaultRpcUrls,
    tokenCount: tokenLists.get(c.chainId)?.length ?? 0,
  }));

  return {
    chains,
    tokensByChain,
    deployment,
    tokens: (chainId) => tokenLists.get(chainId),
    chain: (chainId) => chains.find((c) => c.chainId === chainId),
    spec: (chainId) => CHAIN_SPECS.find((c) => c.chainId === chainId),
    token(chainId, address) {
      const chain = CHAIN_SPECS.find((c) => c.chainId === chainId);
      if (!chain) return undefined;
      return tokenLists
        .get(chainId)
        ?.find((t) => sameAddress(chain.networkType, t.address, address));
    },
    native: (chainId) => tokenLists.get(chainId)![0]!,
    bySymbol: (chainId, symbol) =>
      tokenLists.get(chainId)?.find((t) => t.symbol === symbol && !t.isFlagged),
  };
}
