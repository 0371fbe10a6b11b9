import { statusResponseSchema } from '../schemas/status';
import type { StatusResult } from '../types';
import { unwrapEnvelope } from './envelope';
import { toAsset } from './normalize';
import { validate } from './validate';

/** `GET /status` body to `StatusResult`; `dstTxn*` is folded into `destTxn*`. */
export function parseStatusResponse(raw: unknown): StatusResult {
  const data = validate(statusResponseSchema, unwrapEnvelope(raw));
  const result: StatusResult = {
    routeId: data.routeId,
    stepId: data.stepId,
    status: data.status,
    warnings: data.warnings ?? [],
  };
  const destTxnHash = data.destTxnHash ?? data.dstTxnHash;
  const destTxnUrl = data.destTxnUrl ?? data.dstTxnUrl;
  if (data.srcTxnHash != null) result.srcTxnHash = data.srcTxnHash;
  if (data.srcTxnUrl != null) result.srcTxnUrl = data.srcTxnUrl;
  if (destTxnHash != null) result.destTxnHash = destTxnHash;
  if (destTxnUrl != null) result.destTxnUrl = destTxnUrl;
  if (data.points != null) result.points = data.points;
  if (data.outputAmount != null) result.outputAmount = BigInt(data.outputAmount);
  if (data.outputAmountDisplay != null) result.outputAmountDisplay = data.outputAmountDisplay;
  if (data.outputToken != null) result.outputToken = toAsset(data.outputToken);
  return result;
}

/** `POST /submit` answers with the same shape as `/status` (e.g. `in-progress`). */
export const parseSubmitResponse: (raw: unknown) => StatusResult = parseStatusResponse;
