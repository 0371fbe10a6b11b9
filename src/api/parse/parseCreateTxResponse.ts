import { createTxResponseSchema } from '../schemas/createTx';
import type { CreateTxResult } from '../types';
import { unwrapEnvelope } from './envelope';
import { toSteps } from './normalizeRoute';
import { validate } from './validate';

/** `GET /createTx` body to the route's final step list (approval steps are minted here). */
export function parseCreateTxResponse(raw: unknown): CreateTxResult {
  const data = validate(createTxResponseSchema, unwrapEnvelope(raw));
  return { routeId: data.routeId, steps: toSteps(data.steps, 'steps') };
}
