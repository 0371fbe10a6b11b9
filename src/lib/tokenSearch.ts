/**
 * Token search for the token picker: by symbol, name or pasted address, over tens of thousands of
 * tokens per keystroke. Everything that does not depend on the query (lowercase fields, USD value
 * of holdings, the order inside each rank) is computed once in `createTokenSearch`; a keystroke is
 * one pass of plain string comparisons with no sort and no regex.
 */

import { toUsd } from './amounts';
import { tokenKey } from './tokenKey';
import type { Asset } from './types';

export interface TokenSearchOptions {
  /** Smallest-unit balances keyed by `tokenKey`. */
  balances?: Map<string, bigint>;
  /** Disabled tokens (`isEnabled: false`) are left out unless this is true. */
  includeDisabled?: boolean;
}

interface IndexedToken {
  asset: Asset;
  symbol: string;
  name: string;
  /** `symbol NUL name`: one `includes` rejects a token (NUL never occurs in a typed query). */
  haystack: string;
  popular: boolean;
  held: boolean;
}

/**
 * Result ranks, best first; a token lands in the first rank it qualifies for:
 * 0 exact address; 1 exact symbol, popular; 2 exact symbol, others; then popular, held and other
 * tokens, each split into prefix matches (the query starts the symbol or name) and substring
 * matches.
 */
const RANK_COUNT = 9;
const RANK_ADDRESS = 0;
const RANK_SYMBOL_POPULAR = 1;
const RANK_SYMBOL_OTHER = 2;
const RANK_POPULAR = 3;
const RANK_HELD = 5;
const RANK_OTHER = 7;
const NO_MATCH = 255;

/**
 * Returns a search function. Ranking: exact address match, exact symbol match (popular first),
 * popular tokens, tokens the user holds (by USD value), then the rest; the last three each with
 * prefix matches before substring matches. Inside a rank, flagged tokens go last, then higher USD
 * holdings first, then the input order. An empty query lists every token in the same order
 * (popular, held, others). Address matching is case-insensitive for hex (`0x`) addresses and
 * exact for others (base58 is case-sensitive).
 *
 * Build it once per token list and balances (e.g. in `useMemo`). A repeated query returns the same
 * array instance, which suits React memoisation; callers must not mutate results.
 */
export function createTokenSearch(
  tokens: Asset[],
  opts?: TokenSearchOptions,
): (query: string) => Asset[] {
  const balances = opts?.balances;
  const withUsd = tokens
    .filter((asset) => opts?.includeDisabled || asset.isEnabled !== false)
    .map((asset, index) => {
      const balance = balances?.get(tokenKey(asset)) ?? 0n;
      const usd = balance > 0n ? toUsd(balance, asset.decimals, asset.lastPrice) : 0;
      return { asset, index, held: balance > 0n, usd };
    });
  // The order inside every rank, fixed once: unflagged first, then USD held, then input order.
  withUsd.sort(
    (a, b) =>
      Number(a.asset.isFlagged) - Number(b.asset.isFlagged) || b.usd - a.usd || a.index - b.index,
  );

  const indexed: IndexedToken[] = withUsd.map(({ asset, held }) => {
    const symbol = asset.symbol.toLowerCase();
    const name = (asset.name ?? '').toLowerCase();
    return {
      asset,
      symbol,
      name,
      haystack: `${symbol}\u0000${name}`,
      popular: asset.isPopular,
      held,
    };
  });
  const emptyQueryResult = listAll(indexed);

  // Pasted addresses: hex compared lowercase, everything else exactly.
  const byAddress = new Map<string, IndexedToken[]>();
  for (const token of indexed) {
    const address = token.asset.address;
    const key =
      address.startsWith('0x') || address.startsWith('0X') ? address.toLowerCase() : address;
    const list = byAddress.get(key);
    if (list) list.push(token);
    else byAddress.set(key, [token]);
  }

  // Typing narrows: every token whose symbol or name contains "usdc" also contains "usd", so the
  // next keystroke only rescans the previous text matches. The last result is reused as is.
  const rankBuffer = new Uint8Array(indexed.length);
  let last: { query: string; lower: string; textMatches: IndexedToken[]; result: Asset[] } | null =
    null;

  return (query: string): Asset[] => {
    if (last && last.query === query) return last.result;
    const trimmed = query.trim();
    if (trimmed === '') return emptyQueryResult;
    const lower = trimmed.toLowerCase();
    const addressMatches = byAddress.get(trimmed) ?? byAddress.get(lower);
    const candidates = last && lower.startsWith(last.lower) ? last.textMatches : indexed;

    // Two passes, no per-rank arrays: rank every candidate, then place it by counting sort.
    const rankOf = rankBuffer.subarray(0, candidates.length);
    const counts = new Array<number>(RANK_COUNT).fill(0);
    const textMatches: IndexedToken[] = [];
    for (let i = 0; i < candidates.length; i++) {
      const token = candidates[i]!;
      let rank = NO_MATCH;
      if (token.haystack.includes(lower)) {
        textMatches.push(token);
        if (addressMatches?.includes(token))
          rank = NO_MATCH; // listed first, below
        else if (token.symbol === lower) {
          rank = token.popular ? RANK_SYMBOL_POPULAR : RANK_SYMBOL_OTHER;
        } else {
          const offset = token.symbol.startsWith(lower) || token.name.startsWith(lower) ? 0 : 1;
          rank = (token.popular ? RANK_POPULAR : token.held ? RANK_HELD : RANK_OTHER) + offset;
        }
      }
      rankOf[i] = rank;
      if (rank !== NO_MATCH) counts[rank]!++;
    }
    const addressAssets = addressMatches?.map((token) => token.asset) ?? [];
    counts[RANK_ADDRESS] = addressAssets.length;
    const next = new Array<number>(RANK_COUNT);
    let total = 0;
    for (let rank = 0; rank < RANK_COUNT; rank++) {
      next[rank] = total;
      total += counts[rank]!;
    }
    const result = new Array<Asset>(total);
    for (const asset of addressAssets) result[next[RANK_ADDRESS]!++] = asset;
    for (let i = 0; i < candidates.length; i++) {
      const rank = rankOf[i]!;
      if (rank !== NO_MATCH) result[next[rank]!++] = candidates[i]!.asset;
    }
    last = { query, lower, textMatches, result };
    return result;
  };
}

function listAll(indexed: IndexedToken[]): Asset[] {
  const popular: Asset[] = [];
  const held: Asset[] = [];
  const others: Asset[] = [];
  for (const token of indexed) {
    (token.popular ? popular : token.held ? held : others).push(token.asset);
  }
  return [...popular, ...held, ...others];
}
