import * as v from 'valibot';
import { routeSchema } from './route';

/**
 * `GET /quick-swap` data (announced, real-service-notes): one route plus its transactions, or
 * `route: null` with an `error` text such as "No routes found" inside a success envelope.
 * Each `txn` entry is checked by `parseTxnData`.
 */
export const quickSwapResponseSchema = v.object({
  route: v.nullable(routeSchema),
  txn: v.optional(v.nullable(v.array(v.unknown()))),
  error: v.optional(v.nullable(v.string())),
});
