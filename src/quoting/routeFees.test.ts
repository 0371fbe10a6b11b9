import { describe, expect, it } from 'vitest';
import { ETH, fee, USDC } from '../test/routeFixtures';
import { groupFees } from './routeFees';

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
