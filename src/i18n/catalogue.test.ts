import { describe, expect, it } from 'vitest';
import type { Message } from '../lib/messages';
import { TRANSLATIONS as translations } from '../test/translations';
import { englishSections } from './en/index';

/**
 * Accessible names that pair a visible text with more words (WCAG 2.5.3, label in name): the name
 * must contain the visible text, so a voice-control user can say what they see.
 */
const labelInName: [section: string, visible: string, name: string][] = [
  ['walletMenu', 'copyAddress', 'copyAddressOf'],
  ['walletMenu', 'disconnect', 'disconnectNetwork'],
  ['widget', 'clear', 'clearRecipient'],
  ['routes', 'details', 'detailsOf'],
  ['routes', 'notExecutable', 'notExecutableName'],
  ['routes', 'expired', 'expiredName'],
];

const placeholders = (message: Message): string[] => {
  const texts = typeof message === 'string' ? [message] : Object.values(message);
  return [...new Set(texts.flatMap((t) => [...t.matchAll(/\{(\w+)\}/g)].map((m) => m[1])))].sort();
};

for (const [tag, translation] of translations) {
  const sections = translation as Record<string, Record<string, Message>>;
  const pluralCategories = [...new Intl.PluralRules(tag).resolvedOptions().pluralCategories].sort();

  describe(`the ${tag} catalogue`, () => {
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
          for (const [key, message] of Object.entries(translated)) {
            if (typeof message === 'string') continue;
            expect(Object.keys(message).sort(), key).toEqual(pluralCategories);
          }
        });
      });
    }

    it('keeps the visible text inside the accessible names that add to it', () => {
      for (const [section, visible, name] of labelInName) {
        const shown = sections[section]?.[visible];
        const label = sections[section]?.[name];
        expect(typeof shown, visible).toBe('string');
        expect(typeof label, name).toBe('string');
        // Matching ignores case, as speech does: "Trennen" is in "{network}-Wallet trennen".
        expect(String(label).toLowerCase(), name).toContain(String(shown).toLowerCase());
      }
    });
  });
}
