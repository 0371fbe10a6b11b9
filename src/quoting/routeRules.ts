import type { Asset, Fee, FeeType, NetworkType, Route, RouteTag } from '../../api/types';
import { formatAmount, percentDiff, toUsd } from '../../lib/amounts';

/** How the route list may be ordered (store `routeSort`). */
export type RouteSortKey = 'output' | 'speed' | 'fees';

/** Warn when a route gives this many percent less than the best one. */
export const BELOW_BEST_WARNING_PERCENT = 5;
/** Warn when the output is worth this many percent less (USD) than the input. */
export const VALUE_LOSS_WARNING_PERCENT = 10;

const TAG_LABELS: Record<string, string> = {
  BEST_OUTPUT: 'Best return',
  FAST: 'Fastest',
  CHEAP: 'Cheapest',
  BEST: 'Best',
  LOW_SLIPPAGE: 'Low slippage',
};

/** A tag as words a person reads; unknown tags are dropped rather than shown as codes. */
export function tagLabel(tag: RouteTag): string | undefined {
  return TAG_LABELS[tag.toUpperCase()];
}

export function tagLabels(tags: readonly RouteTag[]): string[] {
  const out: string[] = [];
  for (const tag of tags) {
    const label = tagLabel(tag);
    if (label && !out.includes(label)) out.push(label);
  }
  return out;
}

export const FEE_TYPE_LABELS: Record<FeeType, string> = {
  NETWORK: 'Network',
  PROVIDER: 'Provider',
  SERVICE: 'Service',
  INTEGRATOR: 'Integrator',
};

const FEE_ORDER: FeeType[] = ['NETWORK', 'PROVIDER', 'SERVICE', 'INTEGRATOR'];

export interface FeeAmount {
  token: Asset;
  amount: bigint;
}

export interface FeeGroup {
  type: FeeType;
  label: string;
  /** One entry per fee token, amounts summed. */
  amounts: FeeAmount[];
  /** Sum of the USD values the API gave; undefined when none of them had one. */
  usd?: number;
}

/** Fees grouped by type in a fixed order, each token summed once. */
export function groupFees(fees: readonly Fee[]): FeeGroup[] {
  const groups = new Map<FeeType, FeeGroup>();
  for (const fee of fees) {
    let group = groups.get(fee.type);
    if (!group) {
      group = { type: fee.type, label: FEE_TYPE_LABELS[fee.type], amounts: [] };
      groups.set(fee.type, group);
    }
    const same = group.amounts.find(
      (a) => a.token.chainId === fee.token.chainId && a.token.address === fee.token.address,
    );
    if (same) same.amount += fee.amount;
    else group.amounts.push({ token: fee.token, amount: fee.amount });
    const usd = feeUsd(fee);
    if (usd !== undefined) group.usd = (group.usd ?? 0) + usd;
  }
  return FEE_ORDER.flatMap((t) => {
    const g = groups.get(t);
    return g ? [g] : [];
  });
}

/** The API's USD value, else one computed from the token's price; undefined when unknown. */
function feeUsd(fee: Fee): number | undefined {
  if (fee.amountUsd !== undefined && Number.isFinite(fee.amountUsd)) return fee.amountUsd;
  if (fee.token.lastPrice > 0) return toUsd(fee.amount, fee.token.decimals, fee.token.lastPrice);
  return undefined;
}

/** Sum of all fees in USD (for sorting by fees); fees of unknown value count as 0. */
export function totalFeesUsd(route: Route): number {
  return route.fees.reduce((sum, fee) => sum + (feeUsd(fee) ?? 0), 0);
}

/** A new array, ordered by the chosen key; ties keep the API's order (best output first). */
export function sortRoutes(routes: readonly Route[], sort: RouteSortKey): Route[] {
  const indexed = routes.map((route, index) => ({ route, index }));
  indexed.sort((a, b) => compareRoutes(a.route, b.route, sort) || a.index - b.index);
  return indexed.map((x) => x.route);
}

function compareRoutes(a: Route, b: Route, sort: RouteSortKey): number {
  switch (sort) {
    case 'output':
      return a.outputAmount === b.outputAmount ? 0 : a.outputAmount > b.outputAmount ? -1 : 1;
    case 'speed':
      return a.estimatedTimeInSeconds - b.estimatedTimeInSeconds;
    case 'fees':
      return totalFeesUsd(a) - totalFeesUsd(b);
  }
}

/**
 * The route to show as selected. Fresh quotes carry new route ids, so a selected id that is gone
 * falls back to the same provider's new route (the user's choice survives a refresh), else to the
 * first route in the current order.
 */
export function resolveSelectedRoute(
  routes: readonly Route[],
  selectedRouteId: string | undefined,
  selectedProvider: string | undefined,
  sort: RouteSortKey,
): Route | undefined {
  return (
    routes.find((r) => r.routeId === selectedRouteId) ??
    (selectedProvider ? routes.find((r) => r.provider === selectedProvider) : undefined) ??
    sortRoutes(routes, sort)[0]
  );
}

/**
 * Stable React keys for routes: by provider (fresh quotes carry new ids, and keying by id would
 * remount every radio on each refresh, dropping keyboard focus), numbered for a provider's
 * second and later routes.
 */
export function routeKeys(routes: readonly Route[]): string[] {
  const seen = new Map<string, number>();
  return routes.map((r) => {
    const n = seen.get(r.provider) ?? 0;
    seen.set(r.provider, n + 1);
    return n === 0 ? r.provider : `${r.provider}#${n}`;
  });
}

/** The largest output among the routes (all routes of one response share the output token). */
export function bestOutput(routes: readonly Route[]): bigint | undefined {
  let best: bigint | undefined;
  for (const r of routes) if (best === undefined || r.outputAmount > best) best = r.outputAmount;
  return best;
}

export type RouteWarning =
  | { kind: 'below-best'; percent: number }
  | { kind: 'value-loss'; percent: number };

/** Why a route deserves a second look: far below the best, or worth far less than the input. */
export function routeWarnings(route: Route, best: bigint | undefined): RouteWarning[] {
  const warnings: RouteWarning[] = [];
  if (best !== undefined && best > 0n) {
    const below = -percentDiff(route.outputAmount, best);
    if (below > BELOW_BEST_WARNING_PERCENT) warnings.push({ kind: 'below-best', percent: below });
  }
  const inUsd = inputUsd(route);
  const outUsd = outputUsd(route);
  if (inUsd > 0 && outUsd !== undefined) {
    const loss = ((inUsd - outUsd) / inUsd) * 100;
    if (loss > VALUE_LOSS_WARNING_PERCENT) warnings.push({ kind: 'value-loss', percent: loss });
  }
  return warnings;
}

export function warningText(w: RouteWarning): string {
  const pct = formatPercent(w.percent);
  return w.kind === 'below-best'
    ? `You get ${pct} less than with the best route.`
    : `The output is worth ${pct} less than what you pay.`;
}

function formatPercent(p: number): string {
  return `${p >= 10 ? Math.round(p) : p.toFixed(1)}%`;
}

export function inputUsd(route: Route): number {
  return toUsd(route.inputAmount, route.from.decimals, route.from.lastPrice);
}

/** USD value of the output; undefined when the output token has no price. */
export function outputUsd(route: Route): number | undefined {
  if (!(route.to.lastPrice > 0)) return undefined;
  return toUsd(route.outputAmount, route.to.decimals, route.to.lastPrice);
}

/** The output amount exactly as the route list shows it (also part of the radio's name). */
export function displayAmount(amount: bigint, asset: Asset): string {
  return formatAmount(amount, asset.decimals, { maxFractionDigits: 6, significant: 6 });
}

/** Network types the widget can sign for today; Tron and Cosmos wallets do not exist yet. */
export const EXECUTABLE_NETWORK_TYPES: readonly NetworkType[] = ['evm', 'sol'];

/**
 * Whether every chain the route touches has a wallet we support. `networkTypeOf` resolves a chain
 * id when the asset does not carry its network type.
 */
export function isRouteExecutable(
  route: Route,
  networkTypeOf: (chainId: string) => NetworkType | undefined,
): boolean {
  const assets = [route.from, route.to, ...route.steps.flatMap((s) => [s.from, s.to])];
  return assets.every((a) => {
    const type = a.networkType ?? networkTypeOf(a.chainId);
    return type !== undefined && EXECUTABLE_NETWORK_TYPES.includes(type);
  });
}

/** Seconds as "45 s", "3 min", "1 h 5 min". */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  if (s < 60) return `${s} s`;
  const min = Math.round(s / 60);
  if (min < 60) return `${min} min`;
  const h = Math.floor(min / 60);
  const rest = min % 60;
  return rest ? `${h} h ${rest} min` : `${h} h`;
}

/** Refetch this long before the earliest route expires, so fresh routes arrive in time. */
export const REFRESH_MARGIN_MS = 5_000;
/**
 * Floor of the refresh interval. It only stops a request storm when a deadline is already (almost)
 * past; it must stay small, since anything larger than `ttl - margin` would refresh after expiry
 * (a 10 s floor did so for every deadline under 15 s). Short deadlines cost requests: the request
 * budget, not this floor, is what keeps them within limits.
 */
export const MIN_REFRESH_MS = 2_000;

/** Earliest `expiresAt` of the routes, or undefined without routes. */
export function earliestExpiry(routes: readonly Route[]): number | undefined {
  let min: number | undefined;
  for (const r of routes) if (min === undefined || r.expiresAt < min) min = r.expiresAt;
  return min;
}

/**
 * Routes are asked again at least this often, whatever lifetime the API claims: prices move, and
 * a far-future `deadline` (bad data) must not overflow the timer (setTimeout fires at once past
 * 2^31 - 1 ms, which would turn into a request storm).
 */
export const MAX_REFRESH_MS = 120_000;

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

/** A route past its `expiresAt` can no longer be executed; it stays visible, marked. */
export function isRouteExpired(route: Route, now: number): boolean {
  return route.expiresAt <= now;
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
