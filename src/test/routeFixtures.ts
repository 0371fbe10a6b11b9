import type { Asset, Fee, Route, Step } from '../api/types';

/** Test data only: realistic assets and routes for the route list's tests. */

export function asset(partial: Partial<Asset> & Pick<Asset, 'symbol'>): Asset {
  return {
    networkType: 'evm',
    chainId: '31337',
    address: `0x${partial.symbol.toLowerCase().padEnd(40, '0').slice(0, 40)}`,
    decimals: 18,
    isNative: false,
    isPopular: true,
    isEnabled: true,
    isFlagged: false,
    blockchain: 'Sandbox Ethereum',
    lastPrice: 1,
    ...partial,
  };
}

export const ETH = asset({
  symbol: 'ETH',
  address: '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
  isNative: true,
  lastPrice: 2000,
});
export const USDC = asset({ symbol: 'USDC', decimals: 6, chainId: '31338', lastPrice: 1 });
/** SOL itself, as the service lists it (the wrapped-SOL mint, `isNative`). */
export const SOLANA_SOL = asset({
  symbol: 'SOL',
  chainId: 'sol',
  networkType: 'sol',
  address: 'So11111111111111111111111111111111111111112',
  decimals: 9,
  isNative: true,
});
/** USDC on Solana (its mainnet mint). */
export const SOLANA_USDC = asset({
  symbol: 'USDC',
  chainId: 'sol',
  networkType: 'sol',
  address: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v',
});

export function fee(partial: Partial<Fee> & Pick<Fee, 'type' | 'amount'>): Fee {
  return { rawType: partial.type, token: ETH, ...partial };
}

export function step(partial: Partial<Step> = {}): Step {
  return {
    stepId: 's1',
    stepType: 'swap',
    protocolsUsed: ['sandbox-amm'],
    provider: 'sandbox-dex',
    from: ETH,
    to: USDC,
    inputAmount: 10n ** 16n,
    outputAmount: 19_900_000n,
    fees: [],
    ...partial,
  };
}

/** A route swapping 0.01 ETH ($20) for `output` USDC units (6 decimals). */
export function route(partial: Partial<Route> & { routeId: string }): Route {
  return {
    from: ETH,
    to: USDC,
    steps: [step()],
    fees: [],
    provider: 'sandbox-dex',
    providerDetails: { name: 'Sandbox DEX', logoUrl: '' },
    protocolsUsed: ['sandbox-amm'],
    inputAmount: 10n ** 16n,
    inputAmountDisplay: '0.01',
    outputAmount: 19_900_000n,
    outputAmountDisplay: '19.9',
    minOutputAmount: 19_800_500n,
    slippageBps: 50,
    createdAt: 1_000_000,
    // Far ahead, so fixture routes are not shown as expired unless a test says so (year 2100).
    expiresAt: 4_102_444_800_000,
    estimatedTimeInSeconds: 30,
    tags: [],
    ...partial,
  };
}
