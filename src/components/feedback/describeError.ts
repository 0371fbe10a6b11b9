import { ApiError, asWidgetError, HttpError, RateLimitError } from '../../api/errors';

/**
 * What a failed request means for the person in front of the widget: which kind of trouble, and
 * whether a Retry button helps. The words are the error's own `shortMessage` (errors carry the
 * widget's wording, see `api/errors.ts`); only what is not an error is worded here.
 */
export type ErrorView =
  | { kind: 'network'; message: string; canRetry: true }
  | { kind: 'unavailable'; message: string; canRetry: true }
  | { kind: 'rate-limited'; message: string; canRetry: false; retryAfterMs: number }
  | { kind: 'invalid-response'; message: string; canRetry: true }
  | { kind: 'other'; message: string; canRetry: true };

/** An empty answer is no error: the words for "no route". */
export const NO_ROUTE_TEXT = {
  any: 'No route found for this pair and amount. Try another amount or token.',
  filtered: (filter: string) =>
    `No route found for this pair and amount with your provider filter (${filter}). Clear it, or try another amount or token.`,
} as const;

/** Classifies by the error's stable `code` (and HTTP status); the message is its `shortMessage`. */
export function describeError(error: unknown): ErrorView {
  const e = asWidgetError(error);
  const message = e.shortMessage;
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
