import { createBase58check } from '@scure/base';
import { bytesToHex, hexToBytes, sha256 } from 'viem';

/**
 * Tron addresses as the engine compares them: 21 bytes, `0x41` then the 20 bytes an Ethereum key
 * gives, written as base58check (`T…`) or hex (`41…`). Tron's contracts take the 20 bytes in
 * their EVM-compatible ABI, which is how the EVM rules can judge a Tron payload.
 */
const base58check = createBase58check((data) => sha256(data, 'bytes'));
const PREFIX = 0x41;

/** The 21 bytes of a base58 (`T…`) or hex (`41…`) Tron address; undefined for anything else. */
export function tronAddressBytes(text: string): Uint8Array | undefined {
  let bytes: Uint8Array;
  if (/^41[0-9a-fA-F]{40}$/.test(text)) bytes = hexToBytes(`0x${text}`);
  else if (text.length !== 34) return undefined;
  else {
    try {
      bytes = base58check.decode(text);
    } catch {
      return undefined;
    }
  }
  return bytes.length === 21 && bytes[0] === PREFIX ? bytes : undefined;
}

/** `T…` of 21 address bytes. */
export function tronBase58(bytes: Uint8Array): string {
  return base58check.encode(bytes);
}

/** The 20 bytes as `0x…` hex, as the contracts' ABI and the EVM rules see the address. */
export function tronToEvmHex(bytes: Uint8Array): `0x${string}` {
  return bytesToHex(bytes.subarray(1));
}

/** A Tron address (either form) as `0x…` 20-byte hex; undefined when it is none. */
export function tronTextToEvmHex(text: string): `0x${string}` | undefined {
  const bytes = tronAddressBytes(text);
  return bytes && tronToEvmHex(bytes);
}
