/**
 * Address checks per network type. Format checks only (no network access): EVM hex with EIP-55
 * checksum, Solana base58 of 32 bytes, Tron base58check with the 0x41 prefix, Cosmos bech32.
 * Loaded on demand (`loadAddressFormats.ts`): the hashes and codecs stay out of the first load.
 */
import { base58, bech32, createBase58check } from '@scure/base';
import { isAddress, sha256 } from 'viem';
import type { NetworkType } from './types';

export interface AddressCheckOptions {
  /** Cosmos only: the chain's bech32 prefix (`cosmos`, `osmo`, ...). Default `cosmos`. */
  bech32Prefix?: string;
}

// viem's sha256 (already bundled with viem) instead of a direct @noble/hashes dependency.
const tronBase58check = createBase58check((data) => sha256(data, 'bytes'));
const TRON_ADDRESS_PREFIX = 0x41;
const HEX_BODY_UPPER = /^0x[0-9A-F]{40}$/;

/** `isValidAddress`'s shape, for code that is handed the checks once they have loaded. */
export type AddressCheck = (
  networkType: NetworkType,
  address: string,
  opts?: AddressCheckOptions,
) => boolean;

/** Each network type's address format. */
const ADDRESS_FORMATS: Readonly<
  Record<NetworkType, (address: string, opts?: AddressCheckOptions) => boolean>
> = {
  evm: (address) => isValidEvmAddress(address),
  sol: (address) => isValidSolanaAddress(address),
  tron: (address) => isValidTronAddress(address),
  cosmos: (address, opts) => isValidCosmosAddress(address, opts?.bech32Prefix ?? 'cosmos'),
};

export function isValidAddress(
  networkType: NetworkType,
  address: string,
  opts?: AddressCheckOptions,
): boolean {
  return Object.hasOwn(ADDRESS_FORMATS, networkType)
    ? ADDRESS_FORMATS[networkType](address, opts)
    : false;
}

/** Lowercase (or uppercase) hex has no checksum and is accepted; mixed case must match EIP-55. */
export function isValidEvmAddress(address: string): boolean {
  return isAddress(address, { strict: true }) || HEX_BODY_UPPER.test(address);
}

export function isValidSolanaAddress(address: string): boolean {
  // 32 bytes are 32 to 44 base58 characters; the length check avoids decoding long junk.
  if (address.length < 32 || address.length > 44) return false;
  try {
    return base58.decode(address).length === 32;
  } catch {
    return false;
  }
}

/** The base58check form (`T...`): 0x41 followed by the 20-byte account id. */
export function isValidTronAddress(address: string): boolean {
  if (address.length !== 34 || !address.startsWith('T')) return false;
  try {
    const bytes = tronBase58check.decode(address);
    return bytes.length === 21 && bytes[0] === TRON_ADDRESS_PREFIX;
  } catch {
    return false;
  }
}

/** Accounts are 20 bytes; contract and interchain accounts 32. */
export function isValidCosmosAddress(address: string, bech32Prefix = 'cosmos'): boolean {
  const decoded = bech32.decodeUnsafe(address, 90);
  if (!decoded || decoded.prefix !== bech32Prefix.toLowerCase()) return false;
  const bytes = bech32.fromWordsUnsafe(decoded.words);
  return bytes !== undefined && (bytes.length === 20 || bytes.length === 32);
}
