import { describe, expect, it } from 'vitest';
import { chooseLocale, matchLocale } from './locales';

describe('matchLocale', () => {
  it('matches a supported language by its primary subtag, in any case', () => {
    expect(matchLocale('de')).toBe('de');
    expect(matchLocale('de-AT')).toBe('de');
    expect(matchLocale('EN_us')).toBe('en');
  });

  it('refuses what is not a supported language', () => {
    for (const tag of ['fr', 'deu', '', '  ', 'x-de', undefined, null]) {
      expect(matchLocale(tag)).toBeUndefined();
    }
  });
});

describe('chooseLocale', () => {
  it('takes the configured language first', () => {
    expect(chooseLocale({ configured: 'de', preferred: ['en-US'] })).toBe('de');
    expect(chooseLocale({ configured: 'en', preferred: ['de-DE'] })).toBe('en');
  });

  it("takes the browser's first supported language when the config has none it can use", () => {
    expect(chooseLocale({ configured: 'fr', preferred: ['fr-FR', 'de-CH', 'en'] })).toBe('de');
    expect(chooseLocale({ preferred: ['en-GB', 'de'] })).toBe('en');
  });

  it('speaks English when nothing else fits', () => {
    expect(chooseLocale({ preferred: ['fr', 'ja'] })).toBe('en');
    expect(chooseLocale({})).toBe('en');
  });
});
