import { ENGLISH, type I18n } from '../i18n/i18n';
import { checkRecipient, type RecipientContext } from './recipient';

/** What a keystroke in a recipient field does to the stored recipient. */
export interface TypedRecipient {
  /** The recipient to store now ('' = none, a connected wallet); undefined = leave it be. */
  store?: string;
  /** The recipient stored until now, which the typed text replaced without being usable itself. */
  cleared?: string;
}

/**
 * Pure: `typed` was just typed over the stored recipient `stored`. A usable address is stored, an
 * empty field stores none; anything else (invalid, refused, still being checked) also clears the
 * stored one, which the person has typed over and must not pay out, and names it as `cleared` so
 * the field can say so. What is still being checked is stored once the checks are in.
 */
export function recipientAfterTyping(
  stored: string,
  typed: string,
  ctx: RecipientContext,
  i18n: I18n = ENGLISH,
): TypedRecipient {
  const { recipient } = checkRecipient(typed, ctx, i18n);
  if (recipient !== undefined) return { store: recipient };
  if (typed.trim() === '') return { store: '' };
  if (stored.trim() === '') return {};
  return { store: '', cleared: stored.trim() };
}
