import { InvalidResponseError } from '../errors';
import { nextTxResponseSchema } from '../schemas/txnData';
import type { NextTxResult } from '../types';
import { unwrapEnvelope } from './envelope';
import { parseTxnData } from './parseTxnData';
import { validate } from './validate';

/**
 * `GET /nextTx` body to `NextTxResult`. `skipTxn` may sit at the top level or inside `txnData`;
 * when it is true `txnData` is null (nothing to sign). The live service's own example omits the
 * top-level ids, so they fall back to the ones inside `txnData`.
 */
export function parseNextTxResponse(raw: unknown): NextTxResult {
  const data = validate(nextTxResponseSchema, unwrapEnvelope(raw));
  // A top-level skip needs no payload, so a half-filled txnData must not fail the step.
  const txnData =
    data.skipTxn === true || data.txnData == null ? null : parseTxnData(data.txnData, 'txnData');
  const skipTxn = data.skipTxn ?? txnData?.skipTxn ?? false;
  if (!skipTxn && txnData === null) {
    throw new InvalidResponseError('txnData', 'Null although skipTxn is not true');
  }
  const routeId = data.routeId ?? txnData?.routeId;
  const stepId = data.stepId ?? txnData?.stepId;
  if (routeId === undefined) throw new InvalidResponseError('routeId', 'Missing');
  if (stepId === undefined) throw new InvalidResponseError('stepId', 'Missing');
  return { routeId, stepId, skipTxn, txnData: skipTxn ? null : txnData };
}
