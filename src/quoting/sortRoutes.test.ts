import { describe, expect, it } from 'vitest';
import { fee, route } from '../test/routeFixtures';
import { sortRoutes } from './sortRoutes';

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
