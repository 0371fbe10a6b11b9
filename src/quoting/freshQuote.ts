import type { RoutingClient } from '../api/client';
import { WidgetError } from '../api/errors';
import type { QuoteRequest, Route, TxnData } from '../api/types';
import { apiErrorMessages } from '../i18n/en/apiErrors';
import { messageRef } from '../i18n/messageRef';

/** The reviewed provider no longer offers a route for this request. */
export class RouteGoneError extends WidgetError {
  override name = 'RouteGoneError';
  constructor(provider: string) {
    super('QUOTE_EXPIRED', messageRef(apiErrorMessages, 'routeGone'), {
      details: `no fresh quote from ${provider.slice(0, 64)}`,
    });
  }
}

export interface FreshQuote {
  /**
   * `ok`: at least the minimum the user reviewed, go on with it. `worse`: below it, the user must
   * accept the new rate first.
   */
  kind: 'ok' | 'worse';
  route: Route;
  /** From `/quick-swap`: the route's transactions, one per step (no `/createTx` is asked). */
  handedOut?: TxnData[] | undefined;
}

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

/**
 * Confirm swap's fresh quote: with the integrator's `quickSwap` on, `/quick-swap` first (a route
 * and its transactions in one call, `quickSwapQuote.ts`, loaded only then), and `/quotes` when it
 * does not serve this route or the service does not offer it.
 */
export async function confirmQuoteFor(
  client: RoutingClient,
  request: QuoteRequest,
  reviewed: Route,
  { quickSwap = false, signal }: { quickSwap?: boolean | undefined; signal?: AbortSignal } = {},
): Promise<FreshQuote> {
  if (quickSwap) {
    const { quickSwapQuote } = await import('./quickSwapQuote');
    const quick = await quickSwapQuote(client, request, reviewed, signal);
    if (quick) return quick;
  }
  return freshQuoteFor(client, request, reviewed, signal);
}
