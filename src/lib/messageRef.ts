import { formatMessage } from './interpolate';
import { messageIntl } from './messageIntl';
import type { Messages, ParamsArg, ParamValue, Section } from './messages';

/**
 * A catalogue entry with its parameters, kept by whoever words something outside React (an
 * error's short message): the widget later shows it in its own language.
 */
export interface MessageRef {
  readonly section: Section;
  readonly key: string;
  readonly params?: { readonly [name: string]: ParamValue } | undefined;
}

export function messageRef<M extends Messages, K extends keyof M & string>(
  section: Section<string, M>,
  key: K,
  ...[params]: ParamsArg<M[K]>
): MessageRef {
  return { section, key, params };
}

const english = messageIntl('en-US');

/** The entry in English: what the error's `shortMessage` and the console say. */
export function englishText({ section, key, params }: MessageRef): string {
  const message = section.en[key];
  if (message === undefined) return key;
  return formatMessage(message, params, english, englishText);
}
