import { describe, expect, it } from 'vitest';
import { USDC } from '../../test/routeFixtures';
import { displayAmount, formatDuration, tagLabels, warningText } from './routeText';

describe('tagLabels', () => {
  it('turns API tags into words, drops unknown ones and duplicates', () => {
    expect(
      tagLabels(['BEST_OUTPUT', 'FAST', 'CHEAP', 'BEST', 'LOW_SLIPPAGE', 'SHINY', 'fast']),
    ).toEqual(['Best return', 'Fastest', 'Cheapest', 'Best', 'Low slippage']);
  });
});

describe('warningText', () => {
  it('says each warning in words, percentages rounded for reading', () => {
    expect(warningText({ kind: 'below-best', percent: 6 })).toBe(
      'You get 6.0% less than with the best route.',
    );
    expect(warningText({ kind: 'value-loss', percent: 15.2 })).toBe(
      'The output is worth 15% less than what you pay.',
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
