import { describe, expect, it } from 'vitest';
import {
  ApiError,
  HttpError,
  InvalidResponseError,
  NetworkError,
  QuoteExpiredError,
  RateLimitError,
  TimeoutError,
} from '../../api/errors';
import { WidgetError } from '../../lib/widgetError';
import { describeError } from './describeError';

describe('describeError', () => {
  it("classifies by code and says the error's own short message", () => {
    expect(describeError(new NetworkError())).toEqual({
      kind: 'network',
      message: 'Could not reach the routing service. Check your connection.',
      canRetry: true,
    });
    expect(describeError(new TimeoutError(20_000))).toEqual({
      kind: 'network',
      message: 'The routing service took too long to answer. Try again.',
      canRetry: true,
    });
    expect(describeError(new InvalidResponseError('quotes', 'expected array'))).toMatchObject({
      kind: 'invalid-response',
      message: 'The routing service sent an unexpected answer.',
    });
    expect(
      describeError(new WidgetError('UNTRUSTED_RESPONSE', 'This route is not what was asked.')),
    ).toMatchObject({ kind: 'invalid-response', message: 'This route is not what was asked.' });
  });

  it('tells server trouble (5xx) from a refusal', () => {
    expect(describeError(new HttpError(503))).toMatchObject({
      kind: 'unavailable',
      message: 'The routing service is having trouble right now (HTTP 503). Try again shortly.',
    });
    expect(describeError(new ApiError('INTERNAL', 'db down', { status: 500 }))).toMatchObject({
      kind: 'unavailable',
      message: 'The routing service is having trouble right now. Try again shortly.',
    });
    expect(describeError(new HttpError(404))).toMatchObject({
      kind: 'other',
      message: 'The routing service refused the request (HTTP 404).',
    });
    expect(describeError(new QuoteExpiredError())).toMatchObject({ kind: 'other' });
  });

  it('waits out a 429 without a Retry button', () => {
    expect(describeError(new RateLimitError(2500))).toEqual({
      kind: 'rate-limited',
      message: 'The routing service is busy. Try again in 3 s.',
      canRetry: false,
      retryAfterMs: 2500,
    });
  });

  it('says something plain for anything that is not a WidgetError', () => {
    expect(describeError(new TypeError('x is undefined'))).toEqual({
      kind: 'other',
      message: 'Something went wrong. Try again.',
      canRetry: true,
    });
  });
});
