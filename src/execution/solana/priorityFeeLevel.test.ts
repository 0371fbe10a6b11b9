import { describe, expect, it } from 'vitest';
import { MAX_PRIORITY_FEE_MICRO_LAMPORTS, priorityFeeMicroLamports } from './priorityFeeLevel';

// 10 slots' fees, unsorted as the RPC may give them.
const RECENT = [700, 0, 100, 900, 300, 500, 200, 800, 400, 600];

describe('priorityFeeMicroLamports', () => {
  it('takes a number as micro-lamports per compute unit', () => {
    expect(priorityFeeMicroLamports(12_345, RECENT)).toBe(12_345n);
    expect(priorityFeeMicroLamports(0, RECENT)).toBe(0n);
  });

  it('reads a level from the recent fees: 25th, 50th, 75th, 90th percentile and the highest', () => {
    expect(priorityFeeMicroLamports('low', RECENT)).toBe(200n);
    expect(priorityFeeMicroLamports('medium', RECENT)).toBe(400n);
    expect(priorityFeeMicroLamports('high', RECENT)).toBe(700n);
    expect(priorityFeeMicroLamports('ultra', RECENT)).toBe(800n);
    expect(priorityFeeMicroLamports('degen', RECENT)).toBe(900n);
  });

  it('adds nothing on a quiet chain, and ignores values that are not fees', () => {
    expect(priorityFeeMicroLamports('high', [])).toBe(0n);
    expect(priorityFeeMicroLamports('degen', [Number.NaN, -5, 1.5, 42])).toBe(42n);
  });

  it('caps what a busy slot or a large number would ask', () => {
    expect(priorityFeeMicroLamports('degen', [...RECENT, 9e12])).toBe(
      MAX_PRIORITY_FEE_MICRO_LAMPORTS,
    );
    expect(priorityFeeMicroLamports(Number.MAX_SAFE_INTEGER, [])).toBe(
      MAX_PRIORITY_FEE_MICRO_LAMPORTS,
    );
  });
});
