import { describe, expect, it } from 'vitest';
import { applySlippage, formatAmount, formatUsd, parseAmountInput, toUsd } from './amounts';
import { toInputString } from './toInputString';

const U256_MAX = 2n ** 256n - 1n;

describe('parseAmountInput', () => {
  it.each([
    ['1', 6, 1_000_000n],
    ['1.5', 6, 1_500_000n],
    ['.5', 6, 500_000n],
    ['1.', 6, 1_000_000n],
    ['  2.25  ', 6, 2_250_000n],
    ['007.1', 1, 71n],
    ['0.000000000000000001', 18, 1n],
    ['1.000000000000000001', 18, 1_000_000_000_000_000_001n],
    ['42', 0, 42n],
    ['1.50000000', 6, 1_500_000n], // trailing zeros beyond decimals do not change the value
    ['42.000', 0, 42n],
  ])('parses %j with %i decimals', (text, decimals, value) => {
    expect(parseAmountInput(text, decimals)).toEqual({ ok: true, value });
  });

  it('reads a pasted run of zeros in one pass', () => {
    // `/0+$/` retried the run from each of its zeros: a million took minutes.
    expect(parseAmountInput(`0.${'0'.repeat(1_000_000)}1`, 18)).toEqual({
      ok: false,
      reason: 'too-many-decimals',
    });
  });

  it('parses values far beyond 2^64 without loss', () => {
    const text = '123456789012345678901234567890.123456789012345678';
    expect(parseAmountInput(text, 18)).toEqual({
      ok: true,
      value: 123456789012345678901234567890123456789012345678n,
    });
  });

  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['.', 'empty'],
    ['1,000.5', 'invalid'],
    ['1,5', 'invalid'],
    ['1.2.3', 'invalid'],
    ['-1', 'invalid'],
    ['+1', 'invalid'],
    ['1e18', 'invalid'],
    ['1 000', 'invalid'],
    ['abc', 'invalid'],
    ['0x10', 'invalid'],
    ['١', 'invalid'], // non-ASCII digit
    ['Infinity', 'invalid'],
    ['0', 'zero'],
    ['0.000', 'zero'],
    ['.0', 'zero'],
    ['1.1234567', 'too-many-decimals'],
    ['0.0000000000000000001', 'too-many-decimals'],
  ] as const)('rejects %j as %s', (text, reason) => {
    const decimals = text === '0.0000000000000000001' ? 18 : 6;
    expect(parseAmountInput(text, decimals)).toEqual({ ok: false, reason });
  });

  it('rejects any fraction for a 0-decimals token', () => {
    expect(parseAmountInput('1.5', 0)).toEqual({ ok: false, reason: 'too-many-decimals' });
  });

  it('throws on impossible decimals', () => {
    expect(() => parseAmountInput('1', -1)).toThrow(RangeError);
    expect(() => parseAmountInput('1', 1.5)).toThrow(RangeError);
  });
});

describe('toInputString', () => {
  it('round-trips exactly', () => {
    expect(toInputString(1_500_000n, 6)).toBe('1.5');
    expect(toInputString(U256_MAX, 18)).toBe(
      '115792089237316195423570985008687907853269984665640564039457.584007913129639935',
    );
    expect(parseAmountInput(toInputString(U256_MAX, 18), 18)).toEqual({
      ok: true,
      value: U256_MAX,
    });
  });
});

describe('formatAmount', () => {
  it.each([
    [1_234_567_800n, 6, undefined, '1,234.5678'],
    [12n, 6, undefined, '0.000012'],
    [1n, 18, undefined, '<0.000001'],
    [0n, 18, undefined, '0'],
    [1_000_000n, 6, undefined, '1'],
    [1_999_999_999n, 9, undefined, '1.999999'], // cut, never rounded up
    [1234567n, 0, undefined, '1,234,567'],
    [5n, 0, undefined, '5'],
    [123n, 2, undefined, '1.23'],
    [100n, 3, undefined, '0.1'],
    [10n ** 18n, 18, { maxFractionDigits: 2 }, '1'],
    [1_234_567n, 6, { maxFractionDigits: 2 }, '1.23'],
    [1n, 6, { maxFractionDigits: 2 }, '<0.01'],
    [1n, 6, { maxFractionDigits: 0 }, '<1'],
    [1_234_567_891n, 6, { significant: 4 }, '1,234'],
    [1_234_567_891n, 6, { significant: 6 }, '1,234.56'],
    [123_450n, 9, { significant: 3 }, '0.000123'],
    [123_450n, 9, { significant: 3, maxFractionDigits: 9 }, '0.000123'],
    [123_450n, 12, { significant: 3, maxFractionDigits: 12 }, '0.000000123'],
    [123_450n, 12, { significant: 3 }, '<0.000001'],
  ] as const)('formats %s (%i decimals, %j) as %s', (value, decimals, opts, expected) => {
    expect(formatAmount(value, decimals, opts)).toBe(expected);
  });

  it('formats the uint256 maximum without floating point', () => {
    expect(formatAmount(U256_MAX, 18)).toBe(
      '115,792,089,237,316,195,423,570,985,008,687,907,853,269,984,665,640,564,039,457.584007',
    );
    expect(formatAmount(2n ** 64n + 1n, 0)).toBe('18,446,744,073,709,551,617');
  });

  it('formats negative values', () => {
    expect(formatAmount(-1_500_000n, 6)).toBe('-1.5');
    expect(formatAmount(-1n, 18)).toBe('>-0.000001');
  });
});

describe('toUsd', () => {
  it('multiplies by the price', () => {
    expect(toUsd(1_500_000n, 6, 2)).toBe(3);
    expect(toUsd(10n ** 18n, 18, 3456.78)).toBeCloseTo(3456.78, 10);
    expect(toUsd(1n, 0, 0.1)).toBeCloseTo(0.1, 15);
  });

  it('keeps precision for amounts beyond 2^64 and 2^53', () => {
    // 2^53 + 1 units of a 0-decimals token at $1: Number(value) alone would lose the +1.
    const v = 2n ** 53n + 1n;
    expect(toUsd(v, 0, 1)).toBe(Number(v));
    expect(toUsd(10n ** 30n, 18, 1)).toBe(1e12);
    expect(toUsd(U256_MAX, 18, 1)).toBeCloseTo(1.157920892373162e59, -45);
  });

  it('handles tiny prices and tiny amounts', () => {
    expect(toUsd(10n ** 24n, 18, 1e-12)).toBeCloseTo(1e-6, 18);
    expect(toUsd(1n, 18, 2000)).toBeCloseTo(2e-15, 25);
  });

  it('gives 0 for a missing or broken price', () => {
    expect(toUsd(10n ** 18n, 18, 0)).toBe(0);
    expect(toUsd(10n ** 18n, 18, -1)).toBe(0);
    expect(toUsd(10n ** 18n, 18, Number.NaN)).toBe(0);
    expect(toUsd(10n ** 18n, 18, Number.POSITIVE_INFINITY)).toBe(0);
    expect(toUsd(0n, 18, 100)).toBe(0);
  });
});

describe('formatUsd', () => {
  it.each([
    [1234.56, '$1,234.56'],
    [1234.564, '$1,234.56'],
    [0, '$0.00'],
    [0.01, '$0.01'],
    [0.0099, '<$0.01'],
    [0.000001, '<$0.01'],
    [1e12, '$1,000,000,000,000.00'],
    [-3.5, '-$3.50'],
    [-0.001, '>-$0.01'],
    [Number.NaN, '—'],
    [Number.POSITIVE_INFINITY, '—'],
  ])('formats %d as %s', (usd, expected) => {
    expect(formatUsd(usd)).toBe(expected);
  });
});

describe('applySlippage', () => {
  it('takes the slippage off, rounding down', () => {
    expect(applySlippage(10_000n, 50)).toBe(9_950n);
    expect(applySlippage(999n, 100)).toBe(989n); // 989.01 -> 989
    expect(applySlippage(1n, 1)).toBe(0n);
    expect(applySlippage(1_000_000n, 2.5)).toBe(999_750n);
    expect(applySlippage(123n, 0)).toBe(123n);
    expect(applySlippage(123n, 10_000)).toBe(0n);
    expect(applySlippage(U256_MAX, 100)).toBe((U256_MAX * 9_900n) / 10_000n);
  });

  it('refuses slippage outside 0..10000 bps', () => {
    expect(() => applySlippage(1n, -1)).toThrow(RangeError);
    expect(() => applySlippage(1n, 10_001)).toThrow(RangeError);
    expect(() => applySlippage(1n, Number.NaN)).toThrow(RangeError);
  });
});
