import { describe, expect, it } from 'vitest';
import { checkThemeTokens, themeTokenStyle } from './themeTokens';

describe('checkThemeTokens', () => {
  it('keeps colours, lengths and font lists', () => {
    const tokens = {
      accent: '#0a7f5a',
      accentText: 'oklch(0.98 0.01 120 / 90%)',
      radius: '0.5rem',
      font: '"Inter", system-ui, sans-serif',
    };
    expect(checkThemeTokens(tokens)).toEqual({ tokens, rejected: [] });
    expect(checkThemeTokens({ accent: 'rgb(10, 127, 90)', radius: '0' }).rejected).toEqual([]);
    for (const font of ["'Open Sans',serif", 'Inter Display', 'Inter,', ' "A B" , c ', '"A""B"']) {
      expect(checkThemeTokens({ font }).tokens).toEqual({ font });
    }
    expect(checkThemeTokens(undefined)).toEqual({ tokens: {}, rejected: [] });
  });

  it('drops each value that could leave its declaration, and keeps the others', () => {
    const hostile = [
      'red;}body{x:y',
      'url(https://evil.example/x.png)',
      'expression(alert(1))',
      'rgb(0,0,0);background:url(x)',
      'red !important',
      '#fff}',
      'var(--x)',
      'calc(1px + 1px)',
    ];
    for (const value of hostile) {
      expect(checkThemeTokens({ accent: value, radius: '8px' })).toEqual({
        tokens: { radius: '8px' },
        rejected: ['themeTokens.accent'],
      });
    }
    expect(checkThemeTokens({ radius: '8px;color:red' }).rejected).toEqual(['themeTokens.radius']);
    expect(checkThemeTokens({ radius: '-4px' }).rejected).toEqual(['themeTokens.radius']);
    expect(checkThemeTokens({ font: 'Inter;}*{display:none' }).rejected).toEqual([
      'themeTokens.font',
    ]);
    expect(checkThemeTokens({ font: 'url(x)' }).rejected).toEqual(['themeTokens.font']);
    expect(checkThemeTokens({ font: '"Inter\\"' }).rejected).toEqual(['themeTokens.font']);
    expect(checkThemeTokens({ accent: 42 }).rejected).toEqual(['themeTokens.accent']);
  });

  it('answers a font list built to make a pattern try every split, up to its 200 characters', () => {
    // The old pattern tried every way to cut a bare name: 27 letters and a `!` froze the page.
    for (const run of ['a', ' ', 'a ', 'a,', '"a"', '\t']) {
      for (const length of [40, 199, 10_000]) {
        const font = `${run.repeat(length).slice(0, length)}!`;
        expect(checkThemeTokens({ font }).rejected).toEqual(['themeTokens.font']);
      }
    }
    expect(checkThemeTokens({ font: `${'a'.repeat(200)}` }).rejected).toEqual([]);
    expect(checkThemeTokens({ font: `${'a'.repeat(201)}` }).rejected).toEqual(['themeTokens.font']);
  });

  it('names unknown tokens and a value that is no object', () => {
    expect(checkThemeTokens({ acent: 'red', accent: 'blue' })).toEqual({
      tokens: { accent: 'blue' },
      rejected: ['themeTokens.acent'],
    });
    expect(checkThemeTokens('red')).toEqual({ tokens: {}, rejected: ['themeTokens'] });
    expect(checkThemeTokens(['red'])).toEqual({ tokens: {}, rejected: ['themeTokens'] });
  });
});

describe('themeTokenStyle', () => {
  it('sets the custom property of each token given', () => {
    expect(
      themeTokenStyle({ accent: '#0a7f5a', accentText: '#fff', radius: '4px', font: 'Inter' }),
    ).toEqual({
      '--cw-accent': '#0a7f5a',
      '--cw-accent-text': '#fff',
      '--cw-radius': '4px',
      '--cw-font': 'Inter',
    });
    expect(themeTokenStyle({})).toEqual({});
  });
});
