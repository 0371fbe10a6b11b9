import { describe, expect, it } from 'vitest';
import { allowedLocales, chooseLocale, matchLocale } from './locales';

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

describe('the person and the integrator', () => {
  it("takes the person's own choice over the config and the browser", () => {
    expect(chooseLocale({ chosen: 'de', configured: 'en', preferred: ['en'] })).toBe('de');
    expect(chooseLocale({ chosen: 'xx', configured: 'de' })).toBe('de');
  });

  it('offers only the allowed languages, and falls back within them', () => {
    const onlyGerman = allowedLocales(['de-DE', 'fr']);
    expect(onlyGerman).toEqual(['de']);
    expect(chooseLocale({ chosen: 'en', preferred: ['en'], allowed: onlyGerman })).toBe('de');
    expect(allowedLocales(undefined)).toContain('en');
    expect(allowedLocales(['fr'])).toEqual(allowedLocales(undefined));
  });
});

describe('the eight languages', () => {
  it('matches regional tags to the language that serves them, and not the others', () => {
    expect(matchLocale('pt')).toBe('pt-BR');
    expect(matchLocale('pt-PT')).toBe('pt-BR');
    expect(matchLocale('zh')).toBe('zh-CN');
    expect(matchLocale('zh-Hans-SG')).toBe('zh-CN');
    // Traditional characters: left to the next preference.
    expect(matchLocale('zh-TW')).toBeUndefined();
    expect(matchLocale('zh-Hant')).toBeUndefined();
    expect(chooseLocale({ preferred: ['zh-HK', 'ko-KR'] })).toBe('ko');
    for (const tag of ['es-MX', 'vi-VN', 'tr-TR', 'ko']) expect(matchLocale(tag)).toBeDefined();
  });
});
