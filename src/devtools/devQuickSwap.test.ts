import { describe, expect, it } from 'vitest';
import { devQuickSwapRequested } from './devQuickSwap';

describe('devQuickSwapRequested (development builds: tests run as one)', () => {
  it('is on for a link with quickSwap=1 only', () => {
    expect(devQuickSwapRequested('?amount=5&quickSwap=1')).toBe(true);
    expect(devQuickSwapRequested('?quickSwap=true')).toBe(false);
    expect(devQuickSwapRequested('?amount=5')).toBe(false);
  });
});
