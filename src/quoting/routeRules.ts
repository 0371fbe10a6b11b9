import type { NetworkType, Route } from '../api/types';

/** Network types the widget can sign for: all four the routing service serves. */
export const EXECUTABLE_NETWORK_TYPES: readonly NetworkType[] = ['evm', 'sol', 'tron', 'cosmos'];

/** Refetch this long before the earliest route expires, so fresh routes arrive in time. */
const REFRESH_MARGIN_MS = 5_000;
/**
 * Floor of the refresh interval. It only stops a request storm when a deadline is already (almost)
 * past; it must stay small, since anything larger than `ttl - margin` would refresh after expiry
 * (a 10 s floor did so for every deadline under 15 s). Short deadlines cost requests: the request
 * budget, not this floor, is what keeps them within limits.
 */
const MIN_REFRESH_MS = 2_000;

/** Earliest `expiresAt` of the routes, or undefined without routes. */
function earliestExpiry(routes: readonly Route[]): number | undefined {
  let min: number | undefined;
  for (const r of routes) if (min === undefined || r.expiresAt < min) min = r.expiresAt;
  return min;
}

/**
 * Routes are asked again at least this often, whatever lifetime the API claims: prices move, and
 * a far-future `deadline` (bad data) must not overflow the timer (setTimeout fires at once past
 * 2^31 - 1 ms, which would turn into a request storm).
 */
const MAX_REFRESH_MS = 120_000;

/**
 * When to fetch routes again: `margin` before the earliest expiry, measured from `fetchedAt`
 * (so the interval stays stable between renders), between `MIN_REFRESH_MS` and `MAX_REFRESH_MS`.
 */
export function refreshIntervalMs(
  routes: readonly Route[],
  fetchedAt: number,
  margin = REFRESH_MARGIN_MS,
): number | false {
  const expiry = earliestExpiry(routes);
  if (expiry === undefined) return false;
  return Math.min(MAX_REFRESH_MS, Math.max(MIN_REFRESH_MS, expiry - margin - fetchedAt));
}

/** True when some route has expired or will within `margin`: time to ask again now. */
export function needsRefresh(
  routes: readonly Route[],
  now: number,
  margin = REFRESH_MARGIN_MS,
): boolean {
  const expiry = earliestExpiry(routes);
  return expiry !== undefined && expiry - margin <= now;
}
