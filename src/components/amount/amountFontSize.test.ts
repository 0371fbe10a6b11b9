import { describe, expect, it } from 'vitest';
import { amountFontSize } from './amountFontSize';

describe('amountFontSize', () => {
  it('keeps the usual size, shrinking with the number of characters', () => {
    expect(amountFontSize('2,991.3')).toBe('min(1.875rem, calc(100cqi / (7 * 0.7)))');
    expect(amountFontSize('12345.123456789012345678')).toBe(
      'min(1.875rem, calc(100cqi / (24 * 0.7)))',
    );
  });

  it('sizes an empty field as one character (the placeholder "0")', () => {
    expect(amountFontSize('')).toBe('min(1.875rem, calc(100cqi / (1 * 0.7)))');
  });
});
