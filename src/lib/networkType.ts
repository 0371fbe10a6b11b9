import type { Chain, NetworkType } from './types';

/** What the network type is read from in a chain list (`/chains`). */
export type ChainNetworkTypes = readonly Pick<Chain, 'chainId' | 'networkType'>[];

/**
 * The network type of an asset's chain (`networkType` is optional on an asset, docs/routing-api.md
 * §2.1): the asset's own; else the chain's in `chains`, `/chains` as the caller loaded it; else,
 * for a caller without that list (or a chain missing from it), the form of the id alone: digits
 * are EVM, `sol` is Solana, anything else Cosmos. Never a particular chain id: a network is what
 * `/chains` says it is, so a Tron chain (numeric id) is only known as Tron from its `networkType`,
 * and a payload of another network than the one assumed is refused before any prompt.
 */
export function networkTypeOf(
  asset: { chainId: string; networkType?: NetworkType | undefined },
  chains?: ChainNetworkTypes | undefined,
): NetworkType {
  if (asset.networkType) return asset.networkType;
  const listed = chains?.find((c) => c.chainId === asset.chainId)?.networkType;
  if (listed) return listed;
  if (/^\d+$/.test(asset.chainId)) return 'evm';
  return asset.chainId === 'sol' ? 'sol' : 'cosmos';
}
