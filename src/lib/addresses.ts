/**
 * Address helpers that need no decoding: the quoting placeholders, shortening, comparison. The
 * native coins' pseudo-addresses are `nativeAddresses.ts`; the format checks (checksums, base58,
 * bech32) `addressFormats.ts`, which loads on demand (`loadAddressFormats.ts`).
 */
import { NETWORK_FACTS } from './networkFacts';
import type { NetworkType } from './types';

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

/**
 * Each network's all-zero account, which no key controls: funds sent there are gone, and a typo's
 * favourite. EVM's `0x0…0`, Solana's `111…1` (its System Program's id), Tron's `T9yD14…` (0x41
 * and 20 zero bytes; also its quote placeholder and TRX's pseudo-address). Lower case, as compared.
 */
const ZERO_ADDRESSES = new Set(
  [`0x${'0'.repeat(40)}`, '1'.repeat(32), 'T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb'].map((a) =>
    a.toLowerCase(),
  ),
);
/**
 * A Cosmos account of 20 or 32 zero bytes under any bech32 prefix (`cosmos1qqq…`, `osmo1qqq…`):
 * zero bits are `q`s, then the six checksum characters (a wrong checksum is refused as invalid).
 */
const ZERO_BECH32 = /^[a-z]{1,83}1(?:q{32}|q{52})[\da-z]{6}$/;

/**
 * True for an all-zero account of any network, in any letter case (no real base58 key collides
 * with the lower-cased forms), before the address checks have loaded: no format decoding here.
 */
export function isZeroAddress(address: string): boolean {
  const lower = address.trim().toLowerCase();
  return ZERO_ADDRESSES.has(lower) || ZERO_BECH32.test(lower);
}

/** `0x1234…abcd` for hex addresses, `AbCd…wXyZ` for others; short strings are returned as is. */
export function shortenAddress(address: string): string {
  const head = address.startsWith('0x') ? 6 : 4;
  const tail = 4;
  if (address.length <= head + tail + 1) return address;
  return `${address.slice(0, head)}…${address.slice(-tail)}`;
}

/**
 * Whether two addresses name the same account: hex and bech32 are case-insensitive, base58
 * (Solana, Tron) is not.
 */
export function isSameAddress(networkType: NetworkType, a: string, b: string): boolean {
  return NETWORK_FACTS[networkType].caseInsensitiveAddresses
    ? a.toLowerCase() === b.toLowerCase()
    : a === b;
}
