import { createHash } from 'node:crypto';

/**
 * Seeded randomness. Everything the sandbox invents (ids, spreads, fault dice) comes from here so
 * that one `SANDBOX_SEED` reproduces a session.
 */

/** A 32-bit FNV-1a hash of text: cheap, stable, good enough to seed a PRNG. */
export function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: a tiny PRNG with a 32-bit state; returns floats in [0, 1). */
export function createPrng(seed: string): () => number {
  let state = hash32(seed);
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A float in [0, 1) that depends only on its inputs (used where call order must not matter). */
export function hashUnit(...parts: Array<string | number>): number {
  const digest = createHash('sha256').update(parts.join('\u0000')).digest();
  return digest.readUInt32BE(0) / 4294967296;
}

/** 32 bytes that depend only on their inputs (deterministic keys, fake hashes). */
export function hashBytes(...parts: Array<string | number>): Uint8Array {
  return new Uint8Array(createHash('sha256').update(parts.join('\u0000')).digest());
}

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** 2024-07-01T00:00:00Z: the ULID "time" part counts from here so ids look like real ULIDs. */
const ID_EPOCH_MS = 1_719_792_000_000;

/**
 * ULID-shaped ids (26 Crockford base32 characters) made from a counter and a seeded PRNG instead
 * of the clock, so the same seed and the same request sequence give the same ids. The counter sits
 * in the time part, which keeps ids sortable by creation.
 */
export function createIdFactory(seed: string): () => string {
  const next = createPrng(`ids:${seed}`);
  let counter = 0;
  return () => {
    counter += 1;
    let time = ID_EPOCH_MS + counter;
    let head = '';
    for (let i = 0; i < 10; i++) {
      head = CROCKFORD[time % 32] + head;
      time = Math.floor(time / 32);
    }
    let tail = '';
    for (let i = 0; i < 16; i++) tail += CROCKFORD[Math.floor(next() * 32)];
    return head + tail;
  };
}
