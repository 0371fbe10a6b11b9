/**
 * Glue between web3.js 1.x values and litesvm's @solana/kit-typed API. litesvm bundles its own
 * kit version, so we never import kit ourselves: addresses are base58 strings and a transaction
 * is `{ messageBytes, signatures }` with the signatures in signer order.
 */
import type { VersionedTransaction } from '@solana/web3.js';
import type { LiteSVM } from 'litesvm';

export type SvmAddress = Parameters<LiteSVM['getAccount']>[0];
export type SvmTransaction = Parameters<LiteSVM['sendTransaction']>[0];

export function svmAddress(base58: { toBase58(): string } | string): SvmAddress {
  return (typeof base58 === 'string' ? base58 : base58.toBase58()) as SvmAddress;
}

export function toSvmTransaction(tx: VersionedTransaction): SvmTransaction {
  const signers = tx.message.staticAccountKeys.slice(0, tx.message.header.numRequiredSignatures);
  const signatures: Record<string, Uint8Array> = {};
  signers.forEach((key, i) => {
    signatures[key.toBase58()] = tx.signatures[i] ?? new Uint8Array(64);
  });
  return { messageBytes: tx.message.serialize(), signatures } as unknown as SvmTransaction;
}
