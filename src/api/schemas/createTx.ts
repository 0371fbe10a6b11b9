import * as v from 'valibot';
import { idSchema } from './payloadPrimitives';
import { stepSchema } from './step';

/**
 * `/createTx` data (docs/routing-api.md §4.2): the route's steps, approvals included. Required: the
 * route id and at least one step; each step as `./step.ts` says (rule at the top of `./txnData.ts`).
 */
export const createTxResponseSchema = v.object({
  routeId: idSchema,
  steps: v.pipe(v.array(stepSchema), v.minLength(1, 'Expected at least one step')),
});
