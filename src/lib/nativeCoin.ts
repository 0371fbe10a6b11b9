import { isNativeEvmAddress, NATIVE_SOL_ADDRESSES } from './nativeAddresses';
import { type ChainNetworkTypes, networkTypeOf } from './networkType';
import type { Asset, NetworkType } from './types';

/**
 * Whether `asset` is its chain's native coin: the balance network fees are paid from. In `lib`
 * because both the quoting (can the wallet pay the gas?) and the engine (what arrived) ask it.
 */
export function isNativeCoin(asset: Asset, chains?: ChainNetworkTypes): boolean {
  return NATIVE_COIN[networkTypeOf(asset, chains)](asset);
}

/** Each network type's native coin, as its token lists name it. */
const NATIVE_COIN: Readonly<Record<NetworkType, (asset: Asset) => boolean>> = {
  evm: (asset) => isNativeEvmAddress(asset.address),
  // SOL is listed under the wrapped-SOL mint (`isNative`); what arrives is the account's lamports.
  sol: (asset) => asset.isNative || NATIVE_SOL_ADDRESSES.has(asset.address),
  // Not told apart yet: the gas check before a quote and what arrived cover EVM and Solana only.
  tron: () => false,
  cosmos: () => false,
};
