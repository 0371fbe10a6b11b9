import { widgetMessages } from './widget';

/**
 * Every English section, for the catalogue's tests. Components import their own section, so the
 * words of a part loaded on demand load with it.
 */
export const englishSections = [widgetMessages] as const;
