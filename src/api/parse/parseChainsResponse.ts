import { chainsSchema } from '../schemas/chain';
import type { Chain } from '../types';
import { unwrapEnvelope } from './envelope';
import { toChain } from './normalize';
import { validate } from './validate';

/** `GET /chains` body: `data` is an array of Chain (docs/live-service-notes.md). */
export function parseChainsResponse(raw: unknown): Chain[] {
  return validate(chainsSchema, unwrapEnvelope(raw)).map(toChain);
}
