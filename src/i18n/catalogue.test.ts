import { describe, expect, it } from 'vitest';
import type { Message } from '../lib/messages';
import type { CompleteTranslation } from './catalogue';
import { de } from './de/index';
import { englishSections } from './en/index';
import { ko } from './ko/index';
import { zhCN } from './zhCN/index';

/** Each translation under its BCP 47 tag, which also picks its plural rules. */
const translations: readonly (readonly [string, CompleteTranslation])[] = [
  ['de', de],
  ['zh-CN', zhCN],
  ['ko', ko],
];

const placeholders = (message: Message): string[] => {
  const texts = typeof message === 'string' ? [message] : Object.values(message);
  return [...new Set(texts.flatMap((t) => [...t.matchAll(/\{(\w+)\}/g)].map((m) => m[1])))].sort();
};

/**
 * Where English shows a text and names its control with a longer label, the label contains the
 * text (WCAG 2.5.3, label in name): [section, visible text's key, accessible name's key].
 */
const labelInName = [
  ['walletMenu', 'copyAddress', 'copyAddressOf'],
  ['walletMenu', 'disconnect', 'disconnectNetwork'],
  ['routes', 'details', 'detailsOf'],
  ['routes', 'notExecutable', 'notExecutableName'],
  ['routes', 'expired', 'expiredName'],
  ['widget', 'clear', 'clearRecipient'],
] as const;

for (const [language, translation] of translations) {
  const sections = translation as unknown as Record<string, Record<string, Message>>;

  describe(`the ${language} catalogue`, () => {
    it('has a section for every English one, and no other', () => {
      expect(Object.keys(translation).sort()).toEqual(englishSections.map((s) => s.name).sort());
    });

    for (const section of englishSections) {
      describe(section.name, () => {
        const translated = sections[section.name] ?? {};

        it('translates every key, and only those', () => {
          expect(Object.keys(translated).sort()).toEqual(Object.keys(section.en).sort());
        });

        it('keeps each message kind (text or plural) and its placeholders', () => {
          for (const [key, english] of Object.entries(section.en)) {
            const message = translated[key];
            expect(message, key).toBeDefined();
            if (message === undefined) continue;
            expect(typeof message, key).toBe(typeof english);
            expect(placeholders(message), key).toEqual(placeholders(english));
            if (typeof message === 'string') expect(message.trim(), key).not.toBe('');
          }
        });

        it("gives each plural exactly the language's plural categories", () => {
          const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
          for (const [key, message] of Object.entries(translated)) {
            if (typeof message === 'string') continue;
            expect(Object.keys(message).sort(), key).toEqual([...categories].sort());
          }
        });
      });
    }

    it('keeps the visible text in the accessible name that goes with it', () => {
      for (const [section, text, name] of labelInName) {
        const visible = sections[section]?.[text];
        const label = sections[section]?.[name];
        expect(typeof visible, text).toBe('string');
        expect(typeof label, name).toBe('string');
        expect(String(label).toLowerCase(), name).toContain(String(visible).toLowerCase());
      }
    });
  });
}
