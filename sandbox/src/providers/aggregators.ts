import type { Leg, Provider } from './types';

/**
 * Aggregators: better prices through more hops, at the cost of gas and time. `galaxy` is the
 * Jupiter-like Solana aggregator, `okapi` the OKX-like multi-chain one; they are the two
 * lite-mode providers.
 */

/** A Solana route variant: its hops (protocols), spread and compute units. */
interface SolanaVariant {
  hops: number;
  spreadBps: number;
  gasUnits: bigint;
  protocols: string[];
}

/**
 * The provider's Solana swap: its best-priced variant, or in lite mode its direct single-hop one
 * (docs/routing-api.md §4.1 rule 2). `maxAccounts` is checked afterwards, in both modes, against
 * the accounts of the transaction or payload `/nextTx` would hand out (quoting/solanaAccounts.ts).
 * Every variant hands out the same intent transaction on the sandbox ledger, so a lower
 * `maxAccounts` cannot pick a variant with fewer hops: the route fits, or is not offered.
 */
function solanaLeg(
  variants: { best: SolanaVariant; direct: SolanaVariant },
  env: Parameters<Provider['plan']>[2],
  from: Leg['from'],
  to: Leg['to'],
): Leg[] {
  const v = env.lite ? variants.direct : variants.best;
  return [
    {
      stepType: 'swap',
      from,
      to,
      protocols: v.protocols,
      spreadBps: v.spreadBps,
      estimatedSeconds: 2 + v.hops,
      gasUnits: v.gasUnits,
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

const galaxyVariants = {
  best: { hops: 2, spreadBps: 10, gasUnits: 320_000n, protocols: ['Dunes CPMM', 'Whirl CLMM'] },
  direct: { hops: 1, spreadBps: 22, gasUnits: 200_000n, protocols: ['Whirl CLMM'] },
};

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

const okapiSolanaVariants = {
  best: {
    hops: 3,
    spreadBps: 9,
    gasUnits: 400_000n,
    protocols: ['Dunes CPMM', 'Whirl CLMM', 'Phoenix-ish'],
  },
  direct: { hops: 1, spreadBps: 20, gasUnits: 210_000n, protocols: ['Whirl CLMM'] },
};

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
