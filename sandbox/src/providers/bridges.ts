import type { NetworkType } from '../wire';
import type { Leg, Provider } from './types';

/**
 * Cross-chain providers. `arc` is a slow, cheap lock-and-release bridge whose relayer also claims
 * on EVM destinations (a `claim` step with no user transaction); `span` is a fast liquidity
 * bridge that first swaps non-USDC EVM input to USDC; `swift` is an intent protocol: a solver
 * fills in seconds for a higher fee.
 */

function crossChain(networks: NetworkType[], from: Leg['from'], to: Leg['to']): boolean {
  return (
    from.chainId !== to.chainId &&
    networks.includes(from.networkType) &&
    networks.includes(to.networkType)
  );
}

const bridgeGas: Record<NetworkType, bigint> = {
  evm: 180_000n,
  sol: 150_000n,
  tron: 90_000n,
  cosmos: 200_000n,
};

export const arc: Provider = {
  id: 'arc',
  name: 'Arc Bridge',
  websiteUrl: 'https://arcbridge.example',
  kind: 'bridge',
  recommended: true,
  feeShape: 'legacy',
  providerFeeBps: 4,
  fixedFeeUsd: 1,
  depthUsd: 50e6,
  plan(from, to) {
    if (!crossChain(['evm', 'sol', 'tron'], from, to)) return null;
    const legs: Leg[] = [
      {
        stepType: 'bridge',
        from,
        to,
        protocols: ['Arc Messaging'],
        spreadBps: 15,
        estimatedSeconds: 600,
        gasUnits: bridgeGas[from.networkType],
        main: true,
      },
    ];
    if (to.networkType === 'evm') {
      legs.push({
        stepType: 'claim',
        from: to,
        to,
        protocols: ['Arc Relayer'],
        spreadBps: 0,
        estimatedSeconds: 60,
        gasUnits: 0n,
        main: false,
        skipTxn: true,
      });
    }
    return legs;
  },
};

export const span: Provider = {
  id: 'span',
  name: 'Span Bridge',
  websiteUrl: 'https://span.example',
  kind: 'bridge',
  recommended: true,
  feeShape: 'typed',
  providerFeeBps: 8,
  fixedFeeUsd: 0.5,
  depthUsd: 25e6,
  plan(from, to, env) {
    if (!crossChain(['evm', 'sol', 'cosmos'], from, to)) return null;
    const legs: Leg[] = [];
    let bridgeFrom = from;
    const usdc = env.catalog.bySymbol(from.chainId, 'USDC');
    if (from.networkType === 'evm' && usdc && from.symbol !== 'USDC') {
      legs.push({
        stepType: 'swap',
        from,
        to: usdc,
        protocols: ['Sandswap V3'],
        spreadBps: 30,
        estimatedSeconds: 15,
        gasUnits: 140_000n,
        main: false,
      });
      bridgeFrom = usdc;
    }
    legs.push({
      stepType: 'bridge',
      from: bridgeFrom,
      to,
      protocols: ['Span Pools'],
      spreadBps: 10,
      estimatedSeconds: 90,
      gasUnits: bridgeGas[from.networkType],
      main: true,
    });
    return legs;
  },
};

export const swift: Provider = {
  id: 'swift',
  name: 'Swift Intents',
  websiteUrl: 'https://swift-intents.example',
  kind: 'intent',
  recommended: false,
  feeShape: 'legacy',
  providerFeeBps: 15,
  fixedFeeUsd: 2,
  depthUsd: 10e6,
  plan(from, to) {
    if (!crossChain(['evm', 'sol'], from, to)) return null;
    return [
      {
        stepType: 'bridge',
        from,
        to,
        protocols: ['Swift Auction'],
        spreadBps: 5,
        estimatedSeconds: 12,
        gasUnits: (bridgeGas[from.networkType] * 2n) / 3n,
        main: true,
      },
    ];
  },
};
