import { quotesUrl, type RoutingClientConfig, requestHeaders } from './client';
import type { EarlyFetch } from './earlyFetch';
import type { QuoteRequest } from './types';

/** Sends `GET /quotes` for `req` now, as the routing client for `config` would send it. */
export function startEarlyQuotes(
  early: EarlyFetch,
  config: Pick<RoutingClientConfig, 'baseUrl' | 'apiKey' | 'integratorId' | 'optionsEncoding'>,
  req: QuoteRequest,
): void {
  early.start(quotesUrl(config, req), requestHeaders(config));
}
