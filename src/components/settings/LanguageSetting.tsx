import { useId } from 'react';
import { settingsMessages } from '../../i18n/en/settings';
import { useLanguageChoice, useT } from '../../i18n/I18nProvider';
import type { Locale } from '../../i18n/locales';

/** Each language in its own words, as the Settings' picker lists it. */
const LANGUAGE_NAMES: Readonly<Record<Locale, string>> = {
  en: 'English',
  de: 'Deutsch',
  es: 'Español',
  'pt-BR': 'Português (Brasil)',
  'zh-CN': '简体中文',
  ko: '한국어',
  vi: 'Tiếng Việt',
  tr: 'Türkçe',
};

/**
 * "Language": the languages the integrator offers, each named in its own words; the choice is the
 * person's and is kept. Not shown when only one language is offered.
 */
export function LanguageSetting() {
  const { locale, allowed, choose } = useLanguageChoice();
  const t = useT(settingsMessages);
  const selectId = useId();
  if (allowed.length < 2) return null;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={selectId} className="text-sm font-semibold">
        {t('language')}
      </label>
      <select
        id={selectId}
        value={locale}
        onChange={(e) => {
          const next = allowed.find((l) => l === e.target.value);
          if (next) choose(next);
        }}
        className="rounded-lg border border-border bg-surface px-2 py-1.5 text-sm text-text"
      >
        {allowed.map((l: Locale) => (
          <option key={l} value={l} lang={l}>
            {LANGUAGE_NAMES[l]}
          </option>
        ))}
      </select>
    </div>
  );
}
