import { describe, expect, it } from 'vitest';
import { checkConfigOptions } from './checkedConfig';
import { rejectedOptionWarning } from './rejectedOptionWarning';
import type { WidgetConfig } from './widgetConfig';

const base: WidgetConfig = { apiUrl: 'https://api.example.com/v1', theme: 'dark' };

describe('checkConfigOptions', () => {
  it('keeps valid options and every other field as given', () => {
    const config: WidgetConfig = {
      ...base,
      themeTokens: { accent: '#0a7f5a' },
      slippageBps: 30,
      integratorFeeBps: 25,
    };
    expect(checkConfigOptions(config)).toEqual({ config, rejected: [] });
    expect(checkConfigOptions(base)).toEqual({ config: base, rejected: [] });
  });

  it('leaves out what a plain-JS config gets wrong, field by field and token by token', () => {
    const config = {
      ...base,
      themeTokens: { accent: 'red;}body{x:y', radius: '6px' },
      slippageBps: '100',
      integratorFeeBps: 10_001,
    } as unknown as WidgetConfig;
    const { config: checked, rejected } = checkConfigOptions(config);
    expect(checked).toEqual({ ...base, themeTokens: { radius: '6px' } });
    expect(rejected).toEqual(['themeTokens.accent', 'slippageBps', 'integratorFeeBps']);
    expect(checkConfigOptions({ ...base, slippageBps: 12.5, integratorFeeBps: -1 }).config).toEqual(
      base,
    );
    expect(
      checkConfigOptions({ ...base, themeTokens: { font: 'url(x)' } } as WidgetConfig).config,
    ).toEqual(base);
  });

  it('keeps a known variant and hidden parts, and refuses a list naming an unknown part', () => {
    const config: WidgetConfig = { ...base, variant: 'wide', hiddenUI: ['history', 'toAddress'] };
    expect(checkConfigOptions(config)).toEqual({ config, rejected: [] });
    const wrong = { ...base, variant: 'sidebar', hiddenUI: ['history', 'footer'] };
    const { config: checked, rejected } = checkConfigOptions(wrong as unknown as WidgetConfig);
    expect(checked).toEqual(base);
    expect(rejected).toEqual(['variant', 'hiddenUI']);
    expect(rejectedOptionWarning('hiddenUI', wrong as unknown as WidgetConfig)).toBe(
      '[swap-widget] config.hiddenUI ignored: ["history","footer"] is not a valid value (see WidgetOptions)',
    );
  });
});

describe('rejectedOptionWarning', () => {
  it('names the field and the value it refused, cut short', () => {
    const config = {
      ...base,
      themeTokens: { accent: 'expression(alert(1))' },
      slippageBps: 'x'.repeat(500),
    } as unknown as WidgetConfig;
    expect(rejectedOptionWarning('themeTokens.accent', config)).toMatchInlineSnapshot(
      `"[swap-widget] config.themeTokens.accent ignored: "expression(alert(1))" is not a valid value (see WidgetOptions)"`,
    );
    const long = rejectedOptionWarning('slippageBps', config);
    expect(long).toContain('config.slippageBps ignored: "xxx');
    expect(long).not.toContain('x'.repeat(120));
  });
});
