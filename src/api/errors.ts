/**
 * The widget's error hierarchy (after viem's `BaseError`): every error the widget raises is a
 * `WidgetError` with a stable `code` from a closed set, a `shortMessage` a person can read, and
 * `details` for developers. Foreign errors (fetch, JSON, HTTP, RPC, wallets) are mapped into these
 * classes once, at the boundary: `client.ts` and the parsers for the routing API, `jsonRpc.ts` for
 * chain reads, `execution/walletErrors.ts` for wallets (where the engine asks them).
 *
 * The words for a failure live in the catalogue (`src/i18n/en/apiErrors.ts` and its siblings):
 * an error is made with a `messageRef`, its `shortMessage` is that entry in English, and the UI
 * shows the entry in the widget's language (`errorText`). `message` is for the console, like
 * viem's: the short message, then `Details:` and the `Code:`.
 */
import { apiErrorMessages } from '../i18n/en/apiErrors';
import { englishText, type MessageRef, messageRef } from '../lib/messageRef';

export const WIDGET_ERROR_CODES = [
  // Routing API
  'HTTP_ERROR',
  'RATE_LIMITED',
  'NETWORK_ERROR',
  'TIMEOUT',
  'ABORTED',
  'INVALID_RESPONSE',
  'API_ERROR',
  'QUOTE_EXPIRED',
  'INVALID_REQUEST',
  // The API answered, but not what was asked for (e.g. a route for another pair)
  'UNTRUSTED_RESPONSE',
  // Chains read directly (balances, token metadata)
  'RPC_ERROR',
  'INVALID_TOKEN',
  'UNSUPPORTED_NETWORK',
  // The widget's own configuration, and the sandbox's development endpoints
  'CONFIG_ERROR',
  'SANDBOX_UNAVAILABLE',
  // Wallets and execution (raised elsewhere, listed here so the set stays closed)
  'USER_REJECTED',
  'WRONG_NETWORK',
  'INSUFFICIENT_BALANCE',
  'WALLET_ERROR',
  'TRANSACTION_FAILED',
  'UNSAFE_TRANSACTION',
  // The transaction's effect could not be simulated: signed only once the person accepts that
  'EFFECT_NOT_CHECKED',
  'UNKNOWN',
] as const;

export type WidgetErrorCode = (typeof WIDGET_ERROR_CODES)[number];

export interface WidgetErrorOptions {
  details?: string;
  cause?: unknown;
}

/**
 * A short message as a catalogue entry (`src/i18n`): the error's English text is made from it,
 * and the widget shows it in its own language (`errorText`). A plain string stays English.
 */
export type ShortMessage = string | MessageRef;

export class WidgetError extends Error {
  override name = 'WidgetError';
  readonly code: WidgetErrorCode;
  /** For people: short, no jargon, says what to do when there is something to do. */
  readonly shortMessage: string;
  /** For developers: what exactly went wrong (paths, status codes, server messages). */
  readonly details: string | undefined;
  /** The short message's catalogue entry, to show it in the widget's language. */
  readonly messageRef: MessageRef | undefined;

  constructor(code: WidgetErrorCode, message: ShortMessage, options: WidgetErrorOptions = {}) {
    const shortMessage = typeof message === 'string' ? message : englishText(message);
    super(
      consoleMessage(code, shortMessage, options),
      options.cause === undefined ? undefined : { cause: options.cause },
    );
    this.code = code;
    this.shortMessage = shortMessage;
    this.details = options.details;
    this.messageRef = typeof message === 'string' ? undefined : message;
  }

  /**
   * Walks the `cause` chain. Without `fn`, returns the deepest error; with `fn`, the first error
   * (this one included) for which `fn` is true, or null.
   */
  walk(fn?: (err: unknown) => boolean): unknown {
    return walk(this, fn);
  }
}

/**
 * What integrators read in the console: the short message, then the details (or, without any,
 * the cause's message) and the code, one per line, like viem's `BaseError`.
 */
function consoleMessage(
  code: WidgetErrorCode,
  shortMessage: string,
  { details, cause }: WidgetErrorOptions,
): string {
  const detail =
    details ??
    (cause instanceof WidgetError
      ? cause.details
      : cause instanceof Error && cause.message !== ''
        ? cause.message
        : undefined);
  return [shortMessage, '', ...(detail ? [`Details: ${detail}`] : []), `Code: ${code}`].join('\n');
}

function walk(err: unknown, fn?: (err: unknown) => boolean): unknown {
  let current: unknown = err;
  const seen = new Set<unknown>();
  while (current !== undefined && current !== null && !seen.has(current)) {
    seen.add(current);
    if (fn?.(current)) return current;
    const next = (current as { cause?: unknown }).cause;
    if (next === undefined || next === null) return fn ? null : current;
    current = next;
  }
  return fn ? null : current;
}

/**
 * A 429 in words, `seconds` before the service may be asked again; the rate-limit countdown
 * re-renders it as the wait runs down.
 */
export function rateLimitedMessage(seconds: number): MessageRef {
  return messageRef(apiErrorMessages, 'rateLimitedIn', { seconds });
}

/** A non-2xx answer whose body was not a recognisable error envelope. */
export class HttpError extends WidgetError {
  override name = 'HttpError';
  readonly status: number;

  constructor(
    status: number,
    options: WidgetErrorOptions = {},
    code: WidgetErrorCode = 'HTTP_ERROR',
    shortMessage?: ShortMessage,
  ) {
    super(
      code,
      shortMessage ??
        messageRef(apiErrorMessages, status >= 500 ? 'serviceTroubleHttp' : 'refusedHttp', {
          status: String(status),
        }),
      options,
    );
    this.status = status;
  }
}

/** HTTP 429. The budget pauses the whole queue until `retryAfterMs` has passed. */
export class RateLimitError extends HttpError {
  override name = 'RateLimitError';
  readonly retryAfterMs: number;

  constructor(retryAfterMs: number, options: WidgetErrorOptions = {}) {
    super(
      429,
      { details: `HTTP 429, retry after ${retryAfterMs} ms.`, ...options },
      'RATE_LIMITED',
      rateLimitedMessage(Math.max(1, Math.ceil(retryAfterMs / 1000))),
    );
    this.retryAfterMs = retryAfterMs;
  }
}

/** fetch itself failed: offline, DNS, CORS, connection reset. */
export class NetworkError extends WidgetError {
  override name = 'NetworkError';
  constructor(options: WidgetErrorOptions = {}) {
    super('NETWORK_ERROR', messageRef(apiErrorMessages, 'network'), options);
  }
}

export class TimeoutError extends WidgetError {
  override name = 'TimeoutError';
  readonly timeoutMs: number;
  constructor(timeoutMs: number, options: WidgetErrorOptions = {}) {
    super('TIMEOUT', messageRef(apiErrorMessages, 'timeout'), {
      details: `No response within ${timeoutMs} ms.`,
      ...options,
    });
    this.timeoutMs = timeoutMs;
  }
}

/** The caller aborted (e.g. React Query cancelled a stale quote request). Not shown to people. */
export class AbortedError extends WidgetError {
  override name = 'AbortedError';
  constructor(options: WidgetErrorOptions = {}) {
    super('ABORTED', messageRef(apiErrorMessages, 'aborted'), options);
  }
}

/** The body did not match the schema; `path` names the offending field, e.g. `quotes[0].fee`. */
export class InvalidResponseError extends WidgetError {
  override name = 'InvalidResponseError';
  readonly path: string;
  constructor(path: string, problem: string, options: WidgetErrorOptions = {}) {
    super('INVALID_RESPONSE', messageRef(apiErrorMessages, 'invalidResponse'), {
      details: `${path === '' ? '(body)' : path}: ${problem}`,
      ...options,
    });
    this.path = path;
  }
}

/** Well-known service codes (see docs/architecture.md) and what to tell people about them. */
const API_MESSAGES: Record<string, 'badRequest' | 'notFound' | 'serviceTrouble' | 'rateLimited'> = {
  BAD_REQUEST: 'badRequest',
  NOT_FOUND: 'notFound',
  INTERNAL: 'serviceTrouble',
  UNAVAILABLE: 'serviceTrouble',
  RATE_LIMITED: 'rateLimited',
};

/** An error envelope `{ status: 'error', error: { code, message } }` from the service. */
export class ApiError extends WidgetError {
  override name = 'ApiError';
  readonly apiCode: string;
  /** HTTP status, when the error came with one. */
  readonly status: number | undefined;

  constructor(
    apiCode: string,
    serverMessage: string | undefined,
    options: WidgetErrorOptions & { status?: number } = {},
    code: WidgetErrorCode = 'API_ERROR',
    shortMessage?: ShortMessage,
  ) {
    const known = Object.hasOwn(API_MESSAGES, apiCode) ? API_MESSAGES[apiCode] : undefined;
    super(
      code,
      shortMessage ??
        (known
          ? messageRef(apiErrorMessages, known)
          : (options.status ?? 0) >= 500
            ? messageRef(apiErrorMessages, 'serviceTrouble')
            : messageRef(apiErrorMessages, 'apiError', { code: apiCode })),
      {
        details:
          options.details ??
          `${apiCode}${options.status === undefined ? '' : ` (HTTP ${options.status})`}: ${serverMessage ?? 'no message'}`,
        cause: options.cause,
      },
    );
    this.apiCode = apiCode;
    this.status = options.status;
  }
}

/** HTTP 410 or `QUOTE_EXPIRED`: the route can no longer be executed. */
export class QuoteExpiredError extends ApiError {
  override name = 'QuoteExpiredError';
  constructor(serverMessage?: string, options: WidgetErrorOptions & { status?: number } = {}) {
    super(
      'QUOTE_EXPIRED',
      serverMessage,
      { status: 410, ...options },
      'QUOTE_EXPIRED',
      messageRef(apiErrorMessages, 'quoteExpired'),
    );
  }
}

/**
 * Worth retrying automatically: transient network trouble, a 5xx, or a 408 (request timeout) or
 * 425 (too early), which say "the same request later". Never another 4xx: the service refused
 * this request and would refuse it again. Never a 429 either: the request budget waits it out.
 */
export function isRetryableError(error: unknown): boolean {
  if (error instanceof RateLimitError) return false;
  if (error instanceof NetworkError || error instanceof TimeoutError) return true;
  if (error instanceof HttpError || error instanceof ApiError)
    return isRetryableStatus(error.status);
  return false;
}

function isRetryableStatus(status: number | undefined): boolean {
  return status !== undefined && (status >= 500 || status === 408 || status === 425);
}
