import { describe, expect, it } from 'vitest';
import { route, step, USDC } from '../test/routeFixtures';
import { needsRefresh, refreshIntervalMs } from './routeRules';
import { isRouteExecutable, isRouteExpired } from './routeUsable';

describe('isRouteExecutable', () => {
  const lookup = (id: string) =>
    id === '728126428' ? 'tron' : id === 'cosmoshub-4' ? 'cosmos' : undefined;
  it('accepts EVM, Solana, Tron and Cosmos anywhere in the route', () => {
    expect(isRouteExecutable(route({ routeId: 'a' }), lookup)).toBe(true);
    const trx = { ...USDC, networkType: undefined, chainId: '728126428' };
    expect(
      isRouteExecutable(route({ routeId: 'b', to: trx, steps: [step({ to: trx })] }), lookup),
    ).toBe(true);
    const atom = { ...USDC, networkType: 'cosmos' as const, chainId: 'cosmoshub-4' };
    expect(isRouteExecutable(route({ routeId: 'c', steps: [step({ to: atom })] }), lookup)).toBe(
      true,
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
