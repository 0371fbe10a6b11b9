import { isNativeEvmAddress, NATIVE_SOL_ADDRESSES } from './nativeAddresses';
import { type ChainNetworkTypes, networkTypeOf } from './networkType';
import type { Asset } from './types';

/**
 * Whether `asset` is its chain's native coin: the balance network fees are paid from. In `lib`
 * because both the quoting (can the wallet pay the gas?) and the engine (what arrived) ask it.
 */
export function isNativeCoin(asset: Asset, chains?: ChainNetworkTypes): boolean {
  const networkType = networkTypeOf(asset, chains);
  if (networkType === 'evm') return isNativeEvmAddress(asset.address);
  // SOL is listed under the wrapped-SOL mint (`isNative`); what arrives is the account's lamports.
  if (networkType === 'sol') return asset.isNative || NATIVE_SOL_ADDRESSES.has(asset.address);
  return false;
}
