import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from 'react';
import type { Messages, ParamsArg, Section } from '../lib/messages';
import { createI18n, ENGLISH, type I18n, type Translations } from './i18n';
import { loadedTranslations, loadTranslations } from './loadTranslations';
import { allowedLocales, browserLanguages, chooseLocale, type Locale } from './locales';

const I18nContext = createContext<I18n>(ENGLISH);

/** Where the person's own choice of language is kept (the widget's storage): untrusted on read. */
export interface LanguageChoiceStore {
  read(): string | undefined;
  write(locale: Locale): void;
}

/** The language in use, the ones offered, and the person's way to choose (Settings). */
export interface LanguageChoice {
  locale: Locale;
  allowed: readonly Locale[];
  choose(locale: Locale): void;
}

const LanguageChoiceContext = createContext<LanguageChoice>({
  locale: 'en',
  allowed: ['en'],
  choose: () => {},
});

export interface I18nProviderProps {
  /** The config's `language`; the browser's languages decide when it is absent or unsupported. */
  language?: string | undefined;
  /** The config's `languages.allow`: the languages offered (all when absent). */
  allow?: readonly string[] | undefined;
  /** Keeps the person's choice; without it a choice lasts as long as the widget. */
  choiceStore?: LanguageChoiceStore | undefined;
  children: ReactNode;
}

/**
 * One widget instance's language. Until a non-English catalogue has loaded (a small chunk, asked
 * for at once) the widget speaks English, numbers included, rather than a mix; if it cannot load,
 * English stays.
 */
export function I18nProvider({ language, allow, choiceStore, children }: I18nProviderProps) {
  const allowKey = allow?.join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the list's content, not its identity.
  const allowed = useMemo(() => allowedLocales(allow), [allowKey]);
  const [chosen, setChosen] = useState(() => choiceStore?.read());
  const locale = useMemo(
    () => chooseLocale({ chosen, configured: language, preferred: browserLanguages(), allowed }),
    [chosen, language, allowed],
  );
  const choice = useMemo<LanguageChoice>(
    () => ({
      locale,
      allowed,
      choose: (next) => {
        setChosen(next);
        choiceStore?.write(next);
      },
    }),
    [locale, allowed, choiceStore],
  );
  const [arrived, setArrived] = useState<{ locale: Locale; translations: Translations }>();
  const translations =
    arrived?.locale === locale ? arrived.translations : loadedTranslations(locale);

  useEffect(() => {
    if (locale === 'en' || loadedTranslations(locale)) return;
    let live = true;
    loadTranslations(locale).then(
      (loaded) => {
        if (live && loaded) setArrived({ locale, translations: loaded });
      },
      () => {
        // English stays: a failed chunk must not blank the widget.
      },
    );
    return () => {
      live = false;
    };
  }, [locale]);

  const value = useMemo(
    () => (locale === 'en' || !translations ? ENGLISH : createI18n(locale, translations)),
    [locale, translations],
  );
  return (
    <LanguageChoiceContext.Provider value={choice}>
      <I18nContext.Provider value={value}>{children}</I18nContext.Provider>
    </LanguageChoiceContext.Provider>
  );
}

/** The language in use and the person's way to choose another (Settings' "Language"). */
export function useLanguageChoice(): LanguageChoice {
  return useContext(LanguageChoiceContext);
}

/** The instance's language, messages and formats (English outside any provider). */
export function useI18n(): I18n {
  return useContext(I18nContext);
}

/** `t(key, params)` for one catalogue section, in the instance's language. */
export function useT<M extends Messages>(
  section: Section<string, M>,
): <K extends keyof M & string>(key: K, ...params: ParamsArg<M[K]>) => string {
  const { t } = useContext(I18nContext);
  return useMemo(
    () =>
      <K extends keyof M & string>(key: K, ...params: ParamsArg<M[K]>) =>
        t(section, key, ...params),
    [t, section],
  );
}

/** Numbers, money and times in the instance's language. */
export function useFormat(): I18n['fmt'] {
  return useContext(I18nContext).fmt;
}
