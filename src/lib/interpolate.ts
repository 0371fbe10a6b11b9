import type { MessageIntl } from './messageIntl';
import type { MessageRef } from './messageRef';
import type { Message, ParamValue } from './messages';

type Params = { readonly [name: string]: ParamValue } | undefined;

const PLACEHOLDER = /\{(\w+)\}/g;

/**
 * A message in words: the plural form `Intl.PluralRules` picks for `count`, then each `{name}`
 * replaced by its parameter (numbers formatted for the locale, text as it is, a catalogue entry
 * through `say`). A placeholder without a parameter stays visible rather than vanishing.
 */
export function formatMessage(
  message: Message,
  params: Params,
  intl: MessageIntl,
  say: (ref: MessageRef) => string,
): string {
  let text: string;
  if (typeof message === 'string') {
    text = message;
  } else {
    const count = params?.count;
    const category = typeof count === 'number' ? intl.plural().select(count) : 'other';
    text = message[category] ?? message.other;
  }
  if (!params) return text;
  return text.replace(PLACEHOLDER, (whole, name: string) => {
    const value = params[name];
    if (value === undefined) return whole;
    if (typeof value === 'string') return value;
    return typeof value === 'object' ? say(value) : intl.numbers().format(value);
  });
}
