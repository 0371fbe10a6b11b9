import type { widgetMessages } from './en/widget';
import type { Translation } from './messages';

/** Every English section; a language must translate each (`de/index.ts`). */
export type CatalogueSections = typeof widgetMessages;

/** A complete translation of the catalogue, section by section. */
export type CompleteTranslation = {
  readonly [S in CatalogueSections as S['name']]: Translation<S['en']>;
};
