/**
 * The package's `./client` entry (`@crosswidget/swap-widget/client`): the routing-API client
 * (factory, parse functions, errors, explorer links, request budget, types) and the React Query
 * layer, for integrators who build their own UI. The widget itself is the main entry
 * (`src/index.ts`). Server-side helpers (the quote query decoder the sandbox uses) stay out.
 */

import {
  createRoutingClient as createClientWithReaders,
  type RoutingClient,
  type RoutingClientConfig,
} from './api/client';
import { parseNextTxResponse as parseNextTxWithReaders } from './api/parse/parseNextTxResponse';
import {
  parseQuickSwapResponse as parseQuickSwapWithReaders,
  type QuickSwapResult,
} from './api/parse/parseQuickSwapResponse';
import { parseTxnData as parseTxnDataWithReaders } from './api/parse/parseTxnData';
import type { TxnPayloadReaders } from './api/parse/txnPayloadReader';
import type { NextTxResult, TxnData } from './api/types';
import { cosmosTxnPayloadReader } from './execution/cosmos/cosmosTxnPayloadReader';
import { evmTxnPayloadReader } from './execution/evm/evmTxnPayloadReader';
import { solanaTxnPayloadReader } from './execution/solana/solanaTxnPayloadReader';
import { tronTxnPayloadReader } from './execution/tron/tronTxnPayloadReader';

/**
 * Each network's payload reader, the ones its registration names (`src/networks/`), so that an
 * integrator's client and parse functions read every network's payload without knowing of
 * readers. Listed here, not taken from the registry: the registry also names each network's
 * wallet stack and wallet module, which this entry, for server code too, must not carry. A
 * network added to `NetworkType` fails to compile here until its reader is listed, and
 * `src/client.test.ts` holds this list to the registry's.
 */
const PAYLOAD_READERS = {
  evm: evmTxnPayloadReader,
  sol: solanaTxnPayloadReader,
  tron: tronTxnPayloadReader,
  cosmos: cosmosTxnPayloadReader,
} as const satisfies TxnPayloadReaders;
const loadPayloadReaders = async (): Promise<TxnPayloadReaders> => PAYLOAD_READERS;

/** A client of the routing API at `config.baseUrl`, reading every network's payloads. */
export function createRoutingClient(config: RoutingClientConfig): RoutingClient {
  return createClientWithReaders(config, loadPayloadReaders);
}

/** `GET /nextTx` body to `NextTxResult`, its payload read for its network. */
export function parseNextTxResponse(raw: unknown): NextTxResult {
  return parseNextTxWithReaders(raw, PAYLOAD_READERS);
}

/** `GET /quick-swap` body to `QuickSwapResult`; throws `InvalidResponseError`. */
export function parseQuickSwapResponse(raw: unknown): QuickSwapResult {
  return parseQuickSwapWithReaders(raw, PAYLOAD_READERS);
}

/** One `txnData` record (of `/nextTx`, or `/quick-swap`'s list) to `TxnData`, at `path`. */
export function parseTxnData(raw: unknown, path?: string): TxnData {
  return parseTxnDataWithReaders(raw, PAYLOAD_READERS, path);
}

export {
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
export type { QuickSwapResult } from './api/parse/parseQuickSwapResponse';
export { parseQuotesResponse } from './api/parse/parseQuotesResponse';
export { parseStatusResponse, parseSubmitResponse } from './api/parse/parseStatusResponse';
export { parseTokensResponse } from './api/parse/parseTokensResponse';
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
