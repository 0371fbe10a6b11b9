import type { RoutingClient } from '../api/client';
import { WidgetError } from '../api/errors';
import type { QuoteRequest, Route } from '../api/types';

/** The reviewed provider no longer offers a route for this request. */
export class RouteGoneError extends WidgetError {
  override name = 'RouteGoneError';
  constructor(provider: string) {
    super('QUOTE_EXPIRED', 'This route is no longer offered. Choose another route.', {
      details: `no fresh quote from ${provider.slice(0, 64)}`,
    });
  }
}

export type FreshQuote =
  /** At least the minimum the user reviewed: go on with it. */
  | { kind: 'ok'; route: Route }
  /** Below the reviewed minimum: the user must accept the new rate first. */
  | { kind: 'worse'; route: Route };

/**
 * Right before signing, a fresh quote from the reviewed route's provider: the one the user saw
 * may be a minute old. Its output is compared with the minimum the user reviewed, never with
 * anything the service says about itself.
 */
export async function freshQuoteFor(
  client: RoutingClient,
  request: QuoteRequest,
  reviewed: Pick<Route, 'provider' | 'minOutputAmount'>,
  signal?: AbortSignal,
): Promise<FreshQuote> {
  const { quotes } = await client.getQuotes(
    { ...request, include: [reviewed.provider] },
    { signal, priority: 'execution' },
  );
  const fresh = quotes.find((q) => q.provider === reviewed.provider);
  if (!fresh) throw new RouteGoneError(reviewed.provider);
  return { kind: fresh.outputAmount < reviewed.minOutputAmount ? 'worse' : 'ok', route: fresh };
}
