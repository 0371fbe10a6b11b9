import * as viem from 'viem';
import { describe, expect, it } from 'vitest';
import { formatUnits, parseUnits } from './units';

// The wallet stacks convert with viem's: both must give the same amount for the same text.
const TEXTS = [
  '0',
  '1',
  '1.5',
  '.5',
  '5.',
  '0.000001',
  '-1.25',
  '123456789.123456789',
  '00012.3400',
];
const ROUNDED = ['1.2345', '1.2355', '0.0049', '0.005', '-0.015', '9.9999999', '0.5', '99.95'];
const DECIMALS = [0, 1, 2, 6, 9, 18];

describe('parseUnits', () => {
  it.each(DECIMALS)('reads text at %i decimals as viem does, rounding included', (decimals) => {
    for (const text of [...TEXTS, ...ROUNDED]) {
      expect(parseUnits(text, decimals), text).toBe(viem.parseUnits(text, decimals));
    }
  });

  it('rounds half away from zero on the first digit left out', () => {
    expect(parseUnits('1.25', 1)).toBe(13n);
    expect(parseUnits('1.24999', 1)).toBe(12n);
    expect(parseUnits('-1.25', 1)).toBe(-13n);
    expect(parseUnits('0.5', 0)).toBe(1n);
  });

  it('keeps every digit of an amount beyond what a number holds', () => {
    expect(parseUnits('123456789012345678901234567890.123456789012345678', 18)).toBe(
      123456789012345678901234567890123456789012345678n,
    );
  });

  it.each(['', '-', '.', '-.', '1e18', '1,5', ' 1', '1.2.3', 'abc'])(
    'refuses %j unless viem reads it',
    (text) => {
      let viemValue: bigint | undefined;
      try {
        viemValue = viem.parseUnits(text, 6);
      } catch {}
      if (viemValue === undefined) expect(() => parseUnits(text, 6)).toThrow(RangeError);
      else expect(parseUnits(text, 6)).toBe(viemValue);
    },
  );
});

describe('formatUnits', () => {
  it.each(DECIMALS)('writes amounts at %i decimals as viem does', (decimals) => {
    for (const value of [
      0n,
      1n,
      5n,
      10n,
      1500n,
      1000000n,
      123456789123456789n,
      -1n,
      -1500n,
      10n ** 30n,
    ]) {
      expect(formatUnits(value, decimals), `${value}`).toBe(viem.formatUnits(value, decimals));
    }
  });
});
