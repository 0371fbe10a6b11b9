import {
  ApiError,
  HttpError,
  InvalidResponseError,
  NetworkError,
  RateLimitError,
  TimeoutError,
  WidgetError,
} from '../../api/errors';

/** What a failed quote request means for the person in front of the widget. */
export type ErrorView =
  | { kind: 'network'; message: string; canRetry: true }
  | { kind: 'unavailable'; message: string; canRetry: true }
  | { kind: 'rate-limited'; message: string; canRetry: false; retryAfterMs: number }
  | { kind: 'invalid-response'; message: string; canRetry: true }
  | { kind: 'other'; message: string; canRetry: true };

export const ERROR_TEXT = {
  noRoute: 'No route found for this pair and amount. Try another amount or token.',
  noRouteFiltered: (filter: string) =>
    `No route found for this pair and amount with your provider filter (${filter}). Clear it, or try another amount or token.`,
  network: "Can't reach the routing service. Check your connection; we'll retry.",
  unavailable: "The routing service is having trouble right now; we'll retry shortly.",
  invalidResponse: 'The routing service sent an unexpected answer.',
  rateLimited: (seconds: number) => `Too many requests — retrying in ${seconds} s`,
  unsupportedNetwork: (name: string) =>
    `${name} wallets are not supported yet: routes are shown, but cannot be executed here.`,
} as const;

/** Maps each `WidgetError` subtype to words; the developer details stay in the error. */
export function describeError(error: unknown): ErrorView {
  if (error instanceof RateLimitError) {
    return {
      kind: 'rate-limited',
      message: ERROR_TEXT.rateLimited(Math.ceil(error.retryAfterMs / 1000)),
      canRetry: false,
      retryAfterMs: error.retryAfterMs,
    };
  }
  if (error instanceof NetworkError || error instanceof TimeoutError) {
    return { kind: 'network', message: ERROR_TEXT.network, canRetry: true };
  }
  if (error instanceof InvalidResponseError) {
    return { kind: 'invalid-response', message: ERROR_TEXT.invalidResponse, canRetry: true };
  }
  if (
    (error instanceof HttpError && error.status >= 500) ||
    (error instanceof ApiError && (error.status ?? 0) >= 500)
  ) {
    return { kind: 'unavailable', message: ERROR_TEXT.unavailable, canRetry: true };
  }
  if (error instanceof WidgetError)
    return { kind: 'other', message: error.shortMessage, canRetry: true };
  return { kind: 'other', message: 'Something went wrong while getting routes.', canRetry: true };
}
