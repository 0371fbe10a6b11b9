/**
 * Tron addresses: 21 bytes, `0x41` then the 20 bytes an Ethereum key gives, written as base58check
 * (`T…`, `visible: true` in the HTTP API) or hex (`41…`, `visible: false`). The ledger's anvil
 * knows only the 20 bytes, so an address crosses between the two by dropping or adding `0x41`.
 */
import { createBase58check } from '@scure/base';
import { bytesToHex, getAddress, type Hex, hexToBytes, sha256 } from 'viem';

const TRON_ADDRESS_PREFIX = 0x41;

const base58check = createBase58check((data) => sha256(data, 'bytes'));

/** The 21 bytes of a base58 (`T…`) or hex (`41…`, 42 digits) Tron address; undefined otherwise. */
export function tronAddressBytes(text: string): Uint8Array | undefined {
  let bytes: Uint8Array;
  if (/^41[0-9a-fA-F]{40}$/.test(text)) bytes = hexToBytes(`0x${text}`);
  else {
    try {
      bytes = base58check.decode(text);
    } catch {
      return undefined;
    }
  }
  return bytes.length === 21 && bytes[0] === TRON_ADDRESS_PREFIX ? bytes : undefined;
}

/** `T…` of 21 address bytes. */
export function toBase58(bytes: Uint8Array): string {
  return base58check.encode(bytes);
}

/** `41…` (42 hex digits) of 21 address bytes. */
export function toTronHex(bytes: Uint8Array): string {
  return bytesToHex(bytes).slice(2);
}

/** The address as the HTTP API writes it: base58 when `visible`, else hex. */
export function formatAddress(bytes: Uint8Array, visible: boolean): string {
  return visible ? toBase58(bytes) : toTronHex(bytes);
}

/** The EVM address (checksummed) the anvil runs the account as. */
export function toEvmAddress(bytes: Uint8Array): Hex {
  return getAddress(bytesToHex(bytes.subarray(1)));
}

/** The Tron address bytes of an EVM address. */
export function fromEvmAddress(address: Hex): Uint8Array {
  return Uint8Array.of(TRON_ADDRESS_PREFIX, ...hexToBytes(address));
}
