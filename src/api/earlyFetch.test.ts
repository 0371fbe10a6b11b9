import { describe, expect, it, vi } from 'vitest';
import { createRoutingClient } from './client';
import { createEarlyFetch } from './earlyFetch';
import { startEarlyQuotes } from './earlyQuotes';
import type { QuoteRequest } from './types';

const BASE = 'https://api.test/v1';
const REQUEST: QuoteRequest = {
  fromChainId: '1',
  fromAssetAddress: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
  toChainId: '8453',
  toAssetAddress: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913',
  amount: { inputAmountDisplay: '100' },
  userWalletAddress: '0x000000000000000000000000000000000000dEaD',
  slippageBps: 50,
};

function network() {
  const calls: string[] = [];
  const base = vi.fn(async (input: RequestInfo | URL) => {
    calls.push(String(input));
    return Response.json({ status: 'success', data: { quotes: [] } });
  }) as unknown as typeof fetch;
  return { base, calls };
}

describe('early fetch', () => {
  it("hands the early /quotes to the widget's client asking for the same request: one request", async () => {
    const { base, calls } = network();
    const early = createEarlyFetch(base);
    const config = { baseUrl: BASE, apiKey: 'key-1' };
    startEarlyQuotes(early, config, REQUEST);
    expect(calls).toHaveLength(1);
    const client = createRoutingClient({ ...config, fetch: early.fetch });
    await expect(client.getQuotes(REQUEST)).resolves.toEqual({ quotes: [] });
    expect(calls).toHaveLength(1);
    // Handed out once: the next identical request goes to the network.
    await client.getQuotes(REQUEST);
    expect(calls).toHaveLength(2);
  });

  it('never hands it to another request, another key, or after it went stale', async () => {
    const { base, calls } = network();
    let clock = 0;
    const early = createEarlyFetch(base, { maxAgeMs: 1_000, now: () => clock });
    startEarlyQuotes(early, { baseUrl: BASE, apiKey: 'key-1' }, REQUEST);
    const other = createRoutingClient({ baseUrl: BASE, apiKey: 'key-2', fetch: early.fetch });
    await other.getQuotes(REQUEST);
    const same = createRoutingClient({ baseUrl: BASE, apiKey: 'key-1', fetch: early.fetch });
    await same.getQuotes({ ...REQUEST, slippageBps: 100 });
    expect(calls).toHaveLength(3);
    clock = 1_001;
    await same.getQuotes(REQUEST);
    expect(calls).toHaveLength(4);
  });

  it('a failed early request is not an unhandled rejection, and the widget asks again', async () => {
    let first = true;
    const base = vi.fn(async () => {
      if (first) {
        first = false;
        throw new TypeError('offline');
      }
      return Response.json({ status: 'success', data: { quotes: [] } });
    }) as unknown as typeof fetch;
    const early = createEarlyFetch(base);
    startEarlyQuotes(early, { baseUrl: BASE }, REQUEST);
    const client = createRoutingClient({ baseUrl: BASE, fetch: early.fetch });
    // The early failure is the widget's first answer (a network error it retries as usual).
    await expect(client.getQuotes(REQUEST)).rejects.toMatchObject({ name: 'NetworkError' });
    await expect(client.getQuotes(REQUEST)).resolves.toEqual({ quotes: [] });
  });
});
