import type { Chain } from '../api/types';
import { tokenPickerMessages } from '../i18n/en/tokenPicker';
import { messageRef } from '../lib/messageRef';
import { type OnChainTokenMetadata, TokenMetadataError } from '../wallets/tokenMetadataError';
import { NETWORKS } from './networkRegistry';

/**
 * Reads decimals (and symbol/name where the standard has them) from the chain's RPC, so an
 * unlisted token's amounts are never converted with a guessed number of decimals: with its
 * network's reader (its registered wallet module; EVM: ERC-20 `decimals`/`symbol`/`name`, Solana:
 * `getTokenSupply` of the mint). A network type without a reader cannot be checked here, and is
 * refused.
 */
export async function readTokenMetadata(
  chain: Chain,
  address: string,
  signal?: AbortSignal,
): Promise<OnChainTokenMetadata> {
  const rpcUrl = chain.rpcUrls[0];
  if (!rpcUrl) {
    throw new TokenMetadataError(messageRef(tokenPickerMessages, 'noRpc', { chain: chain.name }), {
      code: 'UNSUPPORTED_NETWORK',
      details: `chain ${chain.chainId} lists no rpcUrls`,
    });
  }
  const { readTokenMetadata: read } = NETWORKS[chain.networkType].wallet;
  if (read) return read(chain, rpcUrl, address, signal);
  const cannotCheck = messageRef(tokenPickerMessages, 'cannotCheck', { chain: chain.name });
  throw new TokenMetadataError(cannotCheck, {
    code: 'UNSUPPORTED_NETWORK',
    details: `network type ${chain.networkType}`,
  });
}
