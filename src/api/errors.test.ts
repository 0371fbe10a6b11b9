import { describe, expect, it } from 'vitest';
import { WidgetError } from '../lib/widgetError';
import { asWidgetError } from './asWidgetError';
import {
  AbortedError,
  ApiError,
  HttpError,
  InvalidResponseError,
  isRetryableError,
  NetworkError,
  QuoteExpiredError,
  RateLimitError,
  TimeoutError,
} from './errors';

describe('error messages', () => {
  it('says what happened in plain words', () => {
    expect(new RateLimitError(11_200).shortMessage).toMatchInlineSnapshot(
      `"The routing service is busy. Try again in 12 s."`,
    );
    expect(new HttpError(503).shortMessage).toMatchInlineSnapshot(
      `"The routing service is having trouble right now (HTTP 503). Try again shortly."`,
    );
    expect(new HttpError(400).shortMessage).toMatchInlineSnapshot(
      `"The routing service refused the request (HTTP 400)."`,
    );
    expect(new NetworkError().shortMessage).toMatchInlineSnapshot(
      `"Could not reach the routing service. Check your connection."`,
    );
    expect(new TimeoutError(20_000).shortMessage).toMatchInlineSnapshot(
      `"The routing service took too long to answer. Try again."`,
    );
    expect(new AbortedError().shortMessage).toMatchInlineSnapshot(`"The request was cancelled."`);
    expect(new QuoteExpiredError().shortMessage).toMatchInlineSnapshot(
      `"This quote has expired. Get a fresh quote to continue."`,
    );
    expect(new ApiError('NOT_FOUND', 'route 1 unknown').shortMessage).toMatchInlineSnapshot(
      `"The routing service does not know this route or step any more. Get a new quote."`,
    );
    expect(new ApiError('WEIRD', undefined).shortMessage).toMatchInlineSnapshot(
      `"The routing service reported an error (WEIRD)."`,
    );
    expect(new ApiError('WEIRD', undefined, { status: 502 }).shortMessage).toMatchInlineSnapshot(
      `"The routing service is having trouble right now. Try again shortly."`,
    );
    expect(new ApiError('INTERNAL', 'db down', { status: 500 }).shortMessage).toMatchInlineSnapshot(
      `"The routing service is having trouble right now. Try again shortly."`,
    );
    expect(new InvalidResponseError('x', 'y').shortMessage).toMatchInlineSnapshot(
      `"The routing service sent an unexpected answer."`,
    );
  });

  it('keeps developer details apart from the message', () => {
    const error = new InvalidResponseError('quotes[0].steps[1].inputAmount', 'Expected an integer');
    expect(error.details).toMatchInlineSnapshot(
      `"quotes[0].steps[1].inputAmount: Expected an integer"`,
    );
    expect(
      new ApiError('BAD_REQUEST', 'slippage must be a number', { status: 400 }).details,
    ).toMatchInlineSnapshot(`"BAD_REQUEST (HTTP 400): slippage must be a number"`);
    expect(new TimeoutError(5000).details).toMatchInlineSnapshot(`"No response within 5000 ms."`);
  });
});

describe('console message', () => {
  it('reads like viem: the short message, then details and the code', () => {
    expect(
      new InvalidResponseError('quotes[0].fee', 'Expected an array').message,
    ).toMatchInlineSnapshot(`
        "The routing service sent an unexpected answer.

        Details: quotes[0].fee: Expected an array
        Code: INVALID_RESPONSE"
      `);
    expect(
      new ApiError('BAD_REQUEST', 'slippage must be a number', { status: 400 }).message,
    ).toMatchInlineSnapshot(`
        "The routing service rejected the request.

        Details: BAD_REQUEST (HTTP 400): slippage must be a number
        Code: API_ERROR"
      `);
  });

  it("falls back to the cause's message, and to no details line", () => {
    expect(
      new NetworkError({ cause: new TypeError('fetch failed') }).message,
    ).toMatchInlineSnapshot(`
        "Could not reach the routing service. Check your connection.

        Details: fetch failed
        Code: NETWORK_ERROR"
      `);
    expect(new AbortedError().message).toMatchInlineSnapshot(`
      "The request was cancelled.

      Code: ABORTED"
    `);
  });

  it('keeps the short message for people', () => {
    const error = new TimeoutError(5000);
    expect(error.shortMessage).toBe('The routing service took too long to answer. Try again.');
    expect(error.message.startsWith(`${error.shortMessage}\n`)).toBe(true);
  });
});

describe('asWidgetError', () => {
  it('keeps a WidgetError and wraps anything else as UNKNOWN', () => {
    const known = new NetworkError();
    expect(asWidgetError(known)).toBe(known);
    const bug = new TypeError('x is undefined');
    const wrapped = asWidgetError(bug);
    expect([wrapped.code, wrapped.shortMessage, wrapped.cause]).toEqual([
      'UNKNOWN',
      'Something went wrong. Try again.',
      bug,
    ]);
    expect(asWidgetError('boom').details).toBe('boom');
  });
});

describe('WidgetError', () => {
  it('has a closed code, a name and instanceof along the hierarchy', () => {
    const error = new RateLimitError(1000);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toBeInstanceOf(WidgetError);
    expect(error).toBeInstanceOf(Error);
    expect([error.code, error.name, error.status, error.retryAfterMs]).toEqual([
      'RATE_LIMITED',
      'RateLimitError',
      429,
      1000,
    ]);
    const expired = new QuoteExpiredError('gone');
    expect(expired).toBeInstanceOf(ApiError);
    expect([expired.code, expired.apiCode, expired.status]).toEqual([
      'QUOTE_EXPIRED',
      'QUOTE_EXPIRED',
      410,
    ]);
  });

  it('walks the cause chain', () => {
    const root = new TypeError('fetch failed');
    const middle = new NetworkError({ cause: root });
    const top = new WidgetError('UNKNOWN', 'Something went wrong.', { cause: middle });
    expect(top.walk()).toBe(root);
    expect(top.walk((e) => e instanceof NetworkError)).toBe(middle);
    expect(top.walk((e) => e instanceof RangeError)).toBeNull();
    expect(new AbortedError().walk()).toBeInstanceOf(AbortedError);
  });
});

describe('isRetryableError', () => {
  it('retries transient trouble only, never 4xx or 429', () => {
    expect(isRetryableError(new NetworkError())).toBe(true);
    expect(isRetryableError(new TimeoutError(1))).toBe(true);
    expect(isRetryableError(new HttpError(502))).toBe(true);
    expect(isRetryableError(new ApiError('INTERNAL', 'x', { status: 500 }))).toBe(true);
    expect(isRetryableError(new HttpError(404))).toBe(false);
    expect(isRetryableError(new RateLimitError(1000))).toBe(false);
    expect(isRetryableError(new ApiError('BAD_REQUEST', 'x', { status: 400 }))).toBe(false);
    expect(isRetryableError(new QuoteExpiredError())).toBe(false);
    expect(isRetryableError(new InvalidResponseError('x', 'y'))).toBe(false);
    expect(isRetryableError(new AbortedError())).toBe(false);
    expect(isRetryableError(new Error('plain'))).toBe(false);
  });
});
