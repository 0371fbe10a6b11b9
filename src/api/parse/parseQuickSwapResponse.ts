import { quickSwapResponseSchema } from '../schemas/quickSwap';
import type { Route, TxnData } from '../types';
import { unwrapEnvelope } from './envelope';
import { toRoute } from './normalize';
import { parseTxnData } from './parseTxnData';
import { joinPath, validate } from './validate';

export interface QuickSwapResult {
  /** Null when the service found no route; `error` then says why. */
  route: Route | null;
  txns: TxnData[];
  error?: string;
}

/** `GET /quick-swap` body (announced endpoint; not called by the client yet). */
export function parseQuickSwapResponse(raw: unknown): QuickSwapResult {
  const data = validate(quickSwapResponseSchema, unwrapEnvelope(raw));
  const result: QuickSwapResult = {
    route: data.route === null ? null : toRoute(data.route, 'route'),
    txns: (data.txn ?? []).map((txn, i) => parseTxnData(txn, joinPath('txn', i))),
  };
  if (data.error != null) result.error = data.error;
  return result;
}
