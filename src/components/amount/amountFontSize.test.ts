import { describe, expect, it } from 'vitest';
import { amountFontSize, amountMinWidth } from './amountFontSize';

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

describe('amountMinWidth', () => {
  it('asks for the room the amount needs at a readable size, at most the whole row', () => {
    expect(amountMinWidth('2,991.3')).toBe('min(100cqi, calc(1.125rem * 7 * 0.7))');
  });
});
