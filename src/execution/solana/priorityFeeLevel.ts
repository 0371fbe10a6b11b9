/**
 * The user's Solana priority fee setting as a compute-unit price (micro-lamports per unit) for a
 * lite transaction, which the widget prices itself (the service prices standard ones).
 *
 * - A number is taken as micro-lamports per compute unit, as the API documents it
 *   (docs/routing-api.md §2.10).
 * - A level is read from what the chain charged lately for the accounts the transaction writes
 *   (`getRecentPrioritizationFees`, the last 150 slots): `low` the 25th percentile of the slots'
 *   fees, `medium` the median, `high` the 75th, `ultra` the 90th, `degen` the highest, the way
 *   wallets and aggregators size theirs. A quiet chain (no fees, or none reported) gives 0:
 *   nothing is added.
 * - Whatever comes out is capped at MAX_PRIORITY_FEE_MICRO_LAMPORTS: one busy slot must not
 *   turn a swap's fee into a loss (at the cap and the runtime's 1.4 M unit maximum, 0.007 SOL).
 */
import type { PriorityLevel } from '../../api/types';

export const MAX_PRIORITY_FEE_MICRO_LAMPORTS = 5_000_000n;

const LEVEL_PERCENTILE: Record<PriorityLevel, number> = {
  low: 25,
  medium: 50,
  high: 75,
  ultra: 90,
  degen: 100,
};

/** The price for `setting`, from the recent per-slot fees when it is a level. */
export function priorityFeeMicroLamports(
  setting: number | PriorityLevel,
  recentFees: readonly number[],
): bigint {
  const price =
    typeof setting === 'number'
      ? BigInt(Math.trunc(Math.max(0, setting)))
      : percentile(recentFees, LEVEL_PERCENTILE[setting]);
  return price > MAX_PRIORITY_FEE_MICRO_LAMPORTS ? MAX_PRIORITY_FEE_MICRO_LAMPORTS : price;
}

/** Nearest-rank percentile of non-negative integers; 0 for none. */
function percentile(values: readonly number[], p: number): bigint {
  const sorted = values
    .filter((v) => Number.isSafeInteger(v) && v >= 0)
    .map(BigInt)
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  if (sorted.length === 0) return 0n;
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1]!;
}
