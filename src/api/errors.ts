/**
 * The routing API's errors, on the widget's error base (`lib/widgetError.ts`): HTTP, network,
 * timeout, abort, a body that is not what the schema says, and the service's own error envelope.
 * `client.ts` and the parsers map what fetch and the service give them into these, once. Their
 * short messages are catalogue entries (`src/i18n/en/apiErrors.ts`).
 */
import { apiErrorMessages } from '../i18n/en/apiErrors';
import { type MessageRef, messageRef } from '../lib/messageRef';
import {
  type ShortMessage,
  WidgetError,
  type WidgetErrorCode,
  type WidgetErrorOptions,
} from '../lib/widgetError';

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
