import { describe, expect, it } from 'vitest';
import { englishText, messageRef } from '../lib/messageRef';
import { defineSection } from '../lib/messages';
import { createI18n } from './i18n';

const sample = defineSection('sample', {
  plain: 'Routes',
  named: 'Pay {amount} on {chain}',
  routes: { one: '{count} route', other: '{count} routes' },
  missing: 'Only in English',
});

const german = {
  sample: {
    plain: 'Routen',
    named: '{amount} auf {chain} bezahlen',
    routes: { one: '{count} Route', other: '{count} Routen' },
  },
};

describe('createI18n', () => {
  it("joins a list with the locale's own words (a stopped swap's steps done so far)", () => {
    const steps = ['Approve USDC', 'Swap USDC', 'Bridge'];
    expect(createI18n('en').fmt.list(steps)).toBe('Approve USDC, Swap USDC, and Bridge');
    expect(createI18n('de').fmt.list(steps)).toBe('Approve USDC, Swap USDC und Bridge');
    expect(createI18n('en').fmt.list(['Approve USDC'])).toBe('Approve USDC');
  });

  it('speaks English from the section itself', () => {
    const { t } = createI18n('en');
    expect(t(sample, 'plain')).toBe('Routes');
    expect(t(sample, 'named', { amount: '1.5 ETH', chain: 'Base' })).toBe('Pay 1.5 ETH on Base');
  });

  it('interpolates named parameters in the translation, in its own order', () => {
    const { t } = createI18n('de', german);
    expect(t(sample, 'named', { amount: '1,5 ETH', chain: 'Base' })).toBe(
      '1,5 ETH auf Base bezahlen',
    );
  });

  it('picks the plural form with Intl.PluralRules and formats the count for the locale', () => {
    const en = createI18n('en');
    expect(en.t(sample, 'routes', { count: 1 })).toBe('1 route');
    expect(en.t(sample, 'routes', { count: 0 })).toBe('0 routes');
    expect(en.t(sample, 'routes', { count: 1200 })).toBe('1,200 routes');
    const deI18n = createI18n('de', german);
    expect(deI18n.t(sample, 'routes', { count: 1 })).toBe('1 Route');
    expect(deI18n.t(sample, 'routes', { count: 1200 })).toBe('1.200 Routen');
  });

  it('falls back to English for a key the translation lacks', () => {
    const { t } = createI18n('de', german);
    expect(t(sample, 'missing')).toBe('Only in English');
  });

  it('says a parameter that is itself a catalogue entry in the same language', () => {
    const ref = messageRef(sample, 'named', {
      amount: messageRef(sample, 'routes', { count: 2 }),
      chain: 'Base',
    });
    expect(englishText(ref)).toBe('Pay 2 routes on Base');
    expect(createI18n('de', german).text(ref)).toBe('2 Routen auf Base bezahlen');
  });

  it('leaves a placeholder without a parameter visible', () => {
    const { t } = createI18n('en');
    // @ts-expect-error: the parameters are typed; a caller that skips one sees it.
    expect(t(sample, 'named', { amount: '1' })).toBe('Pay 1 on {chain}');
  });
});

describe('formats', () => {
  it('formats amounts from bigints with the locale separators, never rounding up', () => {
    const en = createI18n('en').fmt;
    const de = createI18n('de').fmt;
    const amount = 1_234_567_891_234_567_891_234_567n; // beyond 2^53: must stay exact
    expect(en.amount(amount, 6)).toBe('1,234,567,891,234,567,891.234567');
    expect(de.amount(amount, 6)).toBe('1.234.567.891.234.567.891,234567');
    expect(de.amount(1_999_999n, 6, { maxFractionDigits: 2 })).toBe('1,99');
    expect(de.amount(1n, 18)).toBe('<0,000001');
  });

  it('formats USD, percentages, relative times and dates for the locale', () => {
    const en = createI18n('en').fmt;
    const de = createI18n('de').fmt;
    expect(en.usd(1234.5)).toBe('$1,234.50');
    expect(de.usd(1234.5)).toBe('1.234,50\u00a0$');
    expect(de.usd(0.004)).toBe('<0,01\u00a0$');
    expect(en.percent(2.54)).toBe('2.5%');
    expect(de.percent(2.54)).toBe('2,5\u00a0%');
    expect(de.percent(12.4)).toBe('12\u00a0%');
    expect(en.percentAsSet(0.05)).toBe('0.05%');
    expect(de.percentAsSet(0.5)).toBe('0,5\u00a0%');
    expect(en.relative(-3, 'minute')).toBe('3 minutes ago');
    expect(de.relative(-3, 'minute')).toBe('vor 3 Minuten');
    expect(de.relative(2, 'minute')).toBe('in 2 Minuten');
    const at = Date.UTC(2026, 10, 26, 5, 31);
    expect(de.dateTime(at)).toMatch(/^26\.11\.2026, \d{2}:31$/);
  });
});
