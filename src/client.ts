/**
 * The package's `./client` entry (`@crosswidget/swap-widget/client`): the routing-API client
 * (factory, parse functions, errors, explorer links, request budget, types) and the React Query
 * layer, for integrators who build their own UI. The widget itself is the main entry
 * (`src/index.ts`). Server-side helpers (the quote query decoder the sandbox uses) stay out.
 */

export {
  createRoutingClient,
  DEFAULT_TIMEOUT_MS,
  type RequestOptions,
  type RoutingClient,
  type RoutingClientConfig,
  type StatusParams,
  type SubmitSignatureParams,
} from './api/client';
export {
  AbortedError,
  ApiError,
  HttpError,
  InvalidResponseError,
  isRetryableError,
  NetworkError,
  QuoteExpiredError,
  RateLimitError,
  TimeoutError,
} from './api/errors';
export {
  explorerAddressUrl,
  explorerTokenUrl,
  explorerTxUrl,
  fillExplorerTemplate,
} from './api/explorer';
export { parseChainsResponse } from './api/parse/parseChainsResponse';
export { parseCreateTxResponse } from './api/parse/parseCreateTxResponse';
export { parseNextTxResponse } from './api/parse/parseNextTxResponse';
export { parseQuickSwapResponse, type QuickSwapResult } from './api/parse/parseQuickSwapResponse';
export { parseQuotesResponse } from './api/parse/parseQuotesResponse';
export { parseStatusResponse, parseSubmitResponse } from './api/parse/parseStatusResponse';
export { parseTokensResponse } from './api/parse/parseTokensResponse';
export { parseTxnData } from './api/parse/parseTxnData';
export { encodeQuoteQuery, type OptionsEncoding } from './api/queryEncoding';
export { RequestBudget, type RequestBudgetOptions } from './api/requestBudget';
export type * from './api/types';
export {
  WIDGET_ERROR_CODES,
  WidgetError,
  type WidgetErrorCode,
  type WidgetErrorOptions,
} from './lib/widgetError';
export * from './queries';
