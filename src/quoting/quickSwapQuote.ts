import { NoMatchingRouteError } from '../api/checks/mismatchErrors';
import { sameAddress } from '../api/checks/sameAddress';
import { QuickSwapMismatchError } from '../api/checks/swapMismatchErrors';
import type { RoutingClient } from '../api/client';
import { ApiError, HttpError } from '../api/errors';
import type { Asset, QuoteRequest, Route } from '../api/types';
import { NETWORK_FACTS } from '../lib/networkFacts';
import { type ChainNetworkTypes, networkTypeOf } from '../lib/networkType';
import { type FreshQuote, judgeFreshQuote } from './freshQuote';

/** What a service without `/quick-swap` answers it: not there (404), not implemented (501). */
const NOT_OFFERED: ReadonlySet<number | undefined> = new Set([404, 501]);

/**
 * Whether `/quick-swap` can stand in for `/quotes` + `/createTx` + `/nextTx` at Confirm swap:
 * the reviewed route is one `swap` step (no bridge, no second step) whose source, destination
 * and step are all on one chain, an EVM or Solana one. Approvals do not count: `/quotes` routes
 * have none yet; `/quick-swap` adds the one an ERC-20 input needs, as `/createTx` would.
 * `chains` (`/chains`, when loaded) gives the network type of a source that names none.
 */
export function quickSwapServes(
  route: Pick<Route, 'from' | 'to' | 'steps'>,
  chains?: ChainNetworkTypes,
): boolean {
  const [step, ...others] = route.steps;
  const { chainId } = route.from;
  const networkType = networkTypeOf(route.from, chains);
  return (
    step !== undefined &&
    others.length === 0 &&
    step.stepType === 'swap' &&
    [route.to, step.from, step.to].every((a) => a.chainId === chainId) &&
    NETWORK_FACTS[networkType].quickSwap
  );
}

/**
 * Confirm swap through `/quick-swap` (docs/routing-api.md §4.8): one call for a fresh route of
 * the reviewed provider (`include`) and every transaction it needs, checked by the client (the
 * route answers the request, the transactions carry it out) and here against the route the user
 * reviewed: same provider, pair, input and recipient (`QuickSwapMismatchError` otherwise, before
 * anything is signed). It is held to the reviewed minimum as any fresh quote is (`judgeFreshQuote`).
 *
 * Undefined (the caller goes on with `/quotes` and `/createTx`, saying nothing): the reviewed
 * route is not one `/quick-swap` serves, the service does not offer the endpoint (404, 501), or
 * it finds no route for it (`route: null`: the provider's route is not a single on-chain swap,
 * say a signed order, or is gone; `/quotes` then tells which). Every other failure is thrown.
 */
export async function quickSwapQuote(
  client: RoutingClient,
  request: QuoteRequest,
  reviewed: Route,
  signal?: AbortSignal,
  chains?: ChainNetworkTypes,
): Promise<FreshQuote | undefined> {
  if (!quickSwapServes(reviewed, chains)) return undefined;
  let answer: Awaited<ReturnType<RoutingClient['quickSwap']>>;
  try {
    answer = await client.quickSwap(
      { ...request, include: [reviewed.provider] },
      { signal, priority: 'execution' },
    );
  } catch (error) {
    if ((error instanceof HttpError || error instanceof ApiError) && NOT_OFFERED.has(error.status))
      return undefined;
    // A route for another request: said as what it is here, a swap other than the reviewed one.
    if (error instanceof NoMatchingRouteError) {
      const [rejected] = error.rejected;
      throw new QuickSwapMismatchError(rejected?.routeId ?? '', rejected?.problems ?? []);
    }
    throw error;
  }
  const { route, txns } = answer;
  if (!route) return undefined;
  const problems = reviewedRouteProblems(route, reviewed);
  if (problems.length > 0) throw new QuickSwapMismatchError(route.routeId, problems);
  return judgeFreshQuote(route, reviewed.minOutputAmount, txns);
}

/** What differs between a `/quick-swap` route and the one the user reviewed. */
function reviewedRouteProblems(route: Route, reviewed: Route): string[] {
  const problems: string[] = [];
  if (route.provider !== reviewed.provider) {
    problems.push(`provider ${route.provider.slice(0, 64)}, not ${reviewed.provider}`);
  }
  if (!sameAsset(route.from, reviewed.from)) problems.push('source asset differs');
  if (!sameAsset(route.to, reviewed.to)) problems.push('destination asset differs');
  if (route.inputAmount !== reviewed.inputAmount) problems.push('input amount differs');
  const recipient = (r: Route) => r.recipient ?? r.userWalletAddress;
  const [now, then] = [recipient(route), recipient(reviewed)];
  if (now !== undefined && then !== undefined && !sameAddress(now, then)) {
    problems.push('recipient differs');
  }
  if (!route.steps.every((s) => s.from.chainId === route.from.chainId)) {
    problems.push('a step on another chain');
  }
  return problems;
}

function sameAsset(a: Asset, b: Asset): boolean {
  return a.chainId === b.chainId && sameAddress(a.address, b.address);
}
