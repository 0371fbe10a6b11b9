// The route list's "below best" (`routeWarnings.ts`, loaded once routes answer).
/**
 * How much `a` differs from `b`, in percent of `b` (negative when `a` is smaller): for
 * "2.5% below best", call `percentDiff(route, best)` and show `-result`. Precise to 1e-4 percent.
 * With `b` zero: 0 when `a` is zero too, otherwise ±Infinity.
 */
export function percentDiff(a: bigint, b: bigint): number {
  if (b === 0n) return a === 0n ? 0 : a > 0n ? Number.POSITIVE_INFINITY : Number.NEGATIVE_INFINITY;
  return Number(((a - b) * 1_000_000n) / b) / 10_000;
}
