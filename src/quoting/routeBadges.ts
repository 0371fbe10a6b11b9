import type { Route } from '../api/types';
import { priceImpact } from './priceImpact';
import { totalFeesUsd } from './routeFees';
import type { RouteSortKey } from './sortRoutes';

/** What a route card's pills say: how it compares with the others, or why it cannot be used. */
export type RouteBadge =
  | 'best'
  | 'bestOutput'
  | 'cheapest'
  | 'fastest'
  | 'lowSlippage'
  | 'notExecutable'
  | 'expired';

/** More than two pills beside a provider's name read as noise and push it off a phone's line. */
export const MAX_ROUTE_BADGES = 2;

/** "Low slippage" only below this price impact (1 %): never beside a price impact warning. */
const LOW_IMPACT_PERCENT = 1;

/** The badge that names each sort's own criterion. */
const CRITERION_BADGE = {
  output: 'bestOutput',
  fees: 'cheapest',
  speed: 'fastest',
} as const satisfies Record<RouteSortKey, RouteBadge>;

/** Ranking badges past the sort's own one: money received first, then money paid, then time. */
const RANKING_ORDER = ['bestOutput', 'cheapest', 'fastest'] as const;

export interface RouteState {
  executable: boolean;
  expired: boolean;
}

/**
 * The badges of each route of `sorted` (the list as shown, in the order `sort` gave it), at most
 * `MAX_ROUTE_BADGES` each, in this priority:
 *
 * 1. "Expired", "Not executable": they say the route cannot be used now, so they are never dropped.
 * 2. "Best": the first route of the current order, and only it, so the word agrees with the list
 *    and with the route chosen by default. The API's own BEST tag (a weighted score of its own)
 *    is not shown: it named a route that the list put last.
 * 3. The current sort's own criterion ("Best return", "Cheapest", "Fastest"); not beside "Best",
 *    which already says it.
 * 4. The other criteria: "Best return", then "Cheapest", then "Fastest".
 * 5. "Low slippage": the API's LOW_SLIPPAGE tag, shown only when the route's price impact is known
 *    and below 1 %, so it never contradicts a price impact warning on the same card.
 *
 * The criteria are read from what each card shows (output, total fees in USD, time), not from the
 * API's tags, so a badge never contradicts the numbers beside it; ties share a badge. Ranking
 * badges need something to compare: a single route, or a criterion on which all routes are equal,
 * gets none.
 */
export function routeBadges(
  sorted: readonly Route[],
  sort: RouteSortKey,
  stateOf: (route: Route) => RouteState,
): RouteBadge[][] {
  const winners = criterionWinners(sorted);
  return sorted.map((route, index) => {
    const { executable, expired } = stateOf(route);
    const status: RouteBadge[] = [];
    if (expired) status.push('expired');
    if (!executable) status.push('notExecutable');

    const ranking: RouteBadge[] = [];
    const add = (badge: RouteBadge) => {
      if (!ranking.includes(badge)) ranking.push(badge);
    };
    const wins = (badge: (typeof RANKING_ORDER)[number]) => winners[badge].has(route);
    const best = sorted.length > 1 && index === 0;
    if (best) add('best');
    const own = CRITERION_BADGE[sort];
    if (!best && wins(own)) add(own);
    for (const badge of RANKING_ORDER) if (badge !== own && wins(badge)) add(badge);
    if (sorted.length > 1 && hasLowSlippage(route)) add('lowSlippage');

    return [...ranking.slice(0, Math.max(0, MAX_ROUTE_BADGES - status.length)), ...status];
  });
}

/** For each criterion, the routes at its best value; none when every route has the same. */
function criterionWinners(
  routes: readonly Route[],
): Record<(typeof RANKING_ORDER)[number], Set<Route>> {
  return {
    bestOutput: atBest(routes, (a, b) => compare(b.outputAmount, a.outputAmount)),
    cheapest: atBest(routes, (a, b) => compare(totalFeesUsd(a), totalFeesUsd(b))),
    fastest: atBest(routes, (a, b) => compare(a.estimatedTimeInSeconds, b.estimatedTimeInSeconds)),
  };
}

function compare<T extends bigint | number>(a: T, b: T): number {
  return a === b ? 0 : a < b ? -1 : 1;
}

/** The routes no other beats under `order` (negative: better); empty when none is beaten. */
function atBest(routes: readonly Route[], order: (a: Route, b: Route) => number): Set<Route> {
  const first = routes[0];
  if (!first) return new Set();
  const top = routes.reduce((best, r) => (order(r, best) < 0 ? r : best), first);
  const tied = routes.filter((r) => order(r, top) === 0);
  return new Set(tied.length === routes.length ? [] : tied);
}

function hasLowSlippage(route: Route): boolean {
  if (!route.tags.some((tag) => tag.toUpperCase() === 'LOW_SLIPPAGE')) return false;
  const impact = priceImpact(route);
  return impact.kind === 'known' && impact.percent < LOW_IMPACT_PERCENT;
}
