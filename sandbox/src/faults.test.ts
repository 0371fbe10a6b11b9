import { describe, expect, it } from 'vitest';
import { setupSandbox } from './testing/harness';

const api = setupSandbox({
  faults: {
    latencyMs: 0,
    errorRate: 0,
    malformedRate: 0,
    endpoints: null,
    status: null,
    nextRequests: { tokens: [503] },
    tamperNextTx: [],
    longLiteRoutes: [],
    destinationSwap: null,
    solver: null,
    holdMining: null,
    worseQuotesBps: 0,
    quotesWithoutUsd: false,
    cosmosPoolSkim: false,
    statusChannel: null,
  },
});
const put = (body: unknown) =>
  api.request('PUT', '/__sandbox/faults', { body: JSON.stringify(body) });

describe('fault injection', () => {
  it('starts with the configured faults', async () => {
    const answer = await api.get('/tokens');
    expect(answer.status).toBe(503);
    expect(answer.body).toEqual({
      status: 'error',
      error: { code: 'UNAVAILABLE', message: 'Injected fault: HTTP 503' },
    });
    expect((await api.get('/tokens')).status).toBe(200);
  });

  it('answers queued requests in order: 500, malformed, 429, then normally', async () => {
    const set = await put({ nextRequests: { chains: [500, 'malformed', 429] } });
    expect(set.body).toMatchObject({ nextRequests: { chains: [500, 'malformed', 429] } });
    const a = await api.get('/chains');
    expect(a.status).toBe(500);
    expect(a.body.error.code).toBe('INTERNAL');
    const b = await api.get('/chains');
    expect(b.status).toBe(200);
    expect(() => JSON.parse(b.text)).toThrow();
    const c = await api.get('/chains');
    expect(c.status).toBe(429);
    expect(c.headers.get('retry-after')).toBe('1');
    expect(c.body.error.code).toBe('RATE_LIMITED');
    expect((await api.get('/chains')).status).toBe(200);
    expect((await api.request('GET', '/__sandbox/faults')).body).toMatchObject({
      nextRequests: { chains: [] },
    });
  });

  it('answers a queued 429 with the wait it names', async () => {
    await put({ nextRequests: { quotes: [{ status: 429, retryAfterSeconds: 7 }] } });
    const limited = await api.get('/chains');
    expect(limited.status).toBe(200);
    const quotes = await api.get('/quotes?fromChain=31337');
    expect(quotes.status).toBe(429);
    expect(quotes.headers.get('retry-after')).toBe('7');
    expect(quotes.body.error.code).toBe('RATE_LIMITED');
  });

  it('can drop the connection', async () => {
    await put({ nextRequests: { chains: ['drop'] } });
    await expect(fetch(`${api.sandbox.baseUrl}/chains`)).rejects.toThrow();
    expect((await api.get('/chains')).status).toBe(200);
  });

  it('applies rates and latency only to the chosen endpoints', async () => {
    await put({ errorRate: 1, latencyMs: 120, endpoints: ['chains'] });
    const start = performance.now();
    expect((await api.get('/chains')).status).toBe(500);
    expect(performance.now() - start).toBeGreaterThanOrEqual(110);
    expect((await api.get('/tokens')).status).toBe(200);
    expect((await api.request('GET', '/__sandbox/health')).status).toBe(200);
    await put({ malformedRate: 1 });
    const malformed = await api.get('/tokens');
    expect(malformed.status).toBe(200);
    expect(malformed.body).toBeUndefined();
    await api.request('DELETE', '/__sandbox/faults');
    expect((await api.get('/tokens')).status).toBe(200);
  });

  it('rejects a bad configuration with 400 naming the field', async () => {
    const cases: Array<[unknown, RegExp]> = [
      [{ errorRate: 2 }, /^errorRate/],
      [{ endpoints: ['nope'] }, /^endpoints/],
      [{ status: 'weird' }, /^status/],
      [{ destinationSwap: 'slow' }, /^destinationSwap: must be "fail" or null/],
      [{ nextRequests: { quotes: ['slow'] } }, /^nextRequests\.quotes/],
      [{ nextRequests: { quotes: [{ status: 429, retryAfterSeconds: 61 }] } }, /^nextRequests/],
      [{ nextRequests: { quotes: [{ status: 500, retryAfterSeconds: 5 }] } }, /^nextRequests/],
      [{ surprise: true }, /^surprise: unknown field/],
      // Only the lite providers route lite payloads.
      [{ longLiteRoutes: ['dunes'] }, /^longLiteRoutes: must be an array of galaxy, okapi/],
      [[], /^faults/],
      [{ holdMining: '31337' }, /^holdMining: must be \{ "chainId"/],
      [{ holdMining: { chainId: 31337 } }, /^holdMining: must be/],
      [{ holdMining: { chainId: '31337', blocks: 2 } }, /^holdMining: must be/],
      [{ worseQuotesBps: 10_000 }, /^worseQuotesBps: must be an integer from 0 to 9999/],
      [{ quotesWithoutUsd: 'yes' }, /^quotesWithoutUsd: must be a boolean/],
      [{ cosmosPoolSkim: 1 }, /^cosmosPoolSkim: must be a boolean/],
      // Well-formed, but this sandbox runs no chains (miningFault.test.ts holds a real one).
      [{ holdMining: { chainId: '31337' } }, /^holdMining: needs the local chains/],
    ];
    for (const [body, message] of cases) {
      const answer = await put(body);
      expect(answer.status).toBe(400);
      expect(answer.body.error.message).toMatch(message);
    }
    const notJson = await api.request('PUT', '/__sandbox/faults', { body: '{' });
    expect(notJson.body.error.message).toBe('body: not valid JSON');
  });
});
