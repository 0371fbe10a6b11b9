import { describe, expect, it } from 'vitest';
import type { Route } from '../api/types';
import { fee, route } from '../test/routeFixtures';
import { MAX_ROUTE_BADGES, type RouteState, routeBadges } from './routeBadges';
import { type RouteSortKey, sortRoutes } from './sortRoutes';

// 0.01 ETH at $2000 = $20 paid, USDC at $1 (route fixture): 19.85 USDC is a 0.75 % price impact.
const usable: RouteState = { executable: true, expired: false };
const most = route({
  routeId: 'most',
  outputAmount: 19_950_000n,
  estimatedTimeInSeconds: 600,
  fees: [fee({ type: 'NETWORK', amount: 1n, amountUsd: 3 })],
});
const cheap = route({
  routeId: 'cheap',
  outputAmount: 19_900_000n,
  estimatedTimeInSeconds: 300,
  fees: [fee({ type: 'NETWORK', amount: 1n, amountUsd: 1 })],
});
const fast = route({
  routeId: 'fast',
  outputAmount: 19_850_000n,
  estimatedTimeInSeconds: 20,
  fees: [fee({ type: 'NETWORK', amount: 1n, amountUsd: 2 })],
  tags: ['LOW_SLIPPAGE'],
});
/** What the sandbox sent: every API tag on the route with the least output, at 10 % impact. */
const tagged = route({
  routeId: 'tagged',
  outputAmount: 18_000_000n,
  estimatedTimeInSeconds: 10,
  fees: [fee({ type: 'NETWORK', amount: 1n, amountUsd: 0.5 })],
  tags: ['BEST', 'BEST_OUTPUT', 'CHEAP', 'FAST', 'LOW_SLIPPAGE'],
});

function badges(
  routes: Route[],
  sort: RouteSortKey,
  stateOf: (r: Route) => RouteState = () => usable,
) {
  const sorted = sortRoutes(routes, sort);
  const all = routeBadges(sorted, sort, stateOf);
  return Object.fromEntries(sorted.map((r, i) => [r.routeId, all[i]]));
}

describe('routeBadges', () => {
  it('gives "Best" to the first route of the current order only, whatever the API tagged', () => {
    for (const sort of ['output', 'speed', 'fees'] as const) {
      const sorted = sortRoutes([tagged, most, cheap, fast], sort);
      const all = routeBadges(sorted, sort, () => usable);
      expect(all[0]).toContain('best');
      expect(all.slice(1).flat()).not.toContain('best');
    }
    expect(badges([tagged, most], 'output')).toEqual({
      most: ['best'],
      tagged: ['cheapest', 'fastest'],
    });
  });

  it('shows at most two, in priority: Best, the sort’s own criterion, return, fees, time', () => {
    expect(badges([most, cheap, fast], 'output')).toEqual({
      most: ['best'],
      cheap: ['cheapest'],
      fast: ['fastest', 'lowSlippage'],
    });
    expect(badges([most, cheap, fast], 'speed')).toEqual({
      fast: ['best', 'lowSlippage'],
      cheap: ['cheapest'],
      most: ['bestOutput'],
    });
    const speedFirst = route({ ...fast, routeId: 'all', outputAmount: 20_000_000n, tags: [] });
    expect(badges([speedFirst, cheap], 'fees')).toEqual({
      cheap: ['best'],
      all: ['bestOutput', 'fastest'],
    });
    for (const list of Object.values(badges([tagged, most, cheap, fast], 'output'))) {
      expect(list?.length).toBeLessThanOrEqual(MAX_ROUTE_BADGES);
    }
  });

  it('never says "Low slippage" beside a high or unknown price impact', () => {
    // Tagged LOW_SLIPPAGE by the API, and the best at nothing else, but 10 % of the value is lost.
    const high = route({
      ...most,
      routeId: 'high',
      outputAmount: 18_000_000n,
      tags: ['LOW_SLIPPAGE'],
    });
    expect(badges([most, high], 'output').high).toEqual([]);
    const unpriced = route({
      ...fast,
      routeId: 'unpriced',
      to: { ...fast.to, lastPrice: 0 },
      fees: most.fees,
    });
    expect(badges([most, unpriced], 'output').unpriced).toEqual(['fastest']);
  });

  it('gives no ranking badge to a lone route, nor for a criterion on which all are equal', () => {
    expect(badges([tagged], 'output')).toEqual({ tagged: [] });
    const twin = route({ ...most, routeId: 'twin', estimatedTimeInSeconds: 30 });
    // Same output and fees: only time tells them apart.
    expect(badges([most, twin], 'output')).toEqual({ most: ['best'], twin: ['fastest'] });
  });

  it('never drops "Expired" or "Not executable" for a ranking badge', () => {
    const stateOf = (r: Route): RouteState =>
      r === most
        ? { executable: false, expired: true }
        : r === cheap
          ? { executable: false, expired: false }
          : usable;
    expect(badges([most, cheap, fast], 'output', stateOf)).toEqual({
      most: ['expired', 'notExecutable'],
      cheap: ['cheapest', 'notExecutable'],
      fast: ['fastest', 'lowSlippage'],
    });
  });
});
