import { InvalidResponseError } from '../errors';
import { quickSwapResponseSchema } from '../schemas/quickSwap';
import type { Route, TxnData } from '../types';
import { unwrapEnvelope } from './envelope';
import { toRoute } from './normalizeRoute';
import { parseTxnData } from './parseTxnData';
import type { TxnPayloadReaders } from './txnPayloadReader';
import { joinPath, validate } from './validate';

export interface QuickSwapResult {
  /** Null when the service found no route; `error` then says why. */
  route: Route | null;
  txns: TxnData[];
  error?: string;
}

/**
 * `GET /quick-swap` body (docs/routing-api.md §4.8; announced endpoint, called by
 * `RoutingClient.quickSwap`, which then checks it). With a route, `txn` must be a list of
 * transaction records, each parsed like `/nextTx`'s (by its network's reader in `readers`);
 * without one, `txn` is not read.
 */
export function parseQuickSwapResponse(raw: unknown, readers: TxnPayloadReaders): QuickSwapResult {
  const data = validate(quickSwapResponseSchema, unwrapEnvelope(raw));
  const result: QuickSwapResult = {
    route: data.route === null ? null : toRoute(data.route, 'route'),
    txns: data.route === null ? [] : toTxns(data.txn, readers),
  };
  if (data.error !== undefined) result.error = data.error;
  return result;
}

function toTxns(raw: unknown, readers: TxnPayloadReaders): TxnData[] {
  if (raw == null) return [];
  if (!Array.isArray(raw)) {
    throw new InvalidResponseError('txn', 'Expected a list of transaction records');
  }
  return raw.map((txn, i) => parseTxnData(txn, readers, joinPath('txn', i)));
}
