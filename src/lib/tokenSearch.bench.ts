/**
 * Token search speed: ms per keystroke over 20,000 generated tokens, while a user types a few
 * queries letter by letter (and pastes an address). Target: well under 16 ms (one frame).
 */

import { tokenKey } from './tokenKey';
import { createTokenSearch } from './tokenSearch';
import type { Asset } from './types';

const TOKEN_COUNT = 20_000;
const ROUNDS = 15;

/** Deterministic pseudo-random numbers (mulberry32), so every run searches the same list. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const WORDS = ['Wrapped', 'Staked', 'Bridged', 'Dollar', 'Coin', 'Token', 'Finance', 'Protocol'];

function generateTokens(): Asset[] {
  const next = random(42);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const tokens: Asset[] = [];
  for (let i = 0; i < TOKEN_COUNT; i++) {
    const length = 3 + Math.floor(next() * 4);
    let symbol = '';
    for (let j = 0; j < length; j++) symbol += pick([...LETTERS]);
    const hex = Array.from({ length: 40 }, () => Math.floor(next() * 16).toString(16)).join('');
    tokens.push({
      chainId: pick(['1', '8453', '42161', '137', '56']),
      address: `0x${hex}`,
      decimals: pick([6, 8, 18]),
      symbol,
      name: `${pick(WORDS)} ${symbol} ${pick(WORDS)}`,
      isNative: false,
      isPopular: next() < 0.01,
      isEnabled: true,
      isFlagged: next() < 0.02,
      blockchain: 'Bench',
      lastPrice: next() * 10,
    });
  }
  return tokens;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))]!;
}

export default async function run(): Promise<Array<{ name: string; value: number; unit: string }>> {
  const tokens = generateTokens();
  const balances = new Map<string, bigint>();
  for (const token of tokens.slice(0, 200)) balances.set(tokenKey(token), 10n ** 18n);

  const buildStart = performance.now();
  const search = createTokenSearch(tokens, { balances });
  const buildMs = performance.now() - buildStart;

  const typed = ['usdc', 'wrapped', 'eth', 'xq'].flatMap((word) =>
    Array.from({ length: word.length }, (_, i) => word.slice(0, i + 1)),
  );
  const keystrokes = [...typed, tokens[12_345]!.address.toUpperCase().replace('0X', '0x')];

  for (const query of keystrokes) search(query); // warm up the JIT
  const samples: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (const query of keystrokes) {
      const start = performance.now();
      search(query);
      samples.push(performance.now() - start);
    }
  }
  samples.sort((a, b) => a - b);

  // Worst case: a first letter that matches most tokens, with nothing to narrow from.
  const fullScans: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (const query of ['a', 'e', 'o']) {
      const start = performance.now();
      search(query);
      fullScans.push(performance.now() - start);
    }
  }
  fullScans.sort((a, b) => a - b);

  return [
    { name: `token search: index ${TOKEN_COUNT} tokens (once)`, value: buildMs, unit: 'ms' },
    {
      name: `token search: keystroke over ${TOKEN_COUNT} tokens, median`,
      value: percentile(samples, 0.5),
      unit: 'ms',
    },
    {
      name: `token search: keystroke over ${TOKEN_COUNT} tokens, p95`,
      value: percentile(samples, 0.95),
      unit: 'ms',
    },
    {
      name: `token search: first letter, full scan of ${TOKEN_COUNT} tokens, median`,
      value: percentile(fullScans, 0.5),
      unit: 'ms',
    },
    {
      name: `token search: first letter, full scan of ${TOKEN_COUNT} tokens, p95`,
      value: percentile(fullScans, 0.95),
      unit: 'ms',
    },
  ];
}
