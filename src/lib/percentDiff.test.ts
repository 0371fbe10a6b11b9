import { describe, expect, it } from 'vitest';
import { percentDiff } from './percentDiff';

describe('percentDiff', () => {
  it('is signed, in percent of the second value', () => {
    expect(percentDiff(975n, 1000n)).toBe(-2.5);
    expect(percentDiff(1100n, 1000n)).toBe(10);
    expect(percentDiff(1000n, 1000n)).toBe(0);
    expect(percentDiff(1n, 3n)).toBe(-66.6666);
  });

  it('works on amounts beyond 2^64', () => {
    const best = 10n ** 40n;
    expect(percentDiff(best - best / 100n, best)).toBe(-1);
  });

  it('handles a zero base', () => {
    expect(percentDiff(0n, 0n)).toBe(0);
    expect(percentDiff(5n, 0n)).toBe(Number.POSITIVE_INFINITY);
  });
});
