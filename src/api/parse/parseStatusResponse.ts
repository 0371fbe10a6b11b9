import { statusResponseSchema } from '../schemas/status';
import type { StatusResult } from '../types';
import { unwrapEnvelope } from './envelope';
import { toAsset } from './normalize';
import { validate } from './validate';

/**
 * `GET /status` body to `StatusResult` (docs/routing-api.md §4.4): the ids and `status` are
 * required, the rest is tolerated (see `src/api/schemas/status.ts`); `dstTxn*` is folded into
 * `destTxn*`.
 */
export function parseStatusResponse(raw: unknown): StatusResult {
  const data = validate(statusResponseSchema, unwrapEnvelope(raw));
  const result: StatusResult = {
    routeId: data.routeId,
    stepId: data.stepId,
    status: data.status,
    warnings: data.warnings,
  };
  const destTxnHash = data.destTxnHash ?? data.dstTxnHash;
  const destTxnUrl = data.destTxnUrl ?? data.dstTxnUrl;
  if (data.srcTxnHash !== undefined) result.srcTxnHash = data.srcTxnHash;
  if (data.srcTxnUrl !== undefined) result.srcTxnUrl = data.srcTxnUrl;
  if (destTxnHash !== undefined) result.destTxnHash = destTxnHash;
  if (destTxnUrl !== undefined) result.destTxnUrl = destTxnUrl;
  if (data.points !== undefined) result.points = data.points;
  if (data.outputAmount !== undefined) result.outputAmount = BigInt(data.outputAmount);
  if (data.outputAmountDisplay !== undefined) result.outputAmountDisplay = data.outputAmountDisplay;
  if (data.outputToken !== undefined) result.outputToken = toAsset(data.outputToken);
  return result;
}

/**
 * `POST /submit` answers with the same shape as `/status` (e.g. `in-progress`).
 * @alias the package's name for the `/submit` reader, so integrators need not know the two match.
 */
export const parseSubmitResponse: (raw: unknown) => StatusResult = parseStatusResponse;
