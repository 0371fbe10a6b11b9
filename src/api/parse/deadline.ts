/**
 * `deadline` is a TTL in seconds on the live service (30, 60), but docs/routing-api.md §2.7 also
 * calls it a Unix timestamp. Told apart by magnitude: below 1e9 it cannot be a plausible Unix time
 * in seconds (that would be before 2001), below 1e12 it is Unix seconds, otherwise Unix ms.
 */
export function expiresAtFromDeadline(deadline: number, createdAtMs: number): number {
  if (deadline < 1e9) return createdAtMs + Math.round(deadline * 1000);
  if (deadline < 1e12) return Math.round(deadline * 1000);
  return Math.round(deadline);
}
