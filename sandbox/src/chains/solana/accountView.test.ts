import { describe, expect, it } from 'vitest';
import { uiTokenAmount } from './accountView';

describe('uiTokenAmount', () => {
  it('writes the amount as a node does: no trailing zeros, no point for a whole amount', () => {
    const shown = (amount: bigint, decimals: number) =>
      uiTokenAmount(amount, decimals).uiAmountString;
    expect(shown(1_500_000n, 6)).toBe('1.5');
    expect(shown(1_000n, 3)).toBe('1');
    expect(shown(0n, 9)).toBe('0');
    expect(shown(1n, 9)).toBe('0.000000001');
    expect(shown(1_020_000_000n, 9)).toBe('1.02');
    expect(shown(500n, 0)).toBe('500');
    expect(uiTokenAmount(2_500_000n, 6)).toEqual({
      amount: '2500000',
      decimals: 6,
      uiAmount: 2.5,
      uiAmountString: '2.5',
    });
  });
});
