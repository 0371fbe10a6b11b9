/**
 * Tron signs the transaction id (sha256 of `raw_data_hex`) itself, with secp256k1, as a 65-byte
 * `r ‖ s ‖ v` (v 27/28, or 0/1); the signer is the address of the recovered key.
 */
import { type Hex, recoverAddress } from 'viem';
import { sign } from 'viem/accounts';
import { fromEvmAddress } from './address';

/** The 21-byte address that signed `txId`, or undefined for a signature that recovers no key. */
export async function recoverSigner(
  txId: string,
  signature: string,
): Promise<Uint8Array | undefined> {
  if (!/^[0-9a-fA-F]{130}$/.test(signature)) return undefined;
  try {
    const address = await recoverAddress({ hash: `0x${txId}`, signature: `0x${signature}` });
    return fromEvmAddress(address);
  } catch {
    return undefined;
  }
}

/** A wallet's signature of `txId` (130 hex digits, v 27/28, as TronWeb writes it). */
export async function signTxId(txId: string, privateKey: Hex): Promise<string> {
  return (await sign({ hash: `0x${txId}`, privateKey, to: 'hex' })).slice(2);
}
