import { describe, expect, it } from 'vitest';
import type { Message } from '../lib/messages';
import type { CompleteTranslation } from './catalogue';
import { de } from './de/index';
import { englishSections } from './en/index';
import { tr } from './tr/index';
import { vi } from './vi/index';

/** Each translation, by the locale tag whose plural rules it follows. */
const translations: ReadonlyArray<readonly [string, CompleteTranslation]> = [
  ['de', de],
  ['vi', vi],
  ['tr', tr],
];

const placeholders = (message: Message): string[] => {
  const texts = typeof message === 'string' ? [message] : Object.values(message);
  return [...new Set(texts.flatMap((t) => [...t.matchAll(/\{(\w+)\}/g)].map((m) => m[1])))].sort();
};

/**
 * Buttons whose accessible name (a label naming what they act on) must contain their visible
 * text, so a voice-control user can say what they see (WCAG 2.5.3): [section, label, visible].
 */
const labelsWithVisibleText = [
  ['walletMenu', 'copyAddressOf', 'copyAddress'],
  ['walletMenu', 'disconnectNetwork', 'disconnect'],
  ['routes', 'detailsOf', 'details'],
  ['widget', 'clearRecipient', 'clear'],
] as const;

describe.each(translations)('the %s catalogue', (locale, translation) => {
  const sections = translation as unknown as Record<string, Record<string, Message>>;
  // A plural gives exactly the forms the language has: one it lacks is never picked.
  const pluralCategories = [...new Intl.PluralRules(locale).resolvedOptions().pluralCategories];

  it('has a section for every English one, and no other', () => {
    expect(Object.keys(sections).sort()).toEqual(englishSections.map((s) => s.name).sort());
  });

  it.each(labelsWithVisibleText)(
    '%s.%s contains %s, the visible text',
    (section, label, visible) => {
      const lower = (key: string) => String(sections[section]?.[key]).toLocaleLowerCase(locale);
      expect(lower(label)).toContain(lower(visible));
    },
  );

  for (const section of englishSections) {
    describe(section.name, () => {
      const translated = sections[section.name] ?? {};

      it('translates every key, and only those', () => {
        expect(Object.keys(translated).sort()).toEqual(Object.keys(section.en).sort());
      });

      it("keeps each message kind (text or plural), its placeholders and the language's plural forms", () => {
        for (const [key, english] of Object.entries(section.en)) {
          const message = translated[key];
          expect(message, key).toBeDefined();
          if (message === undefined) continue;
          expect(typeof message, key).toBe(typeof english);
          expect(placeholders(message), key).toEqual(placeholders(english));
          if (typeof message === 'string') expect(message.trim(), key).not.toBe('');
          else expect(Object.keys(message).sort(), key).toEqual([...pluralCategories].sort());
        }
      });
    });
  }
});
