import type { RoutingClient } from '../api/client';
import type { QuoteRequest, Route, TxnData } from '../api/types';
import { swapCheckErrorMessages } from '../i18n/en/swapCheckErrors';
import { messageRef } from '../lib/messageRef';
import type { ChainNetworkTypes } from '../lib/networkType';
import { WidgetError } from '../lib/widgetError';

/** The reviewed provider no longer offers a route for this request. */
export class RouteGoneError extends WidgetError {
  override name = 'RouteGoneError';
  constructor(provider: string) {
    super('QUOTE_EXPIRED', messageRef(swapCheckErrorMessages, 'routeGone'), {
      details: `no fresh quote from ${provider.slice(0, 64)}`,
    });
  }
}

export interface FreshQuote {
  /**
   * `ok`: it pays, and promises, at least the minimum the user reviewed: go on with it. `worse`:
   * its output or its own minimum is below that, the user must accept the new rate first.
   */
  kind: 'ok' | 'worse';
  route: Route;
  /**
   * The least the user agrees to receive by going on with `route`: the reviewed minimum when
   * `ok`, the fresh route's own (shown in the prompt) once a `worse` one is accepted. The
   * execution keeps it (`Execution.confirmedMinOutput`) and signs no order for less.
   */
  agreedMinOutput: bigint;
  /** From `/quick-swap`: the route's transactions, one per step (no `/createTx` is asked). */
  handedOut?: TxnData[] | undefined;
}

/**
 * The fresh route held to the minimum the user reviewed, never to anything the service says about
 * itself. Both its output and its own minimum must reach it: the minimum is what the signed order
 * or the swap's calldata enforces, so a route that quotes a fine output over a floor of 1 would
 * let the user get anything.
 *
 * A fresh minimum below the reviewed one is not refused outright: it goes to the same "the rate
 * changed, accept the new one?" prompt as a lower output, which shows the new minimum. What the
 * user then accepts is what they saw, and that minimum becomes the agreed one (`agreedMinOutput`);
 * nothing less is ever signed without a second, explicit click on the numbers shown.
 */
export function judgeFreshQuote(
  route: Route,
  reviewedMinOutput: bigint,
  handedOut?: TxnData[] | undefined,
): FreshQuote {
  const worse = route.outputAmount < reviewedMinOutput || route.minOutputAmount < reviewedMinOutput;
  const quote: FreshQuote = worse
    ? { kind: 'worse', route, agreedMinOutput: route.minOutputAmount }
    : { kind: 'ok', route, agreedMinOutput: reviewedMinOutput };
  if (handedOut) quote.handedOut = handedOut;
  return quote;
}

/**
 * Right before signing, a fresh quote from the reviewed route's provider: the one the user saw
 * may be a minute old. It is held to the minimum the user reviewed (`judgeFreshQuote`). One that
 * still pays more than that minimum but whose own minimum fell under it (the price moved a
 * little, and the slippage floor with it) is asked once more with the slippage that keeps the
 * reviewed minimum (the output less that minimum, in basis points, rounded down): the swap then
 * has less room on chain, but never a floor below what the user saw, and no prompt for a move
 * that still pays what they agreed to. If that answer is no better, the first one is judged.
 */
export async function freshQuoteFor(
  client: RoutingClient,
  request: QuoteRequest,
  reviewed: Pick<Route, 'provider' | 'minOutputAmount'>,
  signal?: AbortSignal,
): Promise<FreshQuote> {
  const minimum = reviewed.minOutputAmount;
  const ask = async (slippageBps: number | undefined) => {
    const { quotes } = await client.getQuotes(
      { ...request, slippageBps, include: [reviewed.provider] },
      { signal, priority: 'execution' },
    );
    const fresh = quotes.find((q) => q.provider === reviewed.provider);
    if (!fresh) throw new RouteGoneError(reviewed.provider);
    return judgeFreshQuote(fresh, minimum);
  };
  const first = await ask(request.slippageBps);
  const { outputAmount } = first.route;
  if (first.kind === 'ok' || outputAmount <= minimum) return first;
  const tighter = Number(((outputAmount - minimum) * 10_000n) / outputAmount);
  const second = await ask(tighter).catch((error: unknown) => {
    if (signal?.aborted) throw error;
    return first;
  });
  return second.kind === 'ok' ? second : first;
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
  {
    quickSwap = false,
    signal,
    chains,
  }: {
    quickSwap?: boolean | undefined;
    signal?: AbortSignal;
    /** `/chains`, when loaded: the network type of a route asset that names none. */
    chains?: ChainNetworkTypes | undefined;
  } = {},
): Promise<FreshQuote> {
  if (quickSwap) {
    const { quickSwapQuote } = await import('./quickSwapQuote');
    const quick = await quickSwapQuote(client, request, reviewed, signal, chains);
    if (quick) return quick;
  }
  return freshQuoteFor(client, request, reviewed, signal);
}
