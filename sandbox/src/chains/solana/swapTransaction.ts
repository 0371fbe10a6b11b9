/**
 * The standard-mode payload: the intent swap as an unsigned v0 transaction with the ledger's
 * current blockhash, compiled against the real lookup tables (serialize() it for `txnSol.data`).
 */
import { PublicKey, TransactionMessage, VersionedTransaction } from '@solana/web3.js';
import { loadLookupTable } from './setupLedger';
import type { SolanaChain } from './startSolanaLedger';
import { type BuildSolanaSwapOptions, buildSolanaSwapInstructions } from './swapInstructions';

export function buildSolanaSwapTransaction(
  chain: SolanaChain,
  options: Omit<BuildSolanaSwapOptions, 'venue'>,
): { transaction: VersionedTransaction; lastValidBlockHeight: bigint } {
  const built = buildSolanaSwapInstructions({ ...options, venue: chain });
  const tables = built.addressLookupTableAddresses.map((a) => loadLookupTable(chain.ledger, a));
  const { blockhash, lastValidBlockHeight } = chain.latestBlockhash();
  const message = new TransactionMessage({
    payerKey: new PublicKey(options.user),
    recentBlockhash: blockhash,
    instructions: built.instructions,
  }).compileToV0Message(tables);
  return { transaction: new VersionedTransaction(message), lastValidBlockHeight };
}
