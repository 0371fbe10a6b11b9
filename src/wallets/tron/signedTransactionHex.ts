/**
 * A signed Tron transaction as the protobuf `Transaction { raw_data = 1; signature = 2 }`, in hex:
 * what java-tron's `/wallet/broadcasthex` takes. The bytes signed go as they are, never through a
 * JSON form a node would re-encode (`/wallet/broadcasttransaction` rebuilds `raw_data` from JSON,
 * so a transaction stored as its hex alone, after a reload, could not be sent there).
 */
import { bytesToHex, type Hex, hexToBytes } from 'viem';

function varint(n: number): number[] {
  const out: number[] = [];
  let rest = n;
  while (rest >= 0x80) {
    out.push((rest & 0x7f) | 0x80);
    rest >>>= 7;
  }
  out.push(rest);
  return out;
}

/** A length-delimited field (wire type 2). */
function bytesField(field: number, bytes: Uint8Array): number[] {
  return [(field << 3) | 2, ...varint(bytes.length), ...bytes];
}

export function signedTransactionHex(rawDataHex: string, signatureHex: string): string {
  const raw = hexToBytes(`0x${rawDataHex}` as Hex);
  const signature = hexToBytes(`0x${signatureHex.replace(/^0x/, '')}` as Hex);
  return bytesToHex(Uint8Array.from([...bytesField(1, raw), ...bytesField(2, signature)])).slice(2);
}
