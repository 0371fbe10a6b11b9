import type { MessageRef } from './messageRef';

/**
 * The catalogue's shapes (the catalogue itself is `src/i18n`; its shapes sit in lib so that the
 * errors, in this lowest layer, can carry a catalogue entry). English sections (`i18n/en/*.ts`)
 * are the source of truth: each is defined with `defineSection`, which keeps its literal texts so
 * `{name}` placeholders become typed parameters. A translation is typed from the English section,
 * so a missing key is a type error.
 */

/** One message per plural category (`Intl.PluralRules`); `other` is always there. */
interface PluralForms {
  readonly zero?: string;
  readonly one?: string;
  readonly two?: string;
  readonly few?: string;
  readonly many?: string;
  readonly other: string;
}

export type Message = string | PluralForms;
export type Messages = { readonly [key: string]: Message };

export interface Section<N extends string = string, M extends Messages = Messages> {
  readonly name: N;
  readonly en: M;
}

/** An English section: its name (the key of its translations) and its messages. */
export function defineSection<const N extends string, const M extends Messages>(
  name: N,
  en: M,
): Section<N, M> {
  return { name, en };
}

/** What a language provides for a section: every key, a plural where English has one. */
export type Translation<M extends Messages> = {
  readonly [K in keyof M]: M[K] extends string ? string : PluralForms;
};

type Placeholders<S> = S extends `${string}{${infer P}}${infer Rest}`
  ? P | Placeholders<Rest>
  : never;

/** The parameter names of a message: its placeholders, and `count` for a plural. */
type ParamNames<M> = M extends string
  ? Placeholders<M>
  : M extends PluralForms
    ? 'count' | Placeholders<M[keyof M]>
    : never;

/**
 * A parameter: text as it is, a number formatted for the locale, or another catalogue entry (a
 * reason inside a sentence), said in the same language.
 */
export type ParamValue = string | number | bigint | MessageRef;

/** `t(key)` for a message without placeholders, `t(key, { name: ... })` otherwise. */
export type ParamsArg<M> = [ParamNames<M>] extends [never]
  ? []
  : [params: { readonly [P in ParamNames<M>]: ParamValue }];
