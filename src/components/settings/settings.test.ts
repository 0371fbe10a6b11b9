import { describe, expect, it } from 'vitest';
import { formatSlippage } from './formatSlippage';
import { feeToText, parseFeeInput } from './priorityFee';
import { parseSlippagePercent } from './slippage';

describe('parseSlippagePercent', () => {
  it.each([
    ['0.5', 50],
    ['1', 100],
    ['0,3', 30],
    ['.25', 25],
    ['2.50', 250],
    ['50', 5000],
    ['0', 0],
  ])('%s%% -> %i bps', (text, bps) => {
    const r = parseSlippagePercent(text);
    expect(r.ok && r.bps).toBe(bps);
  });

  it('warns at the extremes', () => {
    expect(parseSlippagePercent('0.04')).toEqual({
      ok: true,
      bps: 4,
      warning: 'Slippage this low: your transaction may fail.',
    });
    expect(parseSlippagePercent('3').ok && parseSlippagePercent('3')).toEqual({
      ok: true,
      bps: 300,
    });
    expect(parseSlippagePercent('3.01')).toMatchObject({
      warning: expect.stringMatching(/much less/),
    });
  });

  it('refuses bad input and more than 50 %', () => {
    expect(parseSlippagePercent('50.01')).toEqual({
      ok: false,
      error: 'Slippage above 50% is refused.',
    });
    expect(parseSlippagePercent('0.001')).toMatchObject({ ok: false });
    expect(parseSlippagePercent('abc')).toMatchObject({ ok: false });
    expect(parseSlippagePercent('-1')).toMatchObject({ ok: false });
    expect(parseSlippagePercent('')).toMatchObject({ ok: false });
  });

  it('formats', () => {
    expect(formatSlippage(50)).toBe('0.5%');
    expect(formatSlippage(5)).toBe('0.05%');
  });
});

describe('parseFeeInput', () => {
  it('converts gwei to wei and refuses what cannot be a safe integer', () => {
    expect(parseFeeInput('1.5', 9)).toEqual({ ok: true, value: 1_500_000_000 });
    expect(parseFeeInput('0.0000000001', 9)).toEqual({ ok: false, error: 'At most 9 decimals.' });
    expect(parseFeeInput('10000000', 9)).toEqual({ ok: false, error: 'That is far too high.' });
    expect(parseFeeInput('5000', 0)).toEqual({ ok: true, value: 5000 });
    expect(parseFeeInput('1.5', 0)).toEqual({ ok: false, error: 'Enter a whole number.' });
    expect(parseFeeInput('x', 0)).toEqual({ ok: false, error: 'Enter a number.' });
  });

  it('round-trips for display', () => {
    expect(feeToText(1_500_000_000, 9)).toBe('1.5');
    expect(feeToText(2_000_000_000, 9)).toBe('2');
    expect(feeToText(5000, 0)).toBe('5000');
  });
});
