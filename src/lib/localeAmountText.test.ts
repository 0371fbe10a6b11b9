import { describe, expect, it } from 'vitest';
import { parseAmountInput } from './amounts';
import { canonicalAmountText, numberSeparators, toLocaleAmountText } from './localeAmountText';

const EN = numberSeparators('en-US');
const DE = numberSeparators('de');
const FR = numberSeparators('fr');

describe('numberSeparators', () => {
  it("reads the locale's own separators from Intl", () => {
    expect(EN).toEqual({ decimal: '.', group: ',' });
    expect(DE).toEqual({ decimal: ',', group: '.' });
    expect(FR.decimal).toBe(',');
  });
});

describe('canonicalAmountText', () => {
  it.each([
    ['12,5', '12.5'],
    ['1.234,5', '1234.5'],
    ['1.234.567', '1234567'],
    ['12', '12'],
    [' 0,000001 ', '0.000001'],
    // Partly typed: still what parseAmountInput reads as the user goes.
    ['12,', '12.'],
    [',5', '.5'],
    ['', ''],
  ])('German %j is %j', (typed, canonical) => {
    expect(canonicalAmountText(typed, DE)).toBe(canonical);
  });

  it.each([
    ['12.5', '12.5'],
    ['1,234.5', '1234.5'],
    ['1,234,567', '1234567'],
  ])('English %j is %j', (typed, canonical) => {
    expect(canonicalAmountText(typed, EN)).toBe(canonical);
  });

  it('groups with any space where the locale groups with one', () => {
    expect(canonicalAmountText('1 234,5', FR)).toBe('1234.5');
    expect(canonicalAmountText('1\u202f234,5', FR)).toBe('1234.5');
  });

  it.each([
    // A German point groups thousands: "12.5" is no German number, so it is not 12.5.
    [DE, '12.5'],
    [DE, '1,234.5'],
    [DE, '1.23'],
    [DE, '0.500'],
    [DE, '1,2,3'],
    [DE, '1.234,5,6'],
    [EN, '1,5'],
    [EN, '1,2345'],
    [EN, '12.5.1'],
    [EN, '-1'],
    [EN, '1e5'],
  ])('what is no amount in the locale stays none (%#: %j)', (separators, typed) => {
    const canonical = canonicalAmountText(typed, separators);
    expect(parseAmountInput(canonical, 18)).toEqual({ ok: false, reason: 'invalid' });
    // ... and reads back as it was typed.
    expect(toLocaleAmountText(canonical, separators)).toBe(typed);
  });

  it('refuses a point where the locale has neither it nor a comma as its own', () => {
    expect(parseAmountInput(canonicalAmountText('1.5', FR), 18)).toEqual({
      ok: false,
      reason: 'invalid',
    });
  });
});

describe('toLocaleAmountText', () => {
  it('writes the decimal separator the locale way, without grouping', () => {
    expect(toLocaleAmountText('1234.5', DE)).toBe('1234,5');
    expect(toLocaleAmountText('1234.5', EN)).toBe('1234.5');
    expect(toLocaleAmountText('0.995', DE)).toBe('0,995');
    expect(toLocaleAmountText('7', DE)).toBe('7');
  });
});
