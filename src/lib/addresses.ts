/**
 * Address checks per network type. Format checks only (no network access): EVM hex with EIP-55
 * checksum, Solana base58 of 32 bytes, Tron base58check with the 0x41 prefix, Cosmos bech32.
 */
import { base58, bech32, createBase58check } from '@scure/base';
import { isAddress, sha256 } from 'viem';
import type { NetworkType } from '../api/types';

export interface AddressCheckOptions {
  /** Cosmos only: the chain's bech32 prefix (`cosmos`, `osmo`, ...). Default `cosmos`. */
  bech32Prefix?: string;
}

// viem's sha256 (already bundled with viem) instead of a direct @noble/hashes dependency.
const tronBase58check = createBase58check((data) => sha256(data, 'bytes'));
const TRON_ADDRESS_PREFIX = 0x41;
const HEX_BODY_UPPER = /^0x[0-9A-F]{40}$/;

export function isValidAddress(
  networkType: NetworkType,
  address: string,
  opts?: AddressCheckOptions,
): boolean {
  switch (networkType) {
    case 'evm':
      return isValidEvmAddress(address);
    case 'sol':
      return isValidSolanaAddress(address);
    case 'tron':
      return isValidTronAddress(address);
    case 'cosmos':
      return isValidCosmosAddress(address, opts?.bech32Prefix ?? 'cosmos');
  }
}

/** Lowercase (or uppercase) hex has no checksum and is accepted; mixed case must match EIP-55. */
function isValidEvmAddress(address: string): boolean {
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
function isValidTronAddress(address: string): boolean {
  if (address.length !== 34 || !address.startsWith('T')) return false;
  try {
    const bytes = tronBase58check.decode(address);
    return bytes.length === 21 && bytes[0] === TRON_ADDRESS_PREFIX;
  } catch {
    return false;
  }
}

/** Accounts are 20 bytes; contract and interchain accounts 32. */
function isValidCosmosAddress(address: string, bech32Prefix = 'cosmos'): boolean {
  const decoded = bech32.decodeUnsafe(address, 90);
  if (!decoded || decoded.prefix !== bech32Prefix.toLowerCase()) return false;
  const bytes = bech32.fromWordsUnsafe(decoded.words);
  return bytes !== undefined && (bytes.length === 20 || bytes.length === 32);
}

/**
 * Addresses used only to ask for quotes before a wallet is connected (the service needs some
 * `userWalletAddress`). Each is a well-known burn address, valid in format, that no person holds a
 * key for, so a quote made with it can never be mistaken for the user's: EVM `0x…dEaD`, the Solana
 * incinerator, Tron's all-zero "black hole" account, and the all-zero Cosmos account. They must
 * never reach createTx or a recipient field: check with `isPlaceholderAddress`.
 */
export const PLACEHOLDER_ADDRESSES: Readonly<Record<NetworkType, string>> = {
  evm: '0x000000000000000000000000000000000000dEaD',
  sol: '1nc1nerator11111111111111111111111111111111',
  tron: 'T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb',
  cosmos: 'cosmos1qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqnrql8a',
};

const PLACEHOLDERS_LOWER = new Set(
  Object.values(PLACEHOLDER_ADDRESSES).map((address) => address.toLowerCase()),
);

export function placeholderAddress(networkType: NetworkType): string {
  return PLACEHOLDER_ADDRESSES[networkType];
}

/**
 * True for any of the quoting placeholders, in any letter case (the comparison is case-insensitive
 * so an EVM placeholder in another casing is still caught; no real base58 key collides with them).
 */
export function isPlaceholderAddress(address: string): boolean {
  return PLACEHOLDERS_LOWER.has(address.trim().toLowerCase());
}

/** `0x1234…abcd` for hex addresses, `AbCd…wXyZ` for others; short strings are returned as is. */
export function shortenAddress(address: string): string {
  const head = address.startsWith('0x') ? 6 : 4;
  const tail = 4;
  if (address.length <= head + tail + 1) return address;
  return `${address.slice(0, head)}…${address.slice(-tail)}`;
}

/** The EVM "native coin" pseudo-address, `0xeeee…eeee`, in any letter case. */
export const NATIVE_EVM_ADDRESS = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE';

export function isNativeEvmAddress(address: string): boolean {
  return address.toLowerCase() === '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee';
}

/**
 * Addresses that mean SOL itself. Token lists (and the sandbox) often list SOL under the
 * wrapped-SOL mint, as Solana aggregators do: the swap wraps the user's SOL, so the balance that
 * matters is the account's SOL, not a wrapped-SOL token account.
 */
export const NATIVE_SOL_ADDRESSES: ReadonlySet<string> = new Set([
  '11111111111111111111111111111111',
  'So11111111111111111111111111111111111111111',
  'So11111111111111111111111111111111111111112',
]);

/**
 * Whether two addresses name the same account: hex and bech32 are case-insensitive, base58
 * (Solana, Tron) is not.
 */
export function isSameAddress(networkType: NetworkType, a: string, b: string): boolean {
  const caseInsensitive = networkType === 'evm' || networkType === 'cosmos';
  return caseInsensitive ? a.toLowerCase() === b.toLowerCase() : a === b;
}
