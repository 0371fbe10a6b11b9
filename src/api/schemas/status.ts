import * as v from 'valibot';
import { assetSchema } from './asset';
import { finiteNumberSchema, integerAmountSchema, txnStatusSchema } from './common';

/**
 * `/status` data (spec 4.4) with the live-service extras; also the `POST /submit` answer.
 * `dstTxnHash`/`dstTxnUrl` are an alternative spelling of `destTxnHash`/`destTxnUrl`.
 */
export const statusResponseSchema = v.object({
  routeId: v.string(),
  stepId: v.string(),
  status: txnStatusSchema,
  srcTxnHash: v.optional(v.nullable(v.string())),
  srcTxnUrl: v.optional(v.nullable(v.string())),
  destTxnHash: v.optional(v.nullable(v.string())),
  destTxnUrl: v.optional(v.nullable(v.string())),
  dstTxnHash: v.optional(v.nullable(v.string())),
  dstTxnUrl: v.optional(v.nullable(v.string())),
  points: v.optional(v.nullable(finiteNumberSchema)),
  outputAmount: v.optional(v.nullable(integerAmountSchema)),
  outputAmountDisplay: v.optional(v.nullable(v.string())),
  outputToken: v.optional(v.nullable(assetSchema)),
  warnings: v.optional(v.nullable(v.array(v.string()))),
});
