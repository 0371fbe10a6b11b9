import type { Asset, Chain } from '../../api/types';
import { shortenAddress } from '../../lib/addresses';
import { isValidAddress } from '../../lib/addressFormats';
import type { OnChainTokenMetadata } from '../../wallets/tokenMetadataError';

/** Whether a search text is a well-formed token address on `chain` (so it may be looked up). */
export function looksLikeAddress(chain: Chain | undefined, text: string): boolean {
  if (!chain) return false;
  const trimmed = text.trim();
  if (trimmed === '') return false;
  return isValidAddress(chain.networkType, trimmed);
}

/**
 * An asset for an address that is not on the verified list, with the decimals the chain reported
 * (never guessed); flagged so warnings stay visible wherever it is shown.
 */
export function unknownTokenAsset(
  chain: Chain,
  address: string,
  metadata: OnChainTokenMetadata,
): Asset {
  return {
    networkType: chain.networkType,
    chainId: chain.chainId,
    address: address.trim(),
    decimals: metadata.decimals,
    symbol: metadata.symbol ?? shortenAddress(address.trim()),
    name: metadata.name ? `${metadata.name} (unverified)` : 'Unknown token',
    isNative: false,
    isPopular: false,
    isEnabled: true,
    isFlagged: true,
    blockchain: chain.name,
    lastPrice: 0,
  };
}
