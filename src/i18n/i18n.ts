import { formatMessage } from '../lib/interpolate';
import { messageIntl } from '../lib/messageIntl';
import type { MessageRef } from '../lib/messageRef';
import type { Messages, ParamsArg, Section } from '../lib/messages';
import { createFormatters, type Formatters } from './formatters';
import type { Locale } from './locales';

/** A language's translations of every section, by section name (see `de/index.ts`). */
export type Translations = { readonly [section: string]: Messages | undefined };

/** A message of `section` in the widget's language, with its parameters. */
type TranslateIn = <M extends Messages, K extends keyof M & string>(
  section: Section<string, M>,
  key: K,
  ...params: ParamsArg<M[K]>
) => string;

/** Everything a widget instance needs to speak its language: messages and formats. */
export interface I18n {
  locale: Locale;
  t: TranslateIn;
  /** A message kept outside React (an error's `messageRef`) in this language. */
  text(ref: MessageRef): string;
  /**
   * A message without parameters from a section only the loaded translations bring (see
   * `errorText`), or undefined: English, not loaded yet, or no such key.
   */
  translated(section: string, key: string): string | undefined;
  fmt: Formatters;
}

/**
 * The widget's words in `locale`. A key the translation lacks (a catalogue loaded from an older
 * build) falls back to English, so a person always reads something.
 */
export function createI18n(locale: Locale, translations?: Translations): I18n {
  const tag = locale === 'en' ? 'en-US' : locale;
  const intl = messageIntl(tag);
  const t: TranslateIn = (section, key, ...[params]) => {
    const message = translations?.[section.name]?.[key] ?? section.en[key];
    if (message === undefined) return key;
    return formatMessage(message, params, intl, text);
  };
  function text(ref: MessageRef): string {
    return (t as (s: Section, k: string, p?: MessageRef['params']) => string)(
      ref.section,
      ref.key,
      ref.params,
    );
  }
  const translated = (section: string, key: string) => {
    const messages = translations?.[section];
    // Keys can come from stored data: only the section's own entries count, not `constructor`.
    if (!messages || !Object.hasOwn(messages, key)) return undefined;
    const message = messages[key];
    return message === undefined ? undefined : formatMessage(message, undefined, intl, text);
  };
  return { locale, t, text, translated, fmt: createFormatters(locale) };
}

/** English, the fallback of every widget and of components rendered without a provider. */
export const ENGLISH: I18n = createI18n('en');
