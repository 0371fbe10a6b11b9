import { describe, expect, it } from 'vitest';
import { fee, route, USDC } from '../test/routeFixtures';
import { bestOutput, routeWarnings } from './routeWarnings';

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
    expect(
      routeWarnings(
        route({ routeId: 'c', outputAmount: 96n, to: { ...USDC, lastPrice: 0 } }),
        best,
      ),
    ).toEqual([]);
  });

  it('leaves an output worth less than the input to the price impact', () => {
    // 0.01 ETH = $20 in; 17 USDC = $17 out: said once, by the price impact (priceImpact.ts).
    expect(routeWarnings(route({ routeId: 'a', outputAmount: 17_000_000n }), 17_000_000n)).toEqual(
      [],
    );
  });

  it('warns when network, provider and service fees are more than 10% of the input', () => {
    const withFees = (usd: number) =>
      route({
        routeId: 'f',
        fees: [
          fee({ type: 'NETWORK', amount: 1n, amountUsd: usd / 2 }),
          fee({ type: 'PROVIDER', amount: 1n, amountUsd: usd / 2 }),
        ],
      });
    // $2.80 of $20.
    expect(routeWarnings(withFees(2.8), 19_900_000n)).toEqual([
      { kind: 'high-fees', percent: expect.closeTo(14) },
    ]);
    // Exactly 10%: no warning.
    expect(routeWarnings(withFees(2), 19_900_000n)).toEqual([]);
  });
});
