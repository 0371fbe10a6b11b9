import { describe, expect, it } from 'vitest';
import type { Message } from '../lib/messages';
import { de } from './de/index';
import { englishSections } from './en/index';

const placeholders = (message: Message): string[] => {
  const texts = typeof message === 'string' ? [message] : Object.values(message);
  return [...new Set(texts.flatMap((t) => [...t.matchAll(/\{(\w+)\}/g)].map((m) => m[1])))].sort();
};

describe('the catalogue', () => {
  it('has a German section for every English one, and no other', () => {
    expect(Object.keys(de).sort()).toEqual(englishSections.map((s) => s.name).sort());
  });

  for (const section of englishSections) {
    describe(section.name, () => {
      const german = (de as Record<string, Record<string, Message>>)[section.name] ?? {};

      it('translates every key, and only those', () => {
        expect(Object.keys(german).sort()).toEqual(Object.keys(section.en).sort());
      });

      it('keeps each message kind (text or plural) and its placeholders', () => {
        for (const [key, english] of Object.entries(section.en)) {
          const translated = german[key];
          expect(translated, key).toBeDefined();
          if (translated === undefined) continue;
          expect(typeof translated, key).toBe(typeof english);
          expect(placeholders(translated), key).toEqual(placeholders(english));
          if (typeof translated === 'string') expect(translated.trim(), key).not.toBe('');
        }
      });
    });
  }
});
