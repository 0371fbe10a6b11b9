import { PublicKey, TransactionMessage, VersionedTransaction } from '@solana/web3.js';
import { solanaStepInstructions } from './solanaInstructions';
import type { PayloadInput } from './types';

/**
 * Standard mode: an unsigned v0 `VersionedTransaction`, base64, with the user as fee payer:
 * compute budget, output account setup, the input transfer and the intent memo.
 */
export function solanaTxn(input: PayloadInput, recentBlockhash: string): { data: string } {
  const ix = solanaStepInstructions(input);
  const message = new TransactionMessage({
    payerKey: new PublicKey(input.stored.route.userWalletAddress),
    recentBlockhash,
    instructions: [...ix.computeBudget, ...ix.setup, ix.swap, ix.memo],
  }).compileToV0Message();
  const bytes = new VersionedTransaction(message).serialize();
  return { data: Buffer.from(bytes).toString('base64') };
}
