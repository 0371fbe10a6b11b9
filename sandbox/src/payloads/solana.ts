import { type MessageV0, TransactionMessage, VersionedTransaction } from '@solana/web3.js';
import { type SolanaPayloadInstructions, solanaPayloadInstructions } from './solanaInstructions';
import type { PayloadInput } from './types';

/**
 * Standard mode: an unsigned v0 `VersionedTransaction`, base64, with the user as fee payer:
 * compute budget, output account setup, the input transfer and the intent memo (plus what a
 * fault injection tampering changed, see `solanaPayloadInstructions`).
 */
export function solanaTxn(
  ix: SolanaPayloadInstructions,
  recentBlockhash: string,
): { data: string } {
  const bytes = new VersionedTransaction(compile(ix, recentBlockhash)).serialize();
  return { data: Buffer.from(bytes).toString('base64') };
}

function compile(ix: SolanaPayloadInstructions, recentBlockhash: string): MessageV0 {
  return new TransactionMessage({
    payerKey: ix.payer,
    recentBlockhash,
    instructions: [...ix.computeBudget, ...ix.setup, ix.swap, ix.memo, ...ix.extra],
  }).compileToV0Message();
}

/** Any blockhash: it is not an account, so it does not change the count. */
const COUNTING_BLOCKHASH = '11111111111111111111111111111111';

/**
 * The accounts of the standard-mode transaction `/nextTx` hands out for the step (fee payer,
 * instruction accounts and program ids, each once), what `maxAccounts` limits: the same count as
 * the lite payload of the same instructions (`liteAccountCount`), so the limit means one thing
 * in both modes.
 */
export function solanaTxnAccountCount(input: PayloadInput): number {
  const message = compile(solanaPayloadInstructions(input), COUNTING_BLOCKHASH);
  const looked = message.addressTableLookups.reduce(
    (n, l) => n + l.writableIndexes.length + l.readonlyIndexes.length,
    0,
  );
  return message.staticAccountKeys.length + looked;
}
