/** The languages the widget speaks. English is the source of every message and the fallback. */
const SUPPORTED_LOCALES = ['en', 'de'] as const;

export type Locale = (typeof SUPPORTED_LOCALES)[number];

const DEFAULT_LOCALE: Locale = 'en';

/**
 * The supported language a BCP 47 tag asks for (`de-AT` -> `de`, `EN_us` -> `en`), or undefined.
 * Only the primary subtag counts: the catalogue has one German and one English.
 */
export function matchLocale(tag: string | null | undefined): Locale | undefined {
  if (typeof tag !== 'string') return undefined;
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
  return SUPPORTED_LOCALES.find((locale) => locale === primary);
}

export interface LocaleSources {
  /** The integrator's `language` (or the hosted page's `?lang=`, which the page puts there). */
  configured?: string | undefined;
  /** The browser's preferences, best first (`navigator.languages`). */
  preferred?: readonly string[] | undefined;
}

/** The configured language when supported, else the browser's first supported one, else English. */
export function chooseLocale({ configured, preferred = [] }: LocaleSources): Locale {
  const fromConfig = matchLocale(configured);
  if (fromConfig) return fromConfig;
  for (const tag of preferred) {
    const match = matchLocale(tag);
    if (match) return match;
  }
  return DEFAULT_LOCALE;
}

/** The browser's language preferences, or none outside a browser. */
export function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language];
}
