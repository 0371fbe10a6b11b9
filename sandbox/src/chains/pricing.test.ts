import { describe, expect, it } from 'vitest';
import { amountForUsd, convertAmount, rateBetween } from './pricing';

const usdc = { decimals: 6, priceUsd: '1' };
const eth = { decimals: 18, priceUsd: '3000' };
const sol = { decimals: 9, priceUsd: '150.25' };

describe('pricing', () => {
  it('converts across decimals at USD prices, rounding down', () => {
    expect(convertAmount(3_000_000_000n, usdc, eth)).toBe(10n ** 18n);
    expect(convertAmount(10n ** 18n, eth, usdc)).toBe(3_000_000_000n);
    expect(convertAmount(1_000_000n, usdc, sol)).toBe(6_655_574n); // 1e9 / 150.25 = 6655574.04
    expect(convertAmount(1n, usdc, sol)).toBe(6n);
  });

  it('gives the router the same rate as a fraction', () => {
    const { numerator, denominator } = rateBetween(eth, sol);
    expect((10n ** 18n * numerator) / denominator).toBe(convertAmount(10n ** 18n, eth, sol));
  });

  it('sizes liquidity in USD', () => {
    expect(amountForUsd(300n, eth)).toBe(10n ** 17n);
    expect(amountForUsd(5n, usdc)).toBe(5_000_000n);
  });
});
