import { afterPaint } from '../lib/afterPaint';
import { trimTrailing } from '../lib/trimTrailing';
import {
  AbortedError,
  ApiError,
  HttpError,
  NetworkError,
  QuoteExpiredError,
  RateLimitError,
  TimeoutError,
} from './errors';
import type { QuickSwapResult } from './parse/parseQuickSwapResponse';
import type { TxnPayloadReaders } from './parse/txnPayloadReader';
import type { OptionsEncoding } from './queryEncoding';
import { RequestBudget } from './requestBudget';
import { ResponseTooLargeError, readBodyText } from './responseLimits';
import { retryAfterMs } from './retryAfter';
import type {
  Chain,
  CreateTxResult,
  NextTxResult,
  QuoteRequest,
  QuotesResult,
  RequestPriority,
  StatusResult,
  TokensByChain,
} from './types';

/** Plain JSON apart from `fetch`, so it can come from a host page or an iframe message. */
export interface RoutingClientConfig {
  /** Ends with the version segment, e.g. `https://api.example.com/v1`. */
  baseUrl: string;
  /** Sent as `x-api-key`; raises the budget from 20 to 200 requests a minute. */
  apiKey?: string;
  /** Sent as `x-integrator-id`. */
  integratorId?: string;
  /** How nested quote options travel; `flat` by default (see `queryEncoding.ts`). */
  optionsEncoding?: OptionsEncoding;
  fetch?: typeof fetch;
  /** Per attempt, not counting time queued in the budget. Default 20 s. */
  timeoutMs?: number;
  /**
   * The service's real-time status channel (`ws(s)://…`), for an integrator given access: steps
   * are followed over it, and `/status` is polled without it or when it fails.
   */
  statusChannelUrl?: string;
}

export interface RequestOptions {
  signal?: AbortSignal;
  /** Overrides the endpoint's default queue priority. */
  priority?: RequestPriority;
}

export interface StatusParams {
  routeId: string;
  stepId: string;
  /** Omitted for signature steps, which are polled without a hash. */
  txnHash?: string;
}

export interface SubmitSignatureParams {
  routeId: string;
  stepId: string;
  signedTxn: string;
}

export interface RoutingClient {
  readonly baseUrl: string;
  /** This client's own request budget (one per client, never shared). */
  readonly budget: RequestBudget;
  /** Where steps are followed in real time, with the key to subscribe; absent: polling. */
  readonly statusChannel?: { url: string; apiKey: string | undefined } | undefined;
  getQuotes(req: QuoteRequest, options?: RequestOptions): Promise<QuotesResult>;
  createTx(params: { routeId: string }, options?: RequestOptions): Promise<CreateTxResult>;
  getNextTx(
    params: { routeId: string; stepId: string },
    options?: RequestOptions,
  ): Promise<NextTxResult>;
  getStatus(params: StatusParams, options?: RequestOptions): Promise<StatusResult>;
  /**
   * `GET /quick-swap` (docs/routing-api.md §4.8): the parameters of `getQuotes`, and one route
   * with a transaction for each of its steps (at most an approval plus one swap), or
   * `route: null` with the service's reason. Checked like `getQuotes` and `createTx` before it
   * is answered: `NoMatchingRouteError` for a route that does not answer `req`,
   * `TxnsMismatchError` for transactions that do not carry the route out.
   */
  quickSwap(req: QuoteRequest, options?: RequestOptions): Promise<QuickSwapResult>;
  /** `POST /submit` for signature steps; answers like `/status`. */
  submitSignature(params: SubmitSignatureParams, options?: RequestOptions): Promise<StatusResult>;
  getTokens(params?: { chainId?: string }, options?: RequestOptions): Promise<TokensByChain>;
  getChains(options?: RequestOptions): Promise<Chain[]>;
}

export const DEFAULT_TIMEOUT_MS = 20_000;

type Parser<T> = (raw: unknown) => T;

/**
 * The parsers load with their first request, not with the page: those of `/chains` and `/tokens`
 * (and of a failure's envelope), of `/quotes`, and of what a swap asks after its quotes
 * (`/createTx`, `/nextTx`, `/status`, `/submit`, `/quick-swap`). Asked for as the request is made,
 * so loading overlaps the round trip.
 */
function onDemand<T>(load: () => Promise<T>): Promise<T> {
  const loading = load().catch((cause: unknown) => {
    throw new NetworkError({
      cause,
      details: `The response parser did not load: ${describeCause(cause)}`,
    });
  });
  // Awaited only once the response is in: a failed load meanwhile is not an unhandled rejection.
  loading.catch(() => {});
  return loading;
}

type SwapParsers = typeof import('./parse/swapParsers');
const swapParser = <K extends keyof SwapParsers>(name: K): Promise<SwapParsers[K]> =>
  onDemand(() => import('./parse/swapParsers').then((m) => m[name]));

/** Every network's payload reader, loaded with the parsers that read payloads. */
type LoadPayloadReaders = () => Promise<TxnPayloadReaders>;

/** A swap parser that reads payloads, handed the readers: both load on demand, side by side. */
const payloadParser = <T>(
  pick: (m: SwapParsers) => (raw: unknown, readers: TxnPayloadReaders) => T,
  loadReaders: LoadPayloadReaders,
): Promise<Parser<T>> =>
  onDemand(async () => {
    const [m, readers] = await Promise.all([import('./parse/swapParsers'), loadReaders()]);
    return (raw) => pick(m)(raw, readers);
  });

type ListParsers = typeof import('./parse/listParsers');
// After the first paint: the first requests go out from the first render's effects, which a busy
// machine may run before the frame is painted; their answers come a round trip later anyway.
const listParser = <K extends keyof ListParsers>(name: K): Promise<ListParsers[K]> =>
  onDemand(() =>
    afterPaint()
      .then(() => import('./parse/listParsers'))
      .then((m) => m[name]),
  );

/**
 * How a quote request is written into the URL: loaded with the quote request's builder (a deep
 * link's page asks for it before its first quotes, the routes' code imports it), so it is in
 * before any quote is asked.
 */
const quoteQuery = (req: QuoteRequest, encoding: OptionsEncoding): Promise<URLSearchParams> =>
  onDemand(() => import('./queryEncoding')).then((m) => m.encodeQuoteQuery(req, encoding));

type QuoteParsers = typeof import('./parse/quoteParsers');
const quoteParser = <K extends keyof QuoteParsers>(name: K): Promise<QuoteParsers[K]> =>
  onDemand(() => import('./parse/quoteParsers').then((m) => m[name]));

const parsers = {
  chains: () => listParser('parseChainsResponse'),
  tokens: () => listParser('parseTokensResponse'),
  quotes: () => quoteParser('parseQuotesResponse'),
  // Whether each route answers the request: asked for with the request, in before its answer.
  quotesCheck: () => quoteParser('keepMatchingRoutes'),
  createTx: () => swapParser('parseCreateTxResponse'),
  nextTx: (readers: LoadPayloadReaders) => payloadParser((m) => m.parseNextTxResponse, readers),
  status: () => swapParser('parseStatusResponse'),
  submit: () => swapParser('parseSubmitResponse'),
  quickSwap: (readers: LoadPayloadReaders) =>
    payloadParser((m) => m.parseQuickSwapResponse, readers),
  quickSwapCheck: () => swapParser('checkQuickSwap'),
};

interface Endpoint<T> {
  method: 'GET' | 'POST';
  path: string;
  query?: URLSearchParams;
  body?: unknown;
  /** The parser, or its load (`onDemand`). */
  parse: Parser<T> | Promise<Parser<T>>;
  priority: RequestPriority;
  /** One retry after a 429's wait: only idempotent GETs, never quotes (the UI re-requests). */
  retryAfterRateLimit: boolean;
}

/** The headers every request carries for `config`. */
function requestHeaders(
  config: Pick<RoutingClientConfig, 'apiKey' | 'integratorId'>,
): Record<string, string> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (config.apiKey) headers['x-api-key'] = config.apiKey;
  if (config.integratorId) headers['x-integrator-id'] = config.integratorId;
  return headers;
}

/**
 * A client of the routing API at `config.baseUrl`. `payloadReaders` loads each network's reader
 * of `/nextTx` and `/quick-swap` payloads (the widget's are registered with its networks; the
 * package's `./client` entry hands them in for an integrator), with the first such answer.
 */
export function createRoutingClient(
  config: RoutingClientConfig,
  payloadReaders: LoadPayloadReaders,
): RoutingClient {
  const baseUrl = trimTrailing(config.baseUrl, '/');
  const fetchFn = config.fetch ?? globalThis.fetch.bind(globalThis);
  const timeoutMs = config.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const encoding = config.optionsEncoding ?? 'flat';
  const budget = RequestBudget.forApiKey(config.apiKey);
  const headers = requestHeaders(config);

  async function attempt<T>(endpoint: Endpoint<T>, signal: AbortSignal | undefined): Promise<T> {
    const query = endpoint.query?.toString();
    const url = `${baseUrl}/${endpoint.path}${query ? `?${query}` : ''}`;
    const controller = new AbortController();
    const onAbort = () => controller.abort(signal?.reason);
    signal?.addEventListener('abort', onAbort, { once: true });
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    let response: Response;
    let text: string;
    try {
      if (signal?.aborted) throw signal.reason;
      const init: RequestInit = { method: endpoint.method, headers, signal: controller.signal };
      if (endpoint.body !== undefined) {
        init.headers = { ...headers, 'content-type': 'application/json' };
        init.body = JSON.stringify(endpoint.body);
      }
      response = await fetchFn(url, init);
      text = await readBodyText(response);
    } catch (cause) {
      if (cause instanceof ResponseTooLargeError) throw cause;
      if (timedOut) throw new TimeoutError(timeoutMs, { cause });
      if (signal?.aborted) throw new AbortedError({ cause });
      throw new NetworkError({
        cause,
        details: `${endpoint.method} ${url} failed: ${describeCause(cause)}`,
      });
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    }
    if (response.status === 429) {
      const waitMs = retryAfterMs(response.headers.get('retry-after'));
      budget.pauseFor(waitMs);
      throw new RateLimitError(waitMs);
    }
    if (!response.ok) throw await errorFromStatus(response.status, text);
    return (await endpoint.parse)(text);
  }

  async function send<T>(endpoint: Endpoint<T>, options: RequestOptions = {}): Promise<T> {
    const { signal } = options;
    const schedule = { priority: options.priority ?? endpoint.priority, signal };
    try {
      return await budget.schedule(() => attempt(endpoint, signal), schedule);
    } catch (error) {
      // The budget is paused until the server's wait is over, so this retry queues behind it.
      if (!(error instanceof RateLimitError) || !endpoint.retryAfterRateLimit) throw error;
      return budget.schedule(() => attempt(endpoint, signal), schedule);
    }
  }

  const get = <T>(
    path: string,
    query: Record<string, string | undefined> | URLSearchParams,
    parse: Parser<T> | Promise<Parser<T>>,
    priority: RequestPriority,
    retryAfterRateLimit = true,
  ): Endpoint<T> => ({
    method: 'GET',
    path,
    query: query instanceof URLSearchParams ? query : definedParams(query),
    parse,
    priority,
    retryAfterRateLimit,
  });

  return {
    baseUrl,
    budget,
    statusChannel:
      config.statusChannelUrl === undefined
        ? undefined
        : { url: config.statusChannelUrl, apiKey: config.apiKey },
    // Routes that answer another request than `req` are left out here, for every caller.
    getQuotes: async (req, options) => {
      const check = parsers.quotesCheck();
      const parse = parsers.quotes();
      const query = await quoteQuery(req, encoding);
      const result = await send(get('quotes', query, parse, 'quote', false), options);
      return (await check)(result, req);
    },
    createTx: ({ routeId }, options) =>
      send(get('createTx', { routeId }, parsers.createTx(), 'execution'), options),
    getNextTx: ({ routeId, stepId }, options) =>
      send(
        get('nextTx', { routeId, stepId }, parsers.nextTx(payloadReaders), 'execution'),
        options,
      ),
    // Like quotes: each call makes a new route, so a 429 is not retried (the caller asks again).
    quickSwap: async (req, options) => {
      const check = parsers.quickSwapCheck();
      const parse = parsers.quickSwap(payloadReaders);
      const query = await quoteQuery(req, encoding);
      const result = await send(get('quick-swap', query, parse, 'quote', false), options);
      return (await check)(result, req);
    },
    getStatus: ({ routeId, stepId, txnHash }, options) =>
      send(get('status', { routeId, stepId, txnHash }, parsers.status(), 'status'), options),
    submitSignature: (params, options) =>
      send(
        {
          method: 'POST',
          path: 'submit',
          body: { routeId: params.routeId, stepId: params.stepId, signedTxn: params.signedTxn },
          parse: parsers.submit(),
          priority: 'execution',
          retryAfterRateLimit: false,
        },
        options,
      ),
    getTokens: (params = {}, options) =>
      send(get('tokens', { chainId: params.chainId }, parsers.tokens(), 'meta'), options),
    getChains: (options) => send(get('chains', {}, parsers.chains(), 'meta'), options),
  };
}

function definedParams(values: Record<string, string | undefined>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values))
    if (value !== undefined) params.set(key, value);
  return params;
}

/**
 * A non-2xx answer: the service's error envelope when there is one, else the bare status (also
 * when the envelope's reader did not load).
 */
async function errorFromStatus(status: number, text: string): Promise<Error> {
  try {
    const unwrapEnvelope = await listParser('unwrapEnvelope');
    unwrapEnvelope(text, { status });
  } catch (error) {
    if (error instanceof ApiError) return error;
  }
  if (status === 410) return new QuoteExpiredError(undefined, { status });
  return new HttpError(status, { details: `HTTP ${status}: ${text.slice(0, 200)}` });
}

function describeCause(cause: unknown): string {
  return cause instanceof Error ? cause.message : String(cause);
}
