import { COSMOS_CHAIN_ID, TRON_CHAIN_ID } from '../catalog/chains';
import type { WireAsset } from '../wire';
import type { Leg, Provider } from './types';

/** Single-chain DEXes: one per sandbox chain, one hop, the cheapest and simplest routes. */

function sameChainOn(chainId: string, from: WireAsset, to: WireAsset): boolean {
  return from.chainId === chainId && to.chainId === chainId;
}

function dex(
  base: Omit<Provider, 'plan' | 'kind'>,
  chainId: string,
  leg: Pick<Leg, 'protocols' | 'spreadBps' | 'estimatedSeconds' | 'gasUnits'>,
): Provider {
  return {
    ...base,
    kind: 'dex',
    plan(from, to) {
      if (!sameChainOn(chainId, from, to)) return null;
      return [{ ...leg, stepType: 'swap', from, to, main: true }];
    },
  };
}

export const sandswap = dex(
  {
    id: 'sandswap',
    name: 'Sandswap',
    websiteUrl: 'https://sandswap.example',
    recommended: true,
    feeShape: 'legacy',
    providerFeeBps: 0,
    fixedFeeUsd: 0,
    depthUsd: 20e6,
  },
  '31337',
  { protocols: ['Sandswap V3'], spreadBps: 30, estimatedSeconds: 15, gasUnits: 140_000n },
);

export const basinswap = dex(
  {
    id: 'basinswap',
    name: 'Basin Swap',
    websiteUrl: 'https://basinswap.example',
    recommended: true,
    feeShape: 'typed',
    providerFeeBps: 0,
    fixedFeeUsd: 0,
    depthUsd: 8e6,
  },
  '31338',
  { protocols: ['Basin CL'], spreadBps: 25, estimatedSeconds: 4, gasUnits: 130_000n },
);

/** A Solana AMM: standard mode only (not one of the two lite providers). */
export const dunes = dex(
  {
    id: 'dunes',
    name: 'Dunes AMM',
    websiteUrl: 'https://dunes.example',
    recommended: false,
    feeShape: 'legacy',
    providerFeeBps: 0,
    fixedFeeUsd: 0,
    depthUsd: 5e6,
  },
  'sol',
  {
    protocols: ['Dunes CPMM'],
    spreadBps: 28,
    estimatedSeconds: 2,
    gasUnits: 180_000n,
  },
);

export const sunflower = dex(
  {
    id: 'sunflower',
    name: 'Sunflower Swap',
    websiteUrl: 'https://sunflower.example',
    recommended: true,
    feeShape: 'legacy',
    providerFeeBps: 0,
    fixedFeeUsd: 0,
    depthUsd: 3e6,
  },
  TRON_CHAIN_ID,
  { protocols: ['Sunflower V2'], spreadBps: 35, estimatedSeconds: 6, gasUnits: 65_000n },
);

export const gaiaswap = dex(
  {
    id: 'gaiaswap',
    name: 'Gaia Swap',
    websiteUrl: 'https://gaiaswap.example',
    recommended: true,
    feeShape: 'typed',
    providerFeeBps: 0,
    fixedFeeUsd: 0,
    depthUsd: 2e6,
  },
  COSMOS_CHAIN_ID,
  { protocols: ['Gaia Pools'], spreadBps: 30, estimatedSeconds: 7, gasUnits: 250_000n },
);
