import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { RoutingClient } from '../api/client';
import { ApiError, HttpError } from '../api/errors';
import { RequestBudget } from '../api/requestBudget';
import type { Chain, QuoteRequest, QuotesResult, StatusResult } from '../api/types';
import { useChains } from './chains';
import { RoutingClientProvider, useRoutingClient } from './context';
import { queryKeyHashFn } from './keys';
import { useQuotes } from './quotes';
import { useStatus } from './status';

const chain: Chain = {
  chainId: '31337',
  symbol: 'ETH',
  name: 'Sandbox Ethereum',
  networkType: 'evm',
  image: '',
  isPopular: true,
  isEnabled: true,
  explorer: { token: '', txn: '' },
  rpcUrls: [],
  tokenCount: 1,
};

function fakeClient(overrides: Partial<RoutingClient>): RoutingClient {
  const fail = () => Promise.reject(new Error('not expected'));
  return {
    baseUrl: 'http://test/v1',
    budget: RequestBudget.forApiKey(undefined),
    getQuotes: fail,
    createTx: fail,
    getNextTx: fail,
    getStatus: fail,
    quickSwap: fail,
    submitSignature: fail,
    getTokens: fail,
    getChains: fail,
    ...overrides,
  };
}

function setup(client: RoutingClient, scope = 'w1', queryClient = new QueryClient()) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <RoutingClientProvider client={client} scope={scope}>
        {children}
      </RoutingClientProvider>
    </QueryClientProvider>
  );
  return { wrapper, queryClient };
}

const req = (amount: bigint): QuoteRequest => ({
  fromChainId: '31337',
  fromAssetAddress: '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
  toChainId: '31338',
  toAssetAddress: '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
  amount: { inputAmount: amount },
  userWalletAddress: '0x17e7c3DD600529F34eFA1310f00996709FfA8d5c',
});

describe('useQuotes', () => {
  it('passes the abort signal and cancels the stale request when inputs change', async () => {
    const signals: AbortSignal[] = [];
    const getQuotes = vi.fn((_req: QuoteRequest, opts?: { signal?: AbortSignal }) => {
      if (opts?.signal) signals.push(opts.signal);
      return new Promise<QuotesResult>((resolve) => setTimeout(() => resolve({ quotes: [] }), 50));
    });
    const { wrapper } = setup(fakeClient({ getQuotes }));
    const { result, rerender } = renderHook(({ r }) => useQuotes(r), {
      wrapper,
      initialProps: { r: req(1n) },
    });
    rerender({ r: req(2n) });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(getQuotes).toHaveBeenCalledTimes(2);
    expect(signals[0]?.aborted).toBe(true);
    expect(signals[1]?.aborted).toBe(false);
  });

  it('stays idle without a request and never retries', async () => {
    const getQuotes = vi.fn(() => Promise.reject(new HttpError(503)));
    const { wrapper } = setup(fakeClient({ getQuotes }));
    const idle = renderHook(() => useQuotes(undefined), { wrapper });
    expect(idle.result.current.fetchStatus).toBe('idle');
    const { result } = renderHook(() => useQuotes(req(1n)), { wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(getQuotes).toHaveBeenCalledTimes(1);
    expect(result.current.error?.shortMessage).toContain('HTTP 503');
  });
});

describe('scopes', () => {
  it('keep two widgets on one QueryClient apart', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { queryKeyHashFn } } });
    const a = setup(fakeClient({ getChains: async () => [chain] }), 'a', queryClient);
    const b = setup(fakeClient({ getChains: async () => [] }), 'b', queryClient);
    const ra = renderHook(() => useChains(), { wrapper: a.wrapper });
    const rb = renderHook(() => useChains(), { wrapper: b.wrapper });
    await waitFor(() =>
      expect(ra.result.current.isSuccess && rb.result.current.isSuccess).toBe(true),
    );
    expect(ra.result.current.data).toHaveLength(1);
    expect(rb.result.current.data).toHaveLength(0);
  });
});

describe('meta retry', () => {
  it('retries a 5xx but not a 4xx', async () => {
    const flaky = vi
      .fn<RoutingClient['getChains']>()
      .mockRejectedValueOnce(new ApiError('INTERNAL', 'x', { status: 500 }))
      .mockResolvedValue([chain]);
    const ok = renderHook(() => useChains(), {
      wrapper: setup(fakeClient({ getChains: flaky })).wrapper,
    });
    await waitFor(() => expect(ok.result.current.isSuccess).toBe(true));
    expect(flaky).toHaveBeenCalledTimes(2);

    const bad = vi.fn<RoutingClient['getChains']>().mockRejectedValue(new HttpError(404));
    const failed = renderHook(() => useChains(), {
      wrapper: setup(fakeClient({ getChains: bad })).wrapper,
    });
    await waitFor(() => expect(failed.result.current.isError).toBe(true));
    expect(bad).toHaveBeenCalledTimes(1);
  });
});

describe('useStatus', () => {
  it('polls until a terminal status', async () => {
    const states: StatusResult['status'][] = ['in-progress', 'partial-success'];
    const getStatus = vi.fn(async () => ({
      routeId: 'r',
      stepId: 's',
      status: states.shift() ?? 'failed',
      warnings: [],
    }));
    const { wrapper } = setup(fakeClient({ getStatus }));
    const { result } = renderHook(
      () => useStatus({ routeId: 'r', stepId: 's' }, { pollIntervalMs: 10 }),
      {
        wrapper,
      },
    );
    await waitFor(() => expect(result.current.data?.status).toBe('partial-success'));
    await new Promise((r) => setTimeout(r, 60));
    expect(getStatus).toHaveBeenCalledTimes(2);
  });
});

describe('useRoutingClient', () => {
  it('explains a missing provider', () => {
    expect(() => renderHook(() => useRoutingClient())).toThrow(/RoutingClientProvider/);
  });
});
