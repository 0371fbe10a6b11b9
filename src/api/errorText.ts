import type { errorCodeMessages } from '../i18n/en/errorCodes';
import type { I18n } from '../i18n/i18n';
import { asWidgetError } from './asWidgetError';

// Beside `asWidgetError`, which it takes any error through: i18n, the layer below, imports no
// error of the api's.

/**
 * The section of words per error code. Only other languages use it (English shows an error's own
 * `shortMessage`), so it arrives with their catalogue and the English one never loads.
 */
const ERROR_CODES: (typeof errorCodeMessages)['name'] = 'errorCodes';

/**
 * An error's short message in the widget's language: its catalogue entry when it was made with
 * one; else, in English, its own `shortMessage`, and in another language the words for its code.
 */
export function errorText(i18n: I18n, error: unknown): string {
  const e = asWidgetError(error);
  if (e.messageRef) return i18n.text(e.messageRef);
  return i18n.translated(ERROR_CODES, e.code) ?? e.shortMessage;
}

/** A stored failure (`{ code, message }`, see `execution/stepRun.ts`) in the widget's language. */
export function storedErrorText(i18n: I18n, stored: { code: string; message: string }): string {
  return i18n.translated(ERROR_CODES, stored.code) ?? stored.message;
}
