import * as v from 'valibot';
import { TEXT_LIMITS } from '../../lib/displayText';
import { displayTextSchema } from './common';
import { routeSchema } from './route';
import { tolerated } from './tolerated';

/** The reason given for no route: text, or an object with a text `message`; else left out. */
const quickSwapErrorSchema = tolerated(
  v.union([
    displayTextSchema(TEXT_LIMITS.message),
    v.pipe(
      v.object({ message: displayTextSchema(TEXT_LIMITS.message) }),
      v.transform(({ message }) => message),
    ),
  ]),
  undefined,
);

/**
 * `GET /quick-swap` data (docs/routing-api.md §4.8; announced by the live service): one route
 * plus its transactions, or `route: null` with an `error` text such as "No routes found" inside a
 * success envelope. `txn` is read only when there is a route; each entry is then checked by
 * `parseTxnData` (rule at the top of `./txnData.ts`).
 */
export const quickSwapResponseSchema = v.object({
  route: v.nullable(routeSchema),
  txn: v.optional(v.nullable(v.unknown())),
  error: quickSwapErrorSchema,
});
