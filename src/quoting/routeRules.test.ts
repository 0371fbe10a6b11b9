import { describe, expect, it } from 'vitest';
import { ETH, fee, route, step, USDC } from './routeFixtures';
import {
  bestOutput,
  displayAmount,
  formatDuration,
  groupFees,
  isRouteExecutable,
  isRouteExpired,
  needsRefresh,
  refreshIntervalMs,
  resolveSelectedRoute,
  routeKeys,
  routeWarnings,
  sortRoutes,
  tagLabels,
  warningText,
} from './routeMath';

describe('tagLabels', () => {
  it('turns API tags into words, drops unknown ones and duplicates', () => {
    expect(
      tagLabels(['BEST_OUTPUT', 'FAST', 'CHEAP', 'BEST', 'LOW_SLIPPAGE', 'SHINY', 'fast']),
    ).toEqual(['Best return', 'Fastest', 'Cheapest', 'Best', 'Low slippage']);
  });
});

describe('groupFees', () => {
  it('groups by type in a fixed order, sums per token and USD', () => {
    const groups = groupFees([
      fee({ type: 'SERVICE', amount: 5n, amountUsd: 0.5 }),
      fee({ type: 'NETWORK', amount: 10n ** 15n, amountUsd: 2 }),
      fee({ type: 'NETWORK', amount: 10n ** 15n, amountUsd: 2 }),
      fee({ type: 'NETWORK', amount: 1_000_000n, token: USDC, amountUsd: 1 }),
    ]);
    expect(groups.map((g) => g.label)).toEqual(['Network', 'Service']);
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

describe('sortRoutes', () => {
  const a = route({
    routeId: 'a',
    outputAmount: 100n,
    estimatedTimeInSeconds: 300,
    fees: [fee({ type: 'NETWORK', amount: 1n, amountUsd: 3 })],
  });
  const b = route({
    routeId: 'b',
    outputAmount: 90n,
    estimatedTimeInSeconds: 20,
    fees: [fee({ type: 'NETWORK', amount: 1n, amountUsd: 1 })],
  });
  const c = route({
    routeId: 'c',
    outputAmount: 95n,
    estimatedTimeInSeconds: 60,
    fees: [fee({ type: 'NETWORK', amount: 1n, amountUsd: 2 })],
  });
  const ids = (rs: { routeId: string }[]) => rs.map((r) => r.routeId);

  it('orders by output (largest first), speed (fastest first) and fees (cheapest first)', () => {
    expect(ids(sortRoutes([b, c, a], 'output'))).toEqual(['a', 'c', 'b']);
    expect(ids(sortRoutes([a, b, c], 'speed'))).toEqual(['b', 'c', 'a']);
    expect(ids(sortRoutes([a, c, b], 'fees'))).toEqual(['b', 'c', 'a']);
  });

  it('keeps the API order on ties and does not mutate its input', () => {
    const x = route({ routeId: 'x' });
    const y = route({ routeId: 'y' });
    const input = [y, x];
    expect(ids(sortRoutes(input, 'output'))).toEqual(['y', 'x']);
    expect(ids(input)).toEqual(['y', 'x']);
  });
});

describe('routeWarnings', () => {
  it('warns when the output is more than 5% below the best', () => {
    const best = bestOutput([
      route({ routeId: 'a', outputAmount: 100n }),
      route({ routeId: 'b', outputAmount: 94n }),
    ]);
    expect(best).toBe(100n);
    const w = routeWarnings(
      route({ routeId: 'b', outputAmount: 94n, to: { ...USDC, lastPrice: 0 } }),
      best,
    );
    expect(w).toEqual([{ kind: 'below-best', percent: 6 }]);
    expect(warningText(w[0]!)).toBe('You get 6.0% less than with the best route.');
    expect(
      routeWarnings(
        route({ routeId: 'c', outputAmount: 96n, to: { ...USDC, lastPrice: 0 } }),
        best,
      ),
    ).toEqual([]);
  });

  it('warns when the output is worth more than 10% less than the input', () => {
    // 0.01 ETH = $20 in; 17 USDC = $17 out: 15% lost.
    const w = routeWarnings(route({ routeId: 'a', outputAmount: 17_000_000n }), 17_000_000n);
    expect(w).toHaveLength(1);
    expect(w[0]?.kind).toBe('value-loss');
    expect(warningText(w[0]!)).toBe('The output is worth 15% less than what you pay.');
    // $19.90 out of $20: fine.
    expect(routeWarnings(route({ routeId: 'b' }), 19_900_000n)).toEqual([]);
  });
});

describe('isRouteExecutable', () => {
  const lookup = (id: string) =>
    id === '728126428' ? 'tron' : id === 'cosmoshub-4' ? 'cosmos' : undefined;
  it('accepts EVM and Solana, refuses Tron and Cosmos anywhere in the route', () => {
    expect(isRouteExecutable(route({ routeId: 'a' }), lookup)).toBe(true);
    const trx = { ...USDC, networkType: undefined, chainId: '728126428' };
    expect(
      isRouteExecutable(route({ routeId: 'b', to: trx, steps: [step({ to: trx })] }), lookup),
    ).toBe(false);
    const atom = { ...USDC, networkType: 'cosmos' as const, chainId: 'cosmoshub-4' };
    expect(isRouteExecutable(route({ routeId: 'c', steps: [step({ to: atom })] }), lookup)).toBe(
      false,
    );
  });
});

describe('refreshIntervalMs', () => {
  it('refetches 5 s before the earliest expiry, never without routes', () => {
    const rs = [
      route({ routeId: 'a', expiresAt: 61_000 }),
      route({ routeId: 'b', expiresAt: 31_000 }),
    ];
    expect(refreshIntervalMs(rs, 1_000)).toBe(25_000);
    expect(refreshIntervalMs([], 0)).toBe(false);
  });

  it('refreshes short deadlines before they expire, with only a 2 s floor against a storm', () => {
    // Deadlines of 12 s and 6 s: each refresh lands before expiry.
    expect(refreshIntervalMs([route({ routeId: 'a', expiresAt: 12_000 })], 0)).toBe(7_000);
    const six = refreshIntervalMs([route({ routeId: 'a', expiresAt: 6_000 })], 0);
    expect(six).toBe(2_000);
    expect(six as number).toBeLessThan(6_000);
    // Already past the deadline: not a tight loop.
    expect(refreshIntervalMs([route({ routeId: 'a', expiresAt: 1_000 })], 30_000)).toBe(2_000);
  });

  it('refreshes at least every 2 minutes, even for a far-future deadline (no timer overflow)', () => {
    const farFuture = Date.UTC(2100, 0, 1);
    expect(refreshIntervalMs([route({ routeId: 'a', expiresAt: farFuture })], 0)).toBe(120_000);
  });
});

describe('expiry', () => {
  const rs = [
    route({ routeId: 'a', expiresAt: 20_000 }),
    route({ routeId: 'b', expiresAt: 9_000 }),
  ];
  it('marks a route expired from its expiresAt on', () => {
    expect(isRouteExpired(rs[1]!, 8_999)).toBe(false);
    expect(isRouteExpired(rs[1]!, 9_000)).toBe(true);
  });
  it('asks for a refresh when a route expires within the margin', () => {
    expect(needsRefresh(rs, 3_999)).toBe(false);
    expect(needsRefresh(rs, 4_000)).toBe(true);
    expect(needsRefresh([], 1e12)).toBe(false);
  });
});

describe('formatting', () => {
  it('shows durations and amounts people read', () => {
    expect(formatDuration(45)).toBe('45 s');
    expect(formatDuration(180)).toBe('3 min');
    expect(formatDuration(3900)).toBe('1 h 5 min');
    expect(displayAmount(99_521_234n, USDC)).toBe('99.5212');
  });
});

describe('selection across refreshes', () => {
  const a = route({ routeId: 'a2', provider: 'dex', outputAmount: 10n });
  const b = route({ routeId: 'b2', provider: 'bridge', outputAmount: 20n });
  const b2 = route({ routeId: 'b3', provider: 'bridge', outputAmount: 5n });
  it('keys routes by provider, numbering repeats', () => {
    expect(routeKeys([a, b, b2])).toEqual(['dex', 'bridge', 'bridge#1']);
  });
  it('keeps the id, else the same provider, else the first in order', () => {
    expect(resolveSelectedRoute([a, b], 'a2', 'bridge', 'output')).toBe(a);
    expect(resolveSelectedRoute([a, b], 'gone', 'dex', 'output')).toBe(a);
    expect(resolveSelectedRoute([a, b], 'gone', 'other', 'output')).toBe(b);
    expect(resolveSelectedRoute([], undefined, undefined, 'output')).toBeUndefined();
  });
});
