import type { Asset, Chain, NetworkType } from '../../api/types';
import { isValidAddress, shortenAddress } from '../../lib/addresses';

/**
 * Decimals assumed for a token the API does not list, by network type: the usual value for
 * fungible tokens there (ERC-20 18, SPL 9, TRC-20 6, Cosmos 6). Only used after the user accepted
 * the "unknown token" warning; the flag keeps the warning visible everywhere else.
 */
const ASSUMED_DECIMALS: Record<NetworkType, number> = { evm: 18, sol: 9, tron: 6, cosmos: 6 };

/** Whether a search text is a well-formed token address on `chain` (so it may be looked up). */
export function looksLikeAddress(chain: Chain | undefined, text: string): boolean {
  if (!chain) return false;
  const trimmed = text.trim();
  if (trimmed === '') return false;
  return isValidAddress(chain.networkType, trimmed);
}

/** An asset for an address that is not on the verified list; flagged so warnings stay visible. */
export function unknownTokenAsset(chain: Chain, address: string): Asset {
  return {
    networkType: chain.networkType,
    chainId: chain.chainId,
    address: address.trim(),
    decimals: ASSUMED_DECIMALS[chain.networkType],
    symbol: shortenAddress(address.trim()),
    name: 'Unknown token',
    isNative: false,
    isPopular: false,
    isEnabled: true,
    isFlagged: true,
    blockchain: chain.name,
    lastPrice: 0,
  };
}

export const UNKNOWN_TOKEN_WARNING =
  'Not on the verified list — check the address before you trade.';
export const FLAGGED_TOKEN_WARNING = 'Flagged token: it may be a scam or behave unexpectedly.';
