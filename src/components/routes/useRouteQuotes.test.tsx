import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, HttpError, NetworkError, RateLimitError } from '../../api/errors';
import type { QuoteRequest } from '../../api/types';
import { loadAddressFormats } from '../../lib/loadAddressFormats';
import { ETH_TO_BASE_USDC, fakeRoutingClient, renderInWidget } from '../../test/renderWidget';
import { RoutesPanel } from './RoutesPanel';
import { ERROR_RETRY_MS, nextRefetchMs } from './useRouteQuotes';

const errorState = (error: unknown) => ({
  status: 'error' as const,
  error,
  dataUpdatedAt: 0,
});

// As on the pages, whose first act loads them for a deep link (`pageStart`).
beforeAll(() => loadAddressFormats());

describe('nextRefetchMs after a failure', () => {
  it('asks again after transient failures: network, timeout-like statuses and 5xx', () => {
    for (const error of [
      new NetworkError(),
      new HttpError(503),
      new HttpError(408),
      new HttpError(425),
      new ApiError('INTERNAL', 'boom', { status: 500 }),
    ]) {
      expect(nextRefetchMs(errorState(error))).toBe(ERROR_RETRY_MS);
    }
  });

  it('waits out a 429', () => {
    expect(nextRefetchMs(errorState(new RateLimitError(30_000)))).toBe(30_000);
  });

  it('never asks again by itself after the service refused the request (4xx)', () => {
    for (const error of [
      new HttpError(400),
      new HttpError(404),
      new ApiError('BAD_REQUEST', 'amount too small', { status: 400 }),
      new ApiError('UNAUTHORIZED', 'unknown key', { status: 401 }),
    ]) {
      expect(nextRefetchMs(errorState(error))).toBe(false);
    }
  });
});

describe('quote requests over a minute after a failure', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** Renders the routes for a deep link whose quotes always fail with `error`. */
  async function requestsInOneMinute(error: Error): Promise<number> {
    const getQuotes = vi.fn(async () => {
      throw error;
    });
    renderInWidget(<RoutesPanel />, {
      client: { ...fakeRoutingClient(), getQuotes },
      config: {
        defaults: ETH_TO_BASE_USDC,
      },
    });
    await screen.findByRole('alert');
    expect(getQuotes).toHaveBeenCalledTimes(1);
    for (let s = 0; s < 60; s++) await act(() => vi.advanceTimersByTimeAsync(1_000));
    return getQuotes.mock.calls.length;
  }

  it('sends a request the API rejects with 400 exactly once, and offers Retry', async () => {
    const count = await requestsInOneMinute(
      new ApiError('BAD_REQUEST', 'bad amount', { status: 400 }),
    );
    expect(count).toBe(1);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('asks again every 10 s after a 503', async () => {
    const count = await requestsInOneMinute(new HttpError(503));
    // The first request, then one every ERROR_RETRY_MS.
    expect(count).toBeGreaterThanOrEqual(6);
    expect(count).toBeLessThanOrEqual(7);
  });
});

describe("the integrator's provider lists", () => {
  it("asks /quotes with them merged into the user's choice, in the query key too", async () => {
    const asked: QuoteRequest[] = [];
    const getQuotes = vi.fn(async (request: QuoteRequest) => {
      asked.push(request);
      return { quotes: [] };
    });
    const { getStore, queryClient } = renderInWidget(<RoutesPanel />, {
      client: { ...fakeRoutingClient(), getQuotes },
      config: {
        defaults: ETH_TO_BASE_USDC,
        providers: { allow: ['orbit', 'arc', 'span'], deny: ['span'] },
      },
    });
    await waitFor(() => expect(asked).toHaveLength(1));
    expect(asked[0]).toMatchObject({ include: ['orbit', 'arc'], exclude: ['span'] });
    // The user's "only galaxy" is outside the allow list and ignored; "only arc" is kept.
    act(() => {
      getStore()
        .getState()
        .actions.updateSettings({
          includeProviders: ['galaxy', 'arc'],
          excludeProviders: ['orbit'],
        });
    });
    await waitFor(() => expect(asked).toHaveLength(2));
    expect(asked[1]).toMatchObject({ include: ['arc'], exclude: ['span', 'orbit'] });
    const keys = queryClient
      .getQueryCache()
      .getAll()
      .map((q) => JSON.stringify(q.queryKey));
    expect(keys.some((k) => k.includes('"include":["arc"]'))).toBe(true);
  });
});
