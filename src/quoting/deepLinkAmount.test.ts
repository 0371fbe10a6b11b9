import { describe, expect, it } from 'vitest';
import { deepLinkDisplayAmount } from './deepLinkAmount';

describe('deepLinkDisplayAmount', () => {
  it('sends a positive plain decimal in the form the API reads', () => {
    expect(deepLinkDisplayAmount('100')).toBe('100');
    expect(deepLinkDisplayAmount(' 0.5 ')).toBe('0.5');
    expect(deepLinkDisplayAmount('.5')).toBe('0.5');
    expect(deepLinkDisplayAmount('2.')).toBe('2');
    expect(deepLinkDisplayAmount('1.123456')).toBe('1.123456');
  });
  it('sends nothing for an empty, zero or invalid amount, or one that needs the decimals', () => {
    for (const text of ['', '0', '0.000', '.', 'abc', '1.2.3', '1,5', '-1', '1e5', '1.1234567']) {
      expect(deepLinkDisplayAmount(text)).toBeUndefined();
    }
  });
});
