import { RESPONSE_LIMITS, ResponseTooLargeError } from '../responseLimits';
import { tokensArraySchema, tokensByChainSchema, tokensWrappedSchema } from '../schemas/tokens';
import type { Asset, TokensByChain } from '../types';
import { unwrapEnvelope } from './envelope';
import { toAsset } from './normalize';
import { validate } from './validate';

/**
 * `GET /tokens` body to tokens grouped by chain id, whichever of the three shapes was sent:
 * keyed by chain id, a plain array, or `{ tokens: [...] }`.
 */
export function parseTokensResponse(raw: unknown): TokensByChain {
  const data = unwrapEnvelope(raw);
  checkListSizes(data);
  if (Array.isArray(data)) return groupByChain(validate(tokensArraySchema, data).map(toAsset));
  if (isObject(data) && Array.isArray(data.tokens)) {
    return groupByChain(validate(tokensWrappedSchema, data).tokens.map(toAsset));
  }
  const keyed = validate(tokensByChainSchema, data);
  const result = byChainRecord();
  for (const [chainId, assets] of Object.entries(keyed)) result[chainId] = assets.map(toAsset);
  return result;
}

/**
 * Refuses a token list over `maxTokensPerChain` before validating a single entry (validation of a
 * huge list is itself the cost). A flat list is counted per chain id it names.
 */
function checkListSizes(data: unknown): void {
  const max = RESPONSE_LIMITS.maxTokensPerChain;
  const lists: unknown[][] = Array.isArray(data)
    ? [data]
    : isObject(data) && Array.isArray(data.tokens)
      ? [data.tokens]
      : isObject(data)
        ? Object.values(data).filter(Array.isArray)
        : [];
  for (const list of lists) {
    if (list.length <= max) continue;
    const perChain = new Map<unknown, number>();
    for (const item of list) {
      const chainId = isObject(item) ? item.chainId : undefined;
      const count = (perChain.get(chainId) ?? 0) + 1;
      if (count > max) {
        throw new ResponseTooLargeError(
          `/tokens lists over ${max} tokens for chain ${String(chainId).slice(0, 40)}`,
        );
      }
      perChain.set(chainId, count);
    }
  }
}

function groupByChain(assets: Asset[]): TokensByChain {
  const result = byChainRecord();
  for (const asset of assets) {
    const list = result[asset.chainId];
    if (list) list.push(asset);
    else result[asset.chainId] = [asset];
  }
  return result;
}

/** No prototype: a chain id such as `__proto__` is just a key (the API's ids are untrusted). */
function byChainRecord(): TokensByChain {
  return Object.create(null) as TokensByChain;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
