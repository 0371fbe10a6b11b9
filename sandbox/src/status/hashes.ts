import { base58 } from '@scure/base';
import { bytesToHex } from 'viem';
import { hashBytes } from '../random';
import type { NetworkType } from '../wire';

/** Transaction hash formats per network type: what `/status` accepts and invents. */

const HEX64 = /^[0-9a-fA-F]{64}$/;

export function isValidTxnHash(networkType: NetworkType, hash: string): boolean {
  switch (networkType) {
    case 'evm':
      return /^0x[0-9a-fA-F]{64}$/.test(hash);
    case 'sol':
      try {
        return base58.decode(hash).length === 64;
      } catch {
        return false;
      }
    case 'tron':
    case 'cosmos':
      return HEX64.test(hash);
  }
}

/** A deterministic hash in the network's format (e.g. the relayer's delivery transaction). */
export function deriveTxnHash(networkType: NetworkType, ...parts: string[]): string {
  const a = hashBytes('txn', ...parts);
  switch (networkType) {
    case 'evm':
      return bytesToHex(a);
    case 'sol':
      return base58.encode(new Uint8Array([...a, ...hashBytes('txn2', ...parts)]));
    case 'tron':
      return bytesToHex(a).slice(2);
    case 'cosmos':
      return bytesToHex(a).slice(2).toUpperCase();
  }
}
