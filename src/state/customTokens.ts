import * as v from 'valibot';
import { toAsset } from '../api/parse/normalize';
import { assetSchema } from '../api/schemas/asset';
import type { Asset } from '../api/types';
import type { AddressCheck } from '../lib/addressFormats';
import { networkFacts } from '../lib/networkFacts';

/** Accepted unlisted tokens kept per widget instance; the oldest go first beyond this. */
export const MAX_CUSTOM_TOKENS = 50;

// Stored tokens come back from localStorage, which other scripts on the page can write: the
// API's asset schema, plus bounds on what is shown; and an address in its network's format
// (`hasValidAddress`) where a token is used, as its checks load on demand.
const storedAssetSchema = v.object({
  ...assetSchema.entries,
  symbol: v.pipe(v.string(), v.minLength(1), v.maxLength(32)),
  name: v.optional(v.pipe(v.string(), v.maxLength(64))),
  address: v.pipe(v.string(), v.minLength(1), v.maxLength(128)),
  image: v.optional(v.pipe(v.string(), v.maxLength(2048))),
});

/**
 * The well-formed, distinct tokens of `raw` (at most MAX_CUSTOM_TOKENS, newest kept); never
 * throws. Their addresses are checked where they are used (`hasValidAddress`).
 */
export function sanitizeCustomTokens(raw: unknown): Asset[] {
  if (!Array.isArray(raw)) return [];
  let out: Asset[] = [];
  for (const item of raw) {
    const parsed = v.safeParse(storedAssetSchema, item);
    if (!parsed.success) continue;
    out = withCustomToken(out, toAsset(parsed.output));
  }
  return out;
}

/** A stored token is used only with an address in its network's format (where custom tokens are). */
export function hasValidAddress(asset: Asset, isValidAddress: AddressCheck): boolean {
  const type = asset.networkType;
  return (
    type === undefined || !networkFacts(type)?.customTokens || isValidAddress(type, asset.address)
  );
}

/** `tokens` with `asset` added last (replacing the same chain and address), capped. */
export function withCustomToken(tokens: readonly Asset[], asset: Asset): Asset[] {
  const others = tokens.filter((t) => t.chainId !== asset.chainId || t.address !== asset.address);
  return [...others, asset].slice(-MAX_CUSTOM_TOKENS);
}
