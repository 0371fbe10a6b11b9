import { describe, expect, it } from 'vitest';
import { ETH, fee, route, USDC } from '../test/routeFixtures';
import { parseDecimal, priceImpact } from './priceImpact';

// The fixture route pays 0.01 ETH at $2000: $20. USDC is $1, 6 decimals.
const receiving = (usdcUnits: bigint) => route({ routeId: 'r', outputAmount: usdcUnits });

describe('priceImpact', () => {
  it('is the share of the input USD value the expected output does not give back', () => {
    expect(priceImpact(receiving(19_900_000n))).toEqual({
      kind: 'known',
      percent: 0.5,
      level: 'ok',
    });
    expect(priceImpact(receiving(20_200_000n))).toEqual({
      kind: 'known',
      percent: -1,
      level: 'ok',
    });
  });

  it('warns above 5 % and asks for a confirmation above 15 %, compared exactly', () => {
    expect(priceImpact(receiving(19_000_000n)).level).toBe('ok'); // exactly 5 %
    expect(priceImpact(receiving(18_999_999n)).level).toBe('warning');
    expect(priceImpact(receiving(17_000_000n)).level).toBe('warning'); // exactly 15 %
    // 15.000005 %: shown cut to 15 %, yet above the limit, which is compared on the bigints.
    expect(priceImpact(receiving(16_999_999n))).toEqual({
      kind: 'known',
      percent: 15,
      level: 'confirm',
    });
  });

  it('leaves out network fees the wallet pays, which are in neither amount', () => {
    const gas = fee({
      type: 'NETWORK',
      amount: 10n ** 16n,
      amountUsd: 20,
      source: 'FROM_SOURCE_WALLET',
    });
    expect(priceImpact(route({ routeId: 'g', fees: [gas] }))).toMatchObject({ percent: 0.5 });
  });

  it('is unknown, and to be confirmed, without a price for either side', () => {
    const unknown = { kind: 'unknown', level: 'confirm' };
    expect(priceImpact(route({ routeId: 'a', to: { ...USDC, lastPrice: 0 } }))).toEqual(unknown);
    expect(priceImpact(route({ routeId: 'b', from: { ...ETH, lastPrice: Number.NaN } }))).toEqual(
      unknown,
    );
    expect(priceImpact(route({ routeId: 'c', inputAmount: 0n }))).toEqual(unknown);
  });

  it('loses nothing to floating point with 18-decimal amounts far beyond 2^53', () => {
    // 1e30 units of a token at $0.1 against one unit less worth of output at the same price.
    const token = { ...ETH, lastPrice: 0.1 };
    const r = route({
      routeId: 'big',
      from: token,
      to: token,
      inputAmount: 10n ** 30n,
      outputAmount: 10n ** 30n - 1n,
    });
    expect(priceImpact(r)).toEqual({ kind: 'known', percent: 0, level: 'ok' });
  });
});

describe('parseDecimal', () => {
  it('reads decimal and exponent texts exactly', () => {
    expect(parseDecimal('0.9998')).toEqual({ units: 9998n, scale: 4 });
    expect(parseDecimal('2e-5')).toEqual({ units: 2n, scale: 5 });
    expect(parseDecimal('1.5E+21')).toEqual({ units: 1_500_000_000_000_000_000_000n, scale: 0 });
    expect(parseDecimal('3000')).toEqual({ units: 3000n, scale: 0 });
    expect(parseDecimal('-1')).toBeUndefined();
    expect(parseDecimal('NaN')).toBeUndefined();
  });
});
