import { TransactionMessage, VersionedTransaction } from '@solana/web3.js';
import type { Tampering } from '../faults';
import { solanaPayloadInstructions } from './solanaInstructions';
import type { PayloadInput } from './types';

/**
 * Standard mode: an unsigned v0 `VersionedTransaction`, base64, with the user as fee payer:
 * compute budget, output account setup, the input transfer and the intent memo (plus what a
 * fault injection tampering changes, see `solanaPayloadInstructions`).
 */
export function solanaTxn(
  input: PayloadInput,
  recentBlockhash: string,
  tampering?: Tampering,
): { data: string } {
  const ix = solanaPayloadInstructions(input, tampering);
  const message = new TransactionMessage({
    payerKey: ix.payer,
    recentBlockhash,
    instructions: [...ix.computeBudget, ...ix.setup, ix.swap, ix.memo, ...ix.extra],
  }).compileToV0Message();
  const bytes = new VersionedTransaction(message).serialize();
  return { data: Buffer.from(bytes).toString('base64') };
}
