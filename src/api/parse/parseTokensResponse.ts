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
  if (Array.isArray(data)) return groupByChain(validate(tokensArraySchema, data).map(toAsset));
  if (isObject(data) && Array.isArray(data.tokens)) {
    return groupByChain(validate(tokensWrappedSchema, data).tokens.map(toAsset));
  }
  const keyed = validate(tokensByChainSchema, data);
  const result: TokensByChain = {};
  for (const [chainId, assets] of Object.entries(keyed)) result[chainId] = assets.map(toAsset);
  return result;
}

function groupByChain(assets: Asset[]): TokensByChain {
  const result: TokensByChain = {};
  for (const asset of assets) {
    const list = result[asset.chainId];
    if (list) list.push(asset);
    else result[asset.chainId] = [asset];
  }
  return result;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
