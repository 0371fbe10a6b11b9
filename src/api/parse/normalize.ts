import type { AcceptedAsset } from '../schemas/asset';
import type { AcceptedChain } from '../schemas/chain';
import type { Asset, Chain } from '../types';

/** Assets and chains (already validated) to domain shapes; routes are in `normalizeRoute.ts`. */

export function toAsset(wire: AcceptedAsset): Asset {
  const asset: Asset = {
    chainId: wire.chainId,
    address: wire.address,
    decimals: wire.decimals,
    symbol: wire.symbol,
    isNative: wire.isNative,
    isPopular: wire.isPopular,
    isEnabled: wire.isEnabled,
    isFlagged: wire.isFlagged,
    blockchain: wire.blockchain,
    lastPrice: wire.lastPrice,
  };
  if (wire.networkType !== undefined) asset.networkType = wire.networkType;
  if (wire.name !== undefined) asset.name = wire.name;
  if (wire.image !== undefined) asset.image = wire.image;
  if (wire.marketCap != null) asset.marketCap = wire.marketCap;
  if (wire.priceId != null) asset.priceId = wire.priceId;
  return asset;
}

export function toChain(wire: AcceptedChain): Chain {
  return { ...wire, explorer: { ...wire.explorer } };
}
