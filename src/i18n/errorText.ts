import { asWidgetError, WIDGET_ERROR_CODES, type WidgetErrorCode } from '../api/errors';
import { errorCodeMessages } from './en/errorCodes';
import type { I18n } from './i18n';

/**
 * An error's short message in the widget's language: its catalogue entry when it was made with
 * one; else, in English, its own `shortMessage`, and in another language the words for its code.
 */
export function errorText(i18n: I18n, error: unknown): string {
  const e = asWidgetError(error);
  if (e.messageRef) return i18n.text(e.messageRef);
  if (i18n.locale !== 'en' && isCode(e.code)) return i18n.t(errorCodeMessages, e.code);
  return e.shortMessage;
}

/** A stored failure (`{ code, message }`, see `execution/stepRun.ts`) in the widget's language. */
export function storedErrorText(i18n: I18n, stored: { code: string; message: string }): string {
  return i18n.locale !== 'en' && isCode(stored.code)
    ? i18n.t(errorCodeMessages, stored.code)
    : stored.message;
}

function isCode(code: string): code is WidgetErrorCode {
  return (WIDGET_ERROR_CODES as readonly string[]).includes(code);
}
