import type { LanguageChoiceStore } from '../i18n/I18nProvider';
import { browserStorage, storageKey } from './persistedStorage';

/**
 * Where the person's language choice is kept for one widget instance and API scope
 * (`storageScope`): a plain tag, read back as untrusted (`chooseLocale` takes only a supported,
 * allowed one). Storage that throws or is missing keeps nothing.
 */
export function languageChoiceStore(scope: string): LanguageChoiceStore {
  const key = storageKey(scope, 'language');
  return {
    read() {
      try {
        const value = browserStorage()?.getItem(key);
        return typeof value === 'string' && value.length <= 35 ? value : undefined;
      } catch {
        return undefined;
      }
    },
    write(locale) {
      try {
        browserStorage()?.setItem(key, locale);
      } catch {
        // Storage full or blocked: the choice lasts as long as the widget.
      }
    },
  };
}
