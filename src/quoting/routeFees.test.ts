import { describe, expect, it } from 'vitest';
import { ETH, fee, route, USDC } from '../test/routeFixtures';
import { feeSharePercent, groupFees, totalFeesUsd, walletNetworkCost } from './routeFees';

describe('groupFees', () => {
  it('groups by type in a fixed order, sums per token and USD', () => {
    const groups = groupFees([
      fee({ type: 'SERVICE', amount: 5n, amountUsd: 0.5 }),
      fee({ type: 'NETWORK', amount: 10n ** 15n, amountUsd: 2 }),
      fee({ type: 'NETWORK', amount: 10n ** 15n, amountUsd: 2 }),
      fee({ type: 'NETWORK', amount: 1_000_000n, token: USDC, amountUsd: 1 }),
    ]);
    expect(groups.map((g) => g.type)).toEqual(['NETWORK', 'SERVICE']);
    expect(groups[0]?.amounts).toEqual([
      { token: ETH, amount: 2n * 10n ** 15n },
      { token: USDC, amount: 1_000_000n },
    ]);
    expect(groups[0]?.usd).toBe(5);
  });

  it('computes USD from the token price when the API gave none', () => {
    const [g] = groupFees([fee({ type: 'PROVIDER', amount: 10n ** 15n })]);
    expect(g?.usd).toBeCloseTo(2); // 0.001 ETH at $2000
  });
});

describe('fee totals', () => {
  // 0.01 ETH = $20 paid.
  const r = route({
    routeId: 'a',
    fees: [
      fee({ type: 'NETWORK', amount: 1n, amountUsd: 1 }),
      fee({ type: 'PROVIDER', amount: 1n, amountUsd: 1.2 }),
      fee({ type: 'SERVICE', amount: 1n, amountUsd: 0.6 }),
      fee({ type: 'INTEGRATOR', amount: 1n, amountUsd: 5 }),
    ],
  });

  it('sums every fee, or only the types asked for', () => {
    expect(totalFeesUsd(r)).toBeCloseTo(7.8);
    expect(totalFeesUsd(r, ['NETWORK', 'SERVICE'])).toBeCloseTo(1.6);
  });

  it('gives network + provider + service fees as a share of what is paid', () => {
    expect(feeSharePercent(r)).toBeCloseTo(14); // $2.80 of $20
  });

  it('has no share without a price for the input or any priced fee', () => {
    expect(feeSharePercent({ ...r, from: { ...ETH, lastPrice: 0 } })).toBeUndefined();
    const unpriced = fee({ type: 'NETWORK', amount: 1n, token: { ...ETH, lastPrice: 0 } });
    expect(feeSharePercent(route({ routeId: 'b', fees: [unpriced] }))).toBeUndefined();
    expect(feeSharePercent(route({ routeId: 'c', fees: [] }))).toBeUndefined();
  });
});

describe('walletNetworkCost', () => {
  it('is the network fees the wallet pays on top, not those taken from the amounts', () => {
    const r = route({
      routeId: 'n',
      fees: [
        fee({ type: 'NETWORK', amount: 10n ** 15n, amountUsd: 2 }),
        fee({ type: 'NETWORK', amount: 10n ** 15n, amountUsd: 2, source: 'FROM_SOURCE_WALLET' }),
        fee({ type: 'NETWORK', amount: 5n, token: USDC, source: 'FROM_OUTPUT_AMOUNT' }),
        fee({ type: 'PROVIDER', amount: 7n, token: USDC }),
      ],
    });
    expect(walletNetworkCost(r)).toEqual({
      type: 'NETWORK',
      amounts: [{ token: ETH, amount: 2n * 10n ** 15n }],
      usd: 4,
    });
    expect(walletNetworkCost(route({ routeId: 'none' }))).toBeUndefined();
  });
});
