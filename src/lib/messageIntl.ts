import { madeOnFirstUse } from './madeOnFirstUse';

/**
 * The `Intl` rules a message needs in one locale, each made when first asked for: making an
 * `Intl` object loads its locale data, which on a slow phone costs the first paint more than
 * rendering the form does, and most first screens format no count at all.
 */
export interface MessageIntl {
  plural(): Intl.PluralRules;
  numbers(): Intl.NumberFormat;
}

export function messageIntl(tag: string): MessageIntl {
  return {
    plural: madeOnFirstUse(() => new Intl.PluralRules(tag)),
    numbers: madeOnFirstUse(() => new Intl.NumberFormat(tag)),
  };
}
