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
/** Base58's alphabet (no 0, O, I, l), 32 to 44 characters: what 32 bytes take. */
const BASE58_32_BYTES = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/;
/** Bech32's data part: after the last "1", at least its 6-letter checksum, in its alphabet. */
const BECH32_DATA = /1[02-9ac-hj-np-z]{6,}$/;

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
  // The shape first: the decoder throws on a foreign letter, and telling a token address's network
  // (`networkTypeOfTokenAddress`) asks every format, at each render while the lists load.
  if (!BASE58_32_BYTES.test(address)) return false;
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
  // The shape first, as for Solana: the decoder throws (and catches) on mixed case or a foreign
  // letter, as in every checksummed EVM address.
  const lower = address.toLowerCase();
  if ((address !== lower && address !== address.toUpperCase()) || !BECH32_DATA.test(lower)) {
    return false;
  }
  const decoded = bech32.decodeUnsafe(address, 90);
  if (!decoded || decoded.prefix !== bech32Prefix.toLowerCase()) return false;
  const bytes = bech32.fromWordsUnsafe(decoded.words);
  return bytes !== undefined && (bytes.length === 20 || bytes.length === 32);
}
