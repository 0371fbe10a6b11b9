import { TransactionMessage, VersionedTransaction } from '@solana/web3.js';
import type { SolanaPayloadInstructions } from './solanaInstructions';

/**
 * Standard mode: an unsigned v0 `VersionedTransaction`, base64, with the user as fee payer:
 * compute budget, output account setup, the input transfer and the intent memo (plus what a
 * fault injection tampering changed, see `solanaPayloadInstructions`).
 */
export function solanaTxn(
  ix: SolanaPayloadInstructions,
  recentBlockhash: string,
): { data: string } {
  const message = new TransactionMessage({
    payerKey: ix.payer,
    recentBlockhash,
    instructions: [...ix.computeBudget, ...ix.setup, ix.swap, ix.memo, ...ix.extra],
  }).compileToV0Message();
  const bytes = new VersionedTransaction(message).serialize();
  return { data: Buffer.from(bytes).toString('base64') };
}
