/**
 * The rules of a heartbeat lease, the fallback for browsers without Web Locks
 * (`storageLease.ts`): one record per lease in localStorage, `{ owner, expiresAt }`, renewed by
 * its holder every few seconds. Pure: times are passed in, so the rules are tested with plain
 * numbers.
 *
 * - A lease may be taken when there is no record, the record is this tab's, or it has expired.
 *   A holder that died stops renewing, so the others wait out at most one `ttlMs`.
 * - A record that says it expires more than one `ttlMs` from now is not believed (a clock that
 *   jumped, or a record someone wrote by hand): nobody could have renewed it that far.
 * - Two tabs that claim at the same moment: the later claim wins (it is the one storage keeps),
 *   a tie goes to the greater owner id; the other gives way.
 */

export interface LeaseRecord {
  owner: string;
  expiresAt: number;
}

/** A tab's claim, as it tells the others on the channel. */
export interface LeaseClaim {
  owner: string;
  at: number;
}

export interface LeaseTiming {
  /** How long a record holds without renewal. */
  ttlMs: number;
  /** How often its holder renews it (a few times per `ttlMs`). */
  renewMs: number;
}

export const DEFAULT_LEASE_TIMING: LeaseTiming = { ttlMs: 10_000, renewMs: 3_000 };

const MAX_OWNER_LENGTH = 100;

/** The stored record, or undefined when there is none or it is not one (distrust storage). */
export function parseLeaseRecord(text: string | null): LeaseRecord | undefined {
  if (!text) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return undefined;
    const { owner, expiresAt } = value as Record<string, unknown>;
    if (typeof owner !== 'string' || owner.length === 0 || owner.length > MAX_OWNER_LENGTH) {
      return undefined;
    }
    if (typeof expiresAt !== 'number' || !Number.isFinite(expiresAt)) return undefined;
    return { owner, expiresAt };
  } catch {
    return undefined;
  }
}

/** Whether `record` still holds at `now` (not expired, not from the future). */
export function isLive(record: LeaseRecord | undefined, now: number, ttlMs: number): boolean {
  return !!record && record.expiresAt > now && record.expiresAt <= now + ttlMs;
}

/** Whether `me` may take the lease at `now`. */
export function canTake(
  record: LeaseRecord | undefined,
  me: string,
  now: number,
  ttlMs: number,
): boolean {
  return !record || record.owner === me || !isLive(record, now, ttlMs);
}

/** The record `me` writes to take or renew the lease at `now`. */
export function heldRecord(me: string, now: number, ttlMs: number): LeaseRecord {
  return { owner: me, expiresAt: now + ttlMs };
}

/**
 * At a renewal: the record to write, or `lost` when another tab holds a live lease (this holder
 * missed its renewals, the lease expired and was taken: it must stop before anything else).
 */
export function renewal(
  record: LeaseRecord | undefined,
  me: string,
  now: number,
  ttlMs: number,
): LeaseRecord | 'lost' {
  if (record && record.owner !== me && isLive(record, now, ttlMs)) return 'lost';
  return heldRecord(me, now, ttlMs);
}

/** Whether `mine` gives way to `other`, claimed at about the same time. */
export function yieldsTo(mine: LeaseClaim, other: LeaseClaim): boolean {
  if (other.owner === mine.owner) return false;
  return other.at > mine.at || (other.at === mine.at && other.owner > mine.owner);
}

/** How long a tab waiting for the lease sleeps before it looks again (at most `pollMs`). */
export function nextLook(
  record: LeaseRecord | undefined,
  now: number,
  ttlMs: number,
  pollMs: number,
): number {
  if (!isLive(record, now, ttlMs) || !record) return 0;
  return Math.min(pollMs, Math.max(1, record.expiresAt - now));
}
