import { describe, expect, it } from 'vitest';
import {
  canTake,
  heldRecord,
  isLive,
  nextLook,
  parseLeaseRecord,
  renewal,
  yieldsTo,
} from './leaseRecord';

const TTL = 10_000;
const T0 = 1_700_000_000_000;

describe('heartbeat lease rules', () => {
  it('a lease held and renewed stays with its holder; another tab may take it only after it expired', () => {
    let record = heldRecord('a', T0, TTL);
    // Renewed every 3 s for a minute: never takeable by b.
    for (let t = T0; t < T0 + 60_000; t += 3_000) {
      expect(canTake(record, 'b', t, TTL)).toBe(false);
      const next = renewal(record, 'a', t, TTL);
      expect(next).not.toBe('lost');
      if (next !== 'lost') record = next;
    }
    // Then a dies (no more renewals): b waits out the TTL, to the millisecond.
    const lastRenewal = record.expiresAt - TTL;
    expect(canTake(record, 'b', lastRenewal + TTL - 1, TTL)).toBe(false);
    expect(canTake(record, 'b', lastRenewal + TTL, TTL)).toBe(true);
  });

  it('no record, or its own, is takeable at once', () => {
    expect(canTake(undefined, 'b', T0, TTL)).toBe(true);
    expect(canTake(heldRecord('b', T0, TTL), 'b', T0 + 1, TTL)).toBe(true);
  });

  it('a record that claims to hold longer than one TTL is not believed', () => {
    const forever = { owner: 'a', expiresAt: T0 + 365 * 24 * 3_600_000 };
    expect(isLive(forever, T0, TTL)).toBe(false);
    expect(canTake(forever, 'b', T0, TTL)).toBe(true);
  });

  it('a holder frozen past its expiry whose lease was taken has lost it; one nobody took renews', () => {
    const mine = heldRecord('a', T0, TTL);
    const taken = heldRecord('b', T0 + TTL + 5, TTL);
    expect(renewal(taken, 'a', T0 + TTL + 10, TTL)).toBe('lost');
    expect(renewal(mine, 'a', T0 + TTL + 10, TTL)).toEqual(heldRecord('a', T0 + TTL + 10, TTL));
    // Taken, then expired in turn: nobody holds it, a renews.
    expect(renewal(taken, 'a', T0 + 3 * TTL, TTL)).toEqual(heldRecord('a', T0 + 3 * TTL, TTL));
  });

  it('of two claims at about the same time, the later one wins, a tie goes to the greater owner', () => {
    expect(yieldsTo({ owner: 'a', at: 5 }, { owner: 'b', at: 6 })).toBe(true);
    expect(yieldsTo({ owner: 'b', at: 6 }, { owner: 'a', at: 5 })).toBe(false);
    expect(yieldsTo({ owner: 'a', at: 5 }, { owner: 'b', at: 5 })).toBe(true);
    expect(yieldsTo({ owner: 'b', at: 5 }, { owner: 'a', at: 5 })).toBe(false);
    expect(yieldsTo({ owner: 'a', at: 5 }, { owner: 'a', at: 9 })).toBe(false);
  });

  it('a waiting tab looks again at the expiry, or sooner', () => {
    const record = heldRecord('a', T0, TTL);
    expect(nextLook(record, T0 + 8_000, TTL, 3_000)).toBe(2_000);
    expect(nextLook(record, T0, TTL, 3_000)).toBe(3_000);
    expect(nextLook(record, T0 + TTL, TTL, 3_000)).toBe(0);
    expect(nextLook(undefined, T0, TTL, 3_000)).toBe(0);
  });

  it('reads only well-formed records from storage', () => {
    expect(parseLeaseRecord('{"owner":"a","expiresAt":5}')).toEqual({ owner: 'a', expiresAt: 5 });
    for (const text of [
      null,
      '',
      'not json',
      '[]',
      '{"owner":"","expiresAt":5}',
      '{"owner":"a"}',
      '{"owner":"a","expiresAt":"5"}',
      `{"owner":"${'x'.repeat(101)}","expiresAt":5}`,
    ]) {
      expect(parseLeaseRecord(text)).toBeUndefined();
    }
  });
});
