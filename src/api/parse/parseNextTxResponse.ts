import { InvalidResponseError } from '../errors';
import { nextTxResponseSchema, txnDataHeadSchema } from '../schemas/txnData';
import type { NextTxResult } from '../types';
import { unwrapEnvelope } from './envelope';
import { parseTxnData } from './parseTxnData';
import type { TxnPayloadReaders } from './txnPayloadReader';
import { validate } from './validate';

/**
 * `GET /nextTx` body to `NextTxResult` (docs/routing-api.md §4.3; strictness rule at the top of
 * `src/api/schemas/txnData.ts`). `skipTxn` may sit at the top level or inside `txnData`; when it is
 * true there is nothing to sign and `txnData` is null, whatever half-filled record came with it.
 * The live service's own example omits the top-level ids, so they fall back to the ones inside
 * `txnData`; when both are there they must agree, so that a payload is never signed for another
 * step than the one the answer names. The payload is read by its network's reader in `readers`.
 */
export function parseNextTxResponse(raw: unknown, readers: TxnPayloadReaders): NextTxResult {
  const data = validate(nextTxResponseSchema, unwrapEnvelope(raw));
  const head =
    data.txnData == null ? undefined : validate(txnDataHeadSchema, data.txnData, 'txnData');

  const routeId = agreeingId('routeId', data.routeId, head?.routeId);
  const stepId = agreeingId('stepId', data.stepId, head?.stepId);
  if (data.skipTxn != null && head?.skipTxn != null && data.skipTxn !== head.skipTxn) {
    throw new InvalidResponseError(
      'txnData.skipTxn',
      `${head.skipTxn} contradicts the top-level skipTxn (${data.skipTxn})`,
    );
  }
  const skipTxn = data.skipTxn ?? head?.skipTxn ?? false;
  if (skipTxn) return { routeId, stepId, skipTxn: true, txnData: null };
  if (data.txnData == null) {
    throw new InvalidResponseError('txnData', 'Null although skipTxn is not true');
  }
  return { routeId, stepId, skipTxn: false, txnData: parseTxnData(data.txnData, readers) };
}

function agreeingId(
  name: 'routeId' | 'stepId',
  top: string | null | undefined,
  inner: string | null | undefined,
): string {
  if (top != null && inner != null && top !== inner) {
    throw new InvalidResponseError(`txnData.${name}`, `"${inner}" is not the answer's "${top}"`);
  }
  const id = top ?? inner;
  if (id == null) throw new InvalidResponseError(name, 'Missing');
  return id;
}
