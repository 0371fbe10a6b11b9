import { describe, expect, it } from 'vitest';
import { de } from '../../i18n/de';
import { createI18n } from '../../i18n/i18n';
import { ETH, route, USDC } from '../../test/routeFixtures';
import { displayAmount } from './displayAmount';
import {
  badgeLabel,
  exchangeRateText,
  formatDuration,
  priceImpactText,
  warningText,
} from './routeText';

describe('badgeLabel', () => {
  it('says each badge in words, in German too', () => {
    const german = createI18n('de', de);
    expect(badgeLabel('bestOutput')).toBe('Best return');
    expect(badgeLabel('lowSlippage', german)).toBe('Geringe Slippage');
    expect(badgeLabel('expired', german)).toBe('Abgelaufen');
  });
});

describe('warningText', () => {
  it('says each warning in words, percentages rounded for reading', () => {
    expect(warningText({ kind: 'below-best', percent: 6 })).toBe(
      'You get 6.0% less than with the best route.',
    );
    expect(warningText({ kind: 'high-fees', percent: 14.04 })).toBe(
      'Fees are 14% of what you pay.',
    );
  });
});

describe('formatting', () => {
  it('shows durations and amounts people read', () => {
    expect(formatDuration(45)).toBe('45 s');
    expect(formatDuration(180)).toBe('3 min');
    expect(formatDuration(3900)).toBe('1 h 5 min');
    expect(displayAmount(99_521_234n, USDC)).toBe('99.5212');
  });
});

describe('exchangeRateText', () => {
  it('says what one input token gives, divided on bigints', () => {
    // 0.01 ETH -> 19.9 USDC.
    expect(exchangeRateText(route({ routeId: 'a' }))).toBe('1 ETH = 1,990 USDC');
    // The other way round: 25 USDC -> 0.0083 ETH, a rate below one output unit per input unit.
    const back = route({
      routeId: 'b',
      from: USDC,
      to: ETH,
      inputAmount: 25_000_000n,
      outputAmount: 8_300_000_000_000_000n,
    });
    expect(exchangeRateText(back)).toBe('1 USDC = 0.000332 ETH');
    expect(exchangeRateText(route({ routeId: 'c', inputAmount: 0n }))).toBeUndefined();
  });
});

describe('priceImpactText', () => {
  it('says the impact, or that it is unknown, never 0', () => {
    expect(priceImpactText({ kind: 'known', percent: 0.5, level: 'ok' })).toBe('Price impact 0.5%');
    expect(priceImpactText({ kind: 'unknown', level: 'confirm' })).toBe(
      'Price impact unknown (no USD price)',
    );
    expect(
      priceImpactText({ kind: 'known', percent: 17.3, level: 'confirm' }, createI18n('de', de)),
    ).toBe('Preisauswirkung 17\u00a0%');
  });
});
