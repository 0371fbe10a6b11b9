import type { CompleteTranslation } from '../i18n/catalogue';
import { de } from '../i18n/de/index';
import { es } from '../i18n/es/index';
import { ko } from '../i18n/ko/index';
import { ptBR } from '../i18n/ptBR/index';
import { tr } from '../i18n/tr/index';
import { vi } from '../i18n/vi/index';
import { zhCN } from '../i18n/zhCN/index';

/**
 * Every translation, loaded at once, by its BCP 47 tag (the tag its plural rules are read from):
 * for tests only (the catalogue test, the e2e of each language); the widget loads one on demand.
 */
export const TRANSLATIONS: readonly (readonly [tag: string, translation: CompleteTranslation])[] = [
  ['de', de],
  ['es', es],
  ['pt-BR', ptBR],
  ['zh-CN', zhCN],
  ['ko', ko],
  ['vi', vi],
  ['tr', tr],
];
