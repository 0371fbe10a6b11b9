import { createHash } from 'node:crypto';
import { base58, bech32, createBase58check } from '@scure/base';
import { bytesToHex, type Hex, isAddress, keccak256, pad, stringToBytes } from 'viem';
import { EVM_NATIVE, SOL_NATIVE, TRON_NATIVE } from './catalog/tokens';
import { badParam } from './errors';
import type { NetworkType } from './wire';

/** Address rules per network type: validation (recipients, wallets) and bytes32 encoding. */

const tronBase58 = createBase58check(
  (data: Uint8Array) => new Uint8Array(createHash('sha256').update(data).digest()),
);

/** Tron base58check address → its 21 bytes (0x41 prefix + 20), or null. */
export function tronBytes(address: string): Uint8Array | null {
  try {
    const bytes = tronBase58.decode(address);
    return bytes.length === 21 && bytes[0] === 0x41 ? bytes : null;
  } catch {
    return null;
  }
}

/** Cosmos Hub account address (`cosmos1…`) → its 20 (or 32) data bytes, or null. */
function cosmosBytes(address: string): Uint8Array | null {
  try {
    const { prefix, words } = bech32.decode(address as `${string}1${string}`);
    const bytes = bech32.fromWords(words);
    return prefix === 'cosmos' && (bytes.length === 20 || bytes.length === 32) ? bytes : null;
  } catch {
    return null;
  }
}

export function isValidAddress(networkType: NetworkType, address: string): boolean {
  switch (networkType) {
    case 'evm':
      return isAddress(address, { strict: false });
    case 'sol':
      try {
        return base58.decode(address).length === 32;
      } catch {
        return false;
      }
    case 'tron':
      return tronBytes(address) !== null;
    case 'cosmos':
      return cosmosBytes(address) !== null;
  }
}

/** 20-byte hex of a Tron address, as the EVM-compatible ABI of its contracts expects. */
export function tronToHex20(address: string): Hex {
  const bytes = tronBytes(address);
  if (!bytes) throw new Error(`Not a Tron address: ${address}`);
  return bytesToHex(bytes.subarray(1));
}

/**
 * An address or token as bytes32 for SandboxBridge.deposit: EVM left-padded; Solana its 32 bytes
 * (native SOL is zero); Tron its 20-byte body left-padded (TRX as the all-`e` token, as the Tron
 * ledger's contracts know it); Cosmos accounts their data bytes
 * left-padded, and denoms (`uatom`, `ibc/…`) their keccak256.
 */
export function toBytes32(networkType: NetworkType, address: string): Hex {
  switch (networkType) {
    case 'evm':
      return pad(address.toLowerCase() === EVM_NATIVE ? EVM_NATIVE : (address as Hex));
    case 'sol':
      return address === SOL_NATIVE ? pad('0x', { size: 32 }) : bytesToHex(base58.decode(address));
    case 'tron':
      return pad(address === TRON_NATIVE ? EVM_NATIVE : tronToHex20(address));
    case 'cosmos': {
      const bytes = cosmosBytes(address);
      return bytes ? pad(bytesToHex(bytes), { size: 32 }) : keccak256(stringToBytes(address));
    }
  }
}

/** A recipient as bytes32; 400 naming `recipient` when it is not an address of that network
 * (possible with `skipChecks`, which skips the check at quote time). */
export function recipientBytes32(networkType: NetworkType, recipient: string): Hex {
  if (!isValidAddress(networkType, recipient)) {
    throw badParam('recipient', `not a valid ${networkType} address`);
  }
  return toBytes32(networkType, recipient);
}
