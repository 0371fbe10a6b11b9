import { quotesResponseSchema } from '../schemas/route';
import type { QuotesResult } from '../types';
import { unwrapEnvelope } from './envelope';
import { toRoute } from './normalizeRoute';
import { joinPath, validate } from './validate';

/** `GET /quotes` body (envelope included) to `QuotesResult`. `quotes: []` means no routes. */
export function parseQuotesResponse(raw: unknown): QuotesResult {
  const data = validate(quotesResponseSchema, unwrapEnvelope(raw));
  return { quotes: data.quotes.map((route, i) => toRoute(route, joinPath('quotes', i))) };
}
