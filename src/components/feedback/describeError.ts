import { asWidgetError } from '../../api/asWidgetError';
import { ApiError, HttpError, RateLimitError } from '../../api/errors';
import { errorText } from '../../api/errorText';
import { ENGLISH, type I18n } from '../../i18n/i18n';

/**
 * What a failed request means for the person in front of the widget: which kind of trouble, and
 * whether a Retry button helps. The words are the error's own, in the widget's language
 * (`errorText`).
 */
export type ErrorView =
  | { kind: 'network'; message: string; canRetry: true }
  | { kind: 'unavailable'; message: string; canRetry: true }
  | { kind: 'rate-limited'; message: string; canRetry: false; retryAfterMs: number }
  | { kind: 'invalid-response'; message: string; canRetry: true }
  | { kind: 'other'; message: string; canRetry: true };

/** Classifies by the error's stable `code` (and HTTP status); the message is its short message. */
export function describeError(error: unknown, i18n: I18n = ENGLISH): ErrorView {
  const e = asWidgetError(error);
  const message = errorText(i18n, e);
  if (e instanceof RateLimitError) {
    return { kind: 'rate-limited', message, canRetry: false, retryAfterMs: e.retryAfterMs };
  }
  switch (e.code) {
    case 'NETWORK_ERROR':
    case 'TIMEOUT':
      return { kind: 'network', message, canRetry: true };
    case 'INVALID_RESPONSE':
    case 'UNTRUSTED_RESPONSE':
      return { kind: 'invalid-response', message, canRetry: true };
  }
  if ((e instanceof HttpError || e instanceof ApiError) && (e.status ?? 0) >= 500) {
    return { kind: 'unavailable', message, canRetry: true };
  }
  return { kind: 'other', message, canRetry: true };
}
