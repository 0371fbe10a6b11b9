import type { Leg, Provider } from './types';

/**
 * Aggregators: better prices through more hops, at the cost of gas, time and (on Solana)
 * accounts. `galaxy` is the Jupiter-like Solana aggregator, `okapi` the OKX-like multi-chain one;
 * they are the two lite-mode providers.
 */

/** Solana route variants, best price first; the first that fits maxAccounts is used (standard
 * mode; `accounts` is nominal there). */
interface SolanaVariant {
  hops: number;
  accounts: number;
  spreadBps: number;
  gasUnits: bigint;
  protocols: string[];
}

function solanaLeg(
  variants: SolanaVariant[],
  env: Parameters<Provider['plan']>[2],
  from: Leg['from'],
  to: Leg['to'],
): Leg[] | null {
  // Lite mode: direct, single-hop routes only (docs/routing-api.md §4.1 rule 2); maxAccounts is
  // then checked against the payload's real accounts (quoting/liteAccounts.ts). Standard mode
  // simulates the hops, so their nominal account counts stand in.
  const v = env.lite
    ? variants.find((candidate) => candidate.hops === 1)
    : variants.find((candidate) => candidate.accounts <= env.maxAccounts);
  if (!v) return null;
  return [
    {
      stepType: 'swap',
      from,
      to,
      protocols: v.protocols,
      spreadBps: v.spreadBps,
      estimatedSeconds: 2 + v.hops,
      gasUnits: v.gasUnits,
      ...(env.lite ? {} : { accounts: v.accounts }),
      main: true,
    },
  ];
}

export const orbit: Provider = {
  id: 'orbit',
  name: 'Orbit Aggregator',
  websiteUrl: 'https://orbit.example',
  kind: 'aggregator',
  recommended: true,
  feeShape: 'typed',
  providerFeeBps: 5,
  fixedFeeUsd: 0,
  depthUsd: 60e6,
  plan(from, to) {
    if (from.chainId !== to.chainId || from.networkType !== 'evm') return null;
    return [
      {
        stepType: 'swap',
        from,
        to,
        protocols: ['Sandswap V3', 'Curvey Stable'],
        spreadBps: 12,
        estimatedSeconds: 20,
        gasUnits: 230_000n,
        main: true,
      },
    ];
  },
};

const galaxyVariants: SolanaVariant[] = [
  {
    hops: 2,
    accounts: 38,
    spreadBps: 10,
    gasUnits: 320_000n,
    protocols: ['Dunes CPMM', 'Whirl CLMM'],
  },
  { hops: 1, accounts: 16, spreadBps: 22, gasUnits: 200_000n, protocols: ['Whirl CLMM'] },
];

export const galaxy: Provider = {
  id: 'galaxy',
  name: 'Galaxy Aggregator',
  websiteUrl: 'https://galaxy.example',
  kind: 'aggregator',
  recommended: true,
  feeShape: 'typed',
  providerFeeBps: 0,
  fixedFeeUsd: 0,
  depthUsd: 40e6,
  liteFormat: 'galaxy',
  plan(from, to, env) {
    if (from.chainId !== 'sol' || to.chainId !== 'sol') return null;
    return solanaLeg(galaxyVariants, env, from, to);
  },
};

const okapiSolanaVariants: SolanaVariant[] = [
  {
    hops: 3,
    accounts: 52,
    spreadBps: 9,
    gasUnits: 400_000n,
    protocols: ['Dunes CPMM', 'Whirl CLMM', 'Phoenix-ish'],
  },
  { hops: 1, accounts: 19, spreadBps: 20, gasUnits: 210_000n, protocols: ['Whirl CLMM'] },
];

export const okapi: Provider = {
  id: 'okapi',
  name: 'Okapi DEX',
  websiteUrl: 'https://okapi.example',
  kind: 'aggregator',
  recommended: false,
  feeShape: 'legacy',
  providerFeeBps: 10,
  fixedFeeUsd: 0,
  depthUsd: 30e6,
  liteFormat: 'okapi',
  plan(from, to, env) {
    if (from.chainId !== to.chainId) return null;
    if (from.chainId === 'sol') return solanaLeg(okapiSolanaVariants, env, from, to);
    if (from.networkType !== 'evm') return null;
    return [
      {
        stepType: 'swap',
        from,
        to,
        protocols: ['Sandswap V3', 'Basin CL'],
        spreadBps: 14,
        estimatedSeconds: 18,
        gasUnits: 250_000n,
        main: true,
      },
    ];
  },
};
