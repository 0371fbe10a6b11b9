import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WidgetError } from '../lib/widgetError';
import { loadTxnPayloadReaders } from '../networks/loadTxnPayloadReaders';
import { dig, fixtureJson, fixtureText } from './__fixtures__/load';
import { quickSwapBody, quickSwapRequest } from './__fixtures__/quickSwapBody';
import { sampleQuoteRequest } from './__fixtures__/sampleQuoteRequest';
import { createRoutingClient, type RoutingClientConfig } from './client';
import {
  AbortedError,
  ApiError,
  HttpError,
  InvalidResponseError,
  NetworkError,
  QuoteExpiredError,
  RateLimitError,
  TimeoutError,
} from './errors';
import type { QuoteRequest } from './types';

type Handler = (url: URL, init: RequestInit) => Response | Promise<Response>;
interface Call {
  url: URL;
  init: RequestInit;
}

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
const success = (data: unknown) => json({ status: 'success', data });

/** A fetch that records calls and answers from `handler`, honouring the abort signal. */
function fakeFetch(handler: Handler) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input));
    calls.push({ url, init });
    if (init.signal?.aborted) throw new DOMException('aborted', 'AbortError');
    return await handler(url, init);
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

/** Never answers; rejects like a real fetch when aborted. */
const hang: Handler = (_url, init) =>
  new Promise((_resolve, reject) => {
    init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
  });

function client(handler: Handler, config: Partial<RoutingClientConfig> = {}) {
  const fake = fakeFetch(handler);
  const api = createRoutingClient(
    {
      baseUrl: 'https://api.test/v1/',
      fetch: fake.fetch,
      ...config,
    },
    loadTxnPayloadReaders,
  );
  return { api, calls: fake.calls };
}

const quoteRequest: QuoteRequest = sampleQuoteRequest;

const quotesFixture = () => fixtureJson('service-docs__quotes__eth1-to-sol-usdc__mayan-dln.json');

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a rejection');
}

describe('createRoutingClient: endpoints', () => {
  it('getQuotes: URL, flat options, headers, parsed result', async () => {
    const { api, calls } = client(() => json(quotesFixture()), {
      apiKey: 'key-1',
      integratorId: 'acme',
    });
    const result = await api.getQuotes(quoteRequest);
    expect(result.quotes[0]?.minOutputAmount).toBe(1459098923n);
    const call = calls[0];
    expect(`${call?.url.origin}${call?.url.pathname}`).toBe('https://api.test/v1/quotes');
    expect(call?.url.search).toBe(
      '?fromChainId=1&fromAssetAddress=0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee&toChainId=sol&toAssetAddress=EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v&inputAmount=420000000000000000&userWalletAddress=0x17e7c3DD600529F34eFA1310f00996709FfA8d5c&recipient=7zSa114U45nJ8b8ALsuhszS2Kxto8grgedh65Q7xJYii&slippage=50&solanaPriorityFee=high&solanaBundleTip=5000',
    );
    expect(call?.init.method).toBe('GET');
    expect(call?.init.headers).toEqual({
      accept: 'application/json',
      'x-api-key': 'key-1',
      'x-integrator-id': 'acme',
    });
    expect(api.budget.limit).toBe(200);
  });

  it('getQuotes with json options encoding, and no key headers without a key', async () => {
    const { api, calls } = client(() => json(quotesFixture()), { optionsEncoding: 'json' });
    await api.getQuotes(quoteRequest);
    expect(calls[0]?.url.searchParams.get('solanaOptions')).toBe(
      '{"solanaPriorityFee":"high","solanaBundleTip":5000}',
    );
    expect(calls[0]?.url.searchParams.has('solanaPriorityFee')).toBe(false);
    expect(calls[0]?.init.headers).toEqual({ accept: 'application/json' });
    expect(api.budget.limit).toBe(20);
  });

  it('createTx, getNextTx, getStatus, getTokens, getChains: paths and query strings', async () => {
    const bodies: Record<string, unknown> = {
      '/v1/createTx': fixtureJson(
        'service-docs__createTx__polygon-usdc-approval-plus-dln-bridge.json',
      ),
      '/v1/nextTx': fixtureJson('service-docs__nextTx__evm-erc20-approval.json'),
      '/v1/status': fixtureJson('service-docs__status__success.json'),
      '/v1/tokens': { status: 'success', data: { sol: [] } },
      '/v1/chains': { status: 'success', data: [] },
    };
    const { api, calls } = client((url) => json(bodies[url.pathname]));
    expect((await api.createTx({ routeId: 'R1' })).steps).toHaveLength(2);
    expect((await api.getNextTx({ routeId: 'R1', stepId: 'S1' })).txnData?.txnEvm?.gasLimit).toBe(
      56167n,
    );
    expect((await api.getStatus({ routeId: 'R1', stepId: 'S1', txnHash: '0xabc' })).status).toBe(
      'success',
    );
    await api.getStatus({ routeId: 'R1', stepId: 'S2' });
    expect(await api.getTokens({ chainId: 'sol' })).toEqual({ sol: [] });
    await api.getTokens();
    expect(await api.getChains()).toEqual([]);
    expect(calls.map((c) => c.url.pathname + c.url.search)).toEqual([
      '/v1/createTx?routeId=R1',
      '/v1/nextTx?routeId=R1&stepId=S1',
      '/v1/status?routeId=R1&stepId=S1&txnHash=0xabc',
      '/v1/status?routeId=R1&stepId=S2',
      '/v1/tokens?chainId=sol',
      '/v1/tokens',
      '/v1/chains',
    ]);
  });

  it('submitSignature posts JSON', async () => {
    const { api, calls } = client(() =>
      json(fixtureJson('service-docs__submit__response-in-progress.json')),
    );
    const result = await api.submitSignature({ routeId: 'R', stepId: 'S', signedTxn: '0xsig' });
    expect(result.status).toBe('in-progress');
    expect(calls[0]?.init.method).toBe('POST');
    expect(calls[0]?.url.pathname).toBe('/v1/submit');
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({
      routeId: 'R',
      stepId: 'S',
      signedTxn: '0xsig',
    });
    expect(calls[0]?.init.headers).toMatchObject({ 'content-type': 'application/json' });
  });
});

describe('createRoutingClient: quickSwap', () => {
  it('sends the quote query to /quick-swap and answers the checked route with its transactions', async () => {
    const { api, calls } = client(() => json(quickSwapBody()), { apiKey: 'key-1' });
    const result = await api.quickSwap(quickSwapRequest);
    expect(result.route?.steps.map((s) => s.stepType)).toEqual(['approval', 'swap']);
    expect(result.txns.map((t) => t.stepId)).toEqual(result.route?.steps.map((s) => s.stepId));
    const call = calls[0];
    expect(`${call?.url.origin}${call?.url.pathname}`).toBe('https://api.test/v1/quick-swap');
    expect(call?.url.search).toBe(
      '?fromChainId=137&fromAssetAddress=0x3c499c542cef5e3811e1192ce70d8cc03d5c3359&toChainId=137&toAssetAddress=0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee&inputAmount=1000000000&userWalletAddress=0x17e7c3DD600529F34eFA1310f00996709FfA8d5c',
    );
    expect(call?.init).toMatchObject({
      method: 'GET',
      headers: { accept: 'application/json', 'x-api-key': 'key-1' },
    });
  });

  it('answers no route with the reason, inside a success envelope', async () => {
    const { api } = client(() =>
      json(fixtureJson('service-docs__quick-swap__error-no-routes.json')),
    );
    expect(await api.quickSwap(quickSwapRequest)).toEqual({
      route: null,
      txns: [],
      error: 'No routes found',
    });
  });

  it('refuses a route for another request and transactions for another route', async () => {
    const bodies = [quickSwapBody(), quickSwapBody()];
    dig(bodies[0], 'data', 'route').inputAmount = '999999999';
    (bodies[1]!.data.txn as unknown[]).pop();
    const { api } = client(() => json(bodies.shift()));
    const other = (await rejection(api.quickSwap(quickSwapRequest))) as WidgetError;
    expect([other.name, other.code]).toEqual(['NoMatchingRouteError', 'UNTRUSTED_RESPONSE']);
    const short = (await rejection(api.quickSwap(quickSwapRequest))) as WidgetError;
    expect([short.name, short.code]).toEqual(['TxnsMismatchError', 'UNTRUSTED_RESPONSE']);
  });

  it('maps an error envelope and a body that is not JSON to typed errors', async () => {
    const responses = [
      json({ status: 'error', error: { code: 'BAD_REQUEST', message: 'toChainId: …' } }, 400),
      new Response('{"status":"success","data":{"route":', { status: 200 }),
    ];
    const { api } = client(() => responses.shift() ?? new Response('', { status: 599 }));
    const bad = (await rejection(api.quickSwap(quickSwapRequest))) as ApiError;
    expect([bad.constructor, bad.apiCode, bad.status]).toEqual([ApiError, 'BAD_REQUEST', 400]);
    expect(await rejection(api.quickSwap(quickSwapRequest))).toBeInstanceOf(InvalidResponseError);
  });
});

describe('createRoutingClient: failures', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('aborting in flight gives AbortedError', async () => {
    const { api } = client(hang);
    const controller = new AbortController();
    const pending = rejection(api.getQuotes(quoteRequest, { signal: controller.signal }));
    await vi.advanceTimersByTimeAsync(0);
    controller.abort();
    expect(await pending).toBeInstanceOf(AbortedError);
  });

  it('times out with TimeoutError', async () => {
    const { api } = client(hang, { timeoutMs: 5000 });
    const pending = rejection(api.getChains());
    await vi.advanceTimersByTimeAsync(5000);
    const error = await pending;
    expect(error).toBeInstanceOf(TimeoutError);
    expect((error as TimeoutError).timeoutMs).toBe(5000);
  });

  it('maps a failed fetch to NetworkError, keeping the cause', async () => {
    const { api } = client(() => {
      throw new TypeError('fetch failed');
    });
    const error = (await rejection(api.getChains())) as NetworkError;
    expect(error).toBeInstanceOf(NetworkError);
    expect(error.walk()).toBeInstanceOf(TypeError);
    expect(error.details).toMatchInlineSnapshot(
      `"GET https://api.test/v1/chains failed: fetch failed"`,
    );
  });

  it('fails /nextTx as a network error when the payload readers do not load, nothing read', async () => {
    const txnData = { networkType: 'sol', txnSol: { data: 'AQ' } };
    const { fetch, calls } = fakeFetch(() => success({ routeId: 'r', stepId: 's', txnData }));
    const unreachable = () => Promise.reject(new TypeError('readers unreachable'));
    const api = createRoutingClient({ baseUrl: 'https://api.test/v1', fetch }, unreachable);
    const error = (await rejection(api.getNextTx({ routeId: 'r', stepId: 's' }))) as NetworkError;
    expect(error).toBeInstanceOf(NetworkError);
    expect(error.details).toBe('The response parser did not load: readers unreachable');
    expect(calls).toHaveLength(1);
  });

  it('maps 500 with an envelope to ApiError, 502 HTML to HttpError, 410 to QuoteExpiredError', async () => {
    const responses = [
      json({ status: 'error', error: { code: 'INTERNAL', message: 'db down' } }, 500),
      new Response('<html>Bad Gateway</html>', { status: 502 }),
      json({ status: 'error', error: { code: 'QUOTE_EXPIRED', message: 'too late' } }, 410),
      new Response('', { status: 410 }),
      json({ status: 'error', error: { code: 'BAD_REQUEST', message: 'slippage' } }, 400),
    ];
    const { api } = client(() => responses.shift() ?? new Response('', { status: 599 }));
    const internal = (await rejection(api.getChains())) as ApiError;
    expect([internal.constructor, internal.apiCode, internal.status]).toEqual([
      ApiError,
      'INTERNAL',
      500,
    ]);
    const gateway = (await rejection(api.getChains())) as HttpError;
    expect([gateway.constructor, gateway.status]).toEqual([HttpError, 502]);
    expect(await rejection(api.createTx({ routeId: 'R' }))).toBeInstanceOf(QuoteExpiredError);
    expect(await rejection(api.createTx({ routeId: 'R' }))).toBeInstanceOf(QuoteExpiredError);
    const bad = (await rejection(api.getQuotes(quoteRequest))) as ApiError;
    expect([bad.apiCode, bad.status, bad.code]).toEqual(['BAD_REQUEST', 400, 'API_ERROR']);
  });

  it('rejects malformed JSON with InvalidResponseError', async () => {
    const { api } = client(() => new Response('{"status":"success","data":', { status: 200 }));
    expect(await rejection(api.getChains())).toBeInstanceOf(InvalidResponseError);
    const html = client(() => new Response(fixtureText('service-sdkdocs__chains__response.jsonc')));
    expect(await rejection(html.api.getChains())).toBeInstanceOf(InvalidResponseError);
  });
});

describe('createRoutingClient: rate limits', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(5_000_000);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('honours Retry-After: pauses, then retries an idempotent GET once', async () => {
    const responses = [
      json({ status: 'error', error: { code: 'RATE_LIMITED' } }, 429, { 'retry-after': '12' }),
      json(fixtureJson('service-docs__status__success.json')),
    ];
    const { api, calls } = client(() => responses.shift() ?? new Response('', { status: 599 }));
    const result = api.getStatus({ routeId: 'R', stepId: 'S' });
    await vi.advanceTimersByTimeAsync(11_999);
    expect(calls).toHaveLength(1);
    expect(api.budget.pausedForMs).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect((await result).status).toBe('success');
    expect(calls).toHaveLength(2);
  });

  it('gives up after one retry instead of storming', async () => {
    const { api, calls } = client(() => json({}, 429, { 'retry-after': '3' }));
    const pending = rejection(api.getChains());
    await vi.advanceTimersByTimeAsync(10_000);
    const error = (await pending) as RateLimitError;
    expect(error).toBeInstanceOf(RateLimitError);
    expect(error.shortMessage).toMatchInlineSnapshot(
      `"The routing service is busy. Try again in 3 s."`,
    );
    expect(calls).toHaveLength(2);
  });

  it('never retries a quick swap on 429: each call makes a new route', async () => {
    const { api, calls } = client(() => json({}, 429, { 'retry-after': '2' }));
    const error = (await rejection(api.quickSwap(quickSwapRequest))) as RateLimitError;
    expect([error.constructor, error.retryAfterMs]).toEqual([RateLimitError, 2_000]);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls).toHaveLength(1);
  });

  it('never retries quotes or submissions on 429, and holds other requests meanwhile', async () => {
    const { api, calls } = client((url) =>
      url.pathname.endsWith('/chains') ? success([]) : json({}, 429),
    );
    const quote = (await rejection(api.getQuotes(quoteRequest))) as RateLimitError;
    expect(quote.retryAfterMs).toBe(20_000);
    expect(calls).toHaveLength(1);
    const chains = api.getChains();
    await vi.advanceTimersByTimeAsync(19_999);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(await chains).toEqual([]);
    expect(
      await rejection(api.submitSignature({ routeId: 'R', stepId: 'S', signedTxn: 'x' })),
    ).toBeInstanceOf(RateLimitError);
    expect(calls).toHaveLength(3);
  });

  it('queues the 21st request of a minute without a key', async () => {
    const { api, calls } = client(() => success([]));
    const all = Array.from({ length: 21 }, () => api.getChains());
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(20);
    await vi.advanceTimersByTimeAsync(60_250);
    expect(calls).toHaveLength(21);
    await Promise.all(all);
  });

  it('lets an aborted queued request leave without spending budget', async () => {
    const { api, calls } = client(() => success([]));
    for (let i = 0; i < 20; i++) void api.getChains();
    const controller = new AbortController();
    const queued = rejection(api.getQuotes(quoteRequest, { signal: controller.signal }));
    await vi.advanceTimersByTimeAsync(0);
    controller.abort();
    expect(await queued).toBeInstanceOf(AbortedError);
    expect(api.budget.pending).toBe(0);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(calls).toHaveLength(20);
  });
});
