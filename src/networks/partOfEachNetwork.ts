import type { NetworkType } from '../api/types';
import type { NetworkAdapter } from './networkAdapter';
import { NETWORKS } from './networkRegistry';

/** One part of every registered network, by network type: what a lower layer is handed. */
export function partOfEachNetwork<P>(
  part: (network: NetworkAdapter) => P,
): Readonly<Record<NetworkType, P>> {
  const entries = Object.entries(NETWORKS).map(([type, network]) => [type, part(network)]);
  return Object.fromEntries(entries) as Record<NetworkType, P>;
}
