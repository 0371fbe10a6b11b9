/**
 * The library's public surface: the routing-API client (factory, parse functions, errors, types)
 * and the React Query layer. Nothing builds or publishes it yet (package.json has no `exports`);
 * it becomes the npm entry when the package ships. The widget component itself is exported by its
 * owners' entry points. Server-side helpers (the quote query decoder the sandbox uses) stay out.
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
  WIDGET_ERROR_CODES,
  WidgetError,
  type WidgetErrorCode,
  type WidgetErrorOptions,
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
  createWidgetEvents,
  type EventAmount,
  type WidgetEvent,
  type WidgetEventMap,
  type WidgetEventOf,
  type WidgetEvents,
  type WidgetEventType,
} from './events/widgetEvents';
export * from './queries';
