import type { NetworkType } from '../api/types';
import { cosmosNetwork } from './cosmosNetwork';
import { evmNetwork } from './evmNetwork';
import type { NetworkAdapter } from './networkAdapter';
import { solanaNetwork } from './solanaNetwork';
import { tronNetwork } from './tronNetwork';

/**
 * Each network type, registered once: the widget looks a network's parts up here (the engine and
 * the wallet stacks are handed theirs), so a new network is its folders and one entry here.
 */
export const NETWORKS = {
  evm: evmNetwork,
  sol: solanaNetwork,
  tron: tronNetwork,
  cosmos: cosmosNetwork,
} as const satisfies Readonly<Record<NetworkType, NetworkAdapter>>;
