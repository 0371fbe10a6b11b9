import * as v from 'valibot';
import { stepSchema } from './step';

/** `/createTx` data (spec 4.2): the route's steps, approvals included. */
export const createTxResponseSchema = v.object({
  routeId: v.pipe(v.string(), v.minLength(1, 'Expected a route id')),
  steps: v.pipe(v.array(stepSchema), v.minLength(1, 'Expected at least one step')),
});
