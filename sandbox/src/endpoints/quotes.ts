import type { SandboxContext } from '../context';
import { quote } from '../quoting/quote';

/** `GET /v1/quotes`: see quoting/quote.ts. */
export function getQuotes(ctx: SandboxContext, query: URLSearchParams) {
  return quote(ctx, query);
}
