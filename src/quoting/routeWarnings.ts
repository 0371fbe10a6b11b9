import type { Route } from '../api/types';
import { percentDiff } from '../lib/percentDiff';
import { feeSharePercent } from './routeFees';

/** Warn when a route gives this many percent less than the best one. */
const BELOW_BEST_WARNING_PERCENT = 5;
/** Warn when network + provider + service fees exceed this share of the input's USD value. */
const HIGH_FEES_WARNING_PERCENT = 10;

export type RouteWarning =
  | { kind: 'below-best'; percent: number }
  | { kind: 'high-fees'; percent: number };

/** The largest output among the routes (all routes of one response share the output token). */
export function bestOutput(routes: readonly Route[]): bigint | undefined {
  let best: bigint | undefined;
  for (const r of routes) if (best === undefined || r.outputAmount > best) best = r.outputAmount;
  return best;
}

/**
 * Why a route deserves a second look: far below the best, or fees taking a large share of what the
 * user pays. An output worth far less than the input is the price impact's to say (priceImpact.ts).
 */
export function routeWarnings(route: Route, best: bigint | undefined): RouteWarning[] {
  const warnings: RouteWarning[] = [];
  if (best !== undefined && best > 0n) {
    const below = -percentDiff(route.outputAmount, best);
    if (below > BELOW_BEST_WARNING_PERCENT) warnings.push({ kind: 'below-best', percent: below });
  }
  const fees = feeSharePercent(route);
  if (fees !== undefined && fees > HIGH_FEES_WARNING_PERCENT) {
    warnings.push({ kind: 'high-fees', percent: fees });
  }
  return warnings;
}
