/** The languages the widget speaks. English is the source of every message and the fallback. */
const SUPPORTED_LOCALES = ['en', 'de', 'es', 'pt-BR', 'zh-CN', 'ko', 'vi', 'tr'] as const;

export type Locale = (typeof SUPPORTED_LOCALES)[number];

const DEFAULT_LOCALE: Locale = 'en';

/**
 * The primary subtags whose supported language is a regional one (`pt` -> `pt-BR`), and the
 * regions that language does not serve: Chinese in Taiwan, Hong Kong and Macau is written in
 * traditional characters, so `zh-TW` is left to the person's next language, not `zh-CN`.
 */
const REGIONAL: Readonly<Record<string, { locale: string; not?: readonly string[] }>> = {
  pt: { locale: 'pt-BR' },
  zh: { locale: 'zh-CN', not: ['tw', 'hk', 'mo', 'hant'] },
};

/**
 * The supported language a BCP 47 tag asks for (`de-AT` -> `de`, `EN_us` -> `en`, `pt-PT` ->
 * `pt-BR`, `zh-Hans-SG` -> `zh-CN`, `zh-TW` -> none), or undefined.
 */
export function matchLocale(tag: string | null | undefined): Locale | undefined {
  if (typeof tag !== 'string') return undefined;
  const subtags = tag.trim().toLowerCase().split(/[-_]/);
  const [primary = ''] = subtags;
  const regional = Object.hasOwn(REGIONAL, primary) ? REGIONAL[primary] : undefined;
  const wanted = regional
    ? regional.not?.some((s) => subtags.includes(s))
      ? undefined
      : regional.locale.toLowerCase()
    : primary;
  return SUPPORTED_LOCALES.find((locale) => locale.toLowerCase() === wanted);
}

/** The supported languages a list names (an integrator's `languages.allow`); all when none. */
export function allowedLocales(allow: readonly string[] | undefined): readonly Locale[] {
  const named = new Set((allow ?? []).map(matchLocale).filter((l) => l !== undefined));
  return named.size > 0 ? SUPPORTED_LOCALES.filter((l) => named.has(l)) : SUPPORTED_LOCALES;
}

export interface LocaleSources {
  /** The person's own choice in Settings, as stored: it wins over everything else. */
  chosen?: string | undefined;
  /** The integrator's `language` (or the hosted page's `?lang=`, which the page puts there). */
  configured?: string | undefined;
  /** The browser's preferences, best first (`navigator.languages`). */
  preferred?: readonly string[] | undefined;
  /** The languages offered (`allowedLocales`); all when absent. */
  allowed?: readonly Locale[] | undefined;
}

/**
 * The person's choice, else the configured language, else the browser's first, each only when
 * supported and allowed; else English when allowed, else the first allowed language.
 */
export function chooseLocale({
  chosen,
  configured,
  preferred = [],
  allowed = SUPPORTED_LOCALES,
}: LocaleSources): Locale {
  for (const tag of [chosen, configured, ...preferred]) {
    const match = matchLocale(tag);
    if (match && allowed.includes(match)) return match;
  }
  return allowed.includes(DEFAULT_LOCALE) ? DEFAULT_LOCALE : (allowed[0] ?? DEFAULT_LOCALE);
}

/** The browser's language preferences, or none outside a browser. */
export function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language];
}
