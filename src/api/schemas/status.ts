import * as v from 'valibot';
import { TEXT_LIMITS } from '../../lib/displayText';
import { assetSchema } from './asset';
import {
  displayTextSchema,
  finiteNumberSchema,
  integerAmountSchema,
  txnStatusSchema,
} from './common';
import { httpUrlSchema, idSchema } from './payloadPrimitives';
import { tolerated } from './tolerated';

/**
 * A warning as sent: the live service documents the field but not its shape. A string, or an
 * object with a string `message`, is kept (cleaned for display); anything else is dropped.
 */
const warningSchema = v.union([
  displayTextSchema(TEXT_LIMITS.message),
  v.pipe(
    v.object({ message: displayTextSchema(TEXT_LIMITS.message) }),
    v.transform(({ message }) => message),
  ),
]);

/** `warnings` of any shape: a list (unreadable entries dropped), one warning, or nothing. */
const warningsSchema = v.pipe(
  v.unknown(),
  v.transform((raw): string[] => {
    const list = Array.isArray(raw) ? raw : raw == null ? [] : [raw];
    return list.flatMap((item) => {
      const parsed = v.safeParse(warningSchema, item);
      return parsed.success && parsed.output !== '' ? [parsed.output] : [];
    });
  }),
);

/**
 * `/status` data (docs/routing-api.md §4.4) with the live-service extras; also the `POST /submit`
 * answer. Required: the ids and `status`, which polling and the result screen read; everything
 * else is tolerated (rule at the top of `./txnData.ts`). `dstTxnHash`/`dstTxnUrl` are an
 * alternative spelling of `destTxnHash`/`destTxnUrl`. Links are kept only when they are http(s).
 */
export const statusResponseSchema = v.object({
  routeId: idSchema,
  stepId: idSchema,
  status: txnStatusSchema,
  srcTxnHash: tolerated(v.string(), undefined),
  srcTxnUrl: tolerated(httpUrlSchema, undefined),
  destTxnHash: tolerated(v.string(), undefined),
  destTxnUrl: tolerated(httpUrlSchema, undefined),
  dstTxnHash: tolerated(v.string(), undefined),
  dstTxnUrl: tolerated(httpUrlSchema, undefined),
  points: tolerated(finiteNumberSchema, undefined),
  outputAmount: tolerated(integerAmountSchema, undefined),
  outputAmountDisplay: tolerated(displayTextSchema(TEXT_LIMITS.name), undefined),
  outputToken: tolerated(assetSchema, undefined),
  warnings: v.optional(warningsSchema, []),
});
