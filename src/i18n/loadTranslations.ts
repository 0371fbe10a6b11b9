import type { Translations } from './i18n';
import type { Locale } from './locales';

/** Translations already here, so a later widget (or a re-render) speaks at once. */
const loaded = new Map<Locale, Translations>();

/** The translations of `locale` if they have arrived; English needs none. */
export function loadedTranslations(locale: Locale): Translations | undefined {
  return loaded.get(locale);
}

/**
 * Fetches a language's catalogue on demand: English is in the first chunk, every other language
 * is its own chunk, so the page's first load does not grow with each language. Started early by
 * the pages (`pageStart.ts`) and asked again by the provider; the module system loads it once.
 */
export async function loadTranslations(locale: Locale): Promise<Translations | undefined> {
  if (locale === 'en') return undefined;
  const found = loaded.get(locale);
  if (found) return found;
  const translations = await CATALOGUES[locale]();
  loaded.set(locale, translations);
  return translations;
}

/** Each language's catalogue, its own chunk: the compiler holds this list complete. */
const CATALOGUES: Readonly<Record<Exclude<Locale, 'en'>, () => Promise<Translations>>> = {
  de: () => import('./de/index').then((m) => m.de),
  es: () => import('./es/index').then((m) => m.es),
  'pt-BR': () => import('./ptBR/index').then((m) => m.ptBR),
  'zh-CN': () => import('./zhCN/index').then((m) => m.zhCN),
  ko: () => import('./ko/index').then((m) => m.ko),
  vi: () => import('./vi/index').then((m) => m.vi),
  tr: () => import('./tr/index').then((m) => m.tr),
};
