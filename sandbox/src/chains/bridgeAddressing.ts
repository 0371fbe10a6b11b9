/**
 * How the bridge carries destination tokens and recipients: bytes32 for every chain kind.
 * EVM addresses are left-padded; Solana addresses are their 32 raw bytes; native SOL is zero.
 */
import { base58 } from '@scure/base';
import { getAddress, type Hex, hexToBytes, isAddress, pad, slice, toHex } from 'viem';

const ZERO_BYTES32: Hex = `0x${'0'.repeat(64)}`;

/** `chain` is 'sol' or an EVM chain id; `address` a mint/wallet, 'SOL', or an EVM address. */
export function toBridgeBytes32(chain: string, address: string): Hex {
  if (chain === 'sol') {
    if (address === 'SOL') return ZERO_BYTES32;
    const bytes = base58.decode(address);
    if (bytes.length !== 32) throw new Error(`not a Solana address: ${address}`);
    return toHex(bytes);
  }
  if (!isAddress(address)) throw new Error(`not an EVM address: ${address}`);
  return pad(address);
}

/** The inverse; `isToken` maps zero to 'SOL' on Solana. */
export function fromBridgeBytes32(value: Hex, chain: string, isToken: boolean): string {
  if (chain === 'sol') {
    if (isToken && value === ZERO_BYTES32) return 'SOL';
    return base58.encode(hexToBytes(value));
  }
  return getAddress(slice(value, 12));
}
