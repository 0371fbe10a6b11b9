import {
  type AddressLookupTableAccount,
  type Keypair,
  type TransactionInstruction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js';
import { ChainError } from '../errors';
import type { LedgerTransaction, SolanaLedger } from './ledger';

/** Signs a v0 transaction with the ledger's current blockhash and executes it; throws if it fails. */
export function sendInstructions(
  ledger: SolanaLedger,
  payer: Keypair,
  instructions: TransactionInstruction[],
  extraSigners: Keypair[] = [],
  lookupTables: AddressLookupTableAccount[] = [],
): LedgerTransaction {
  const message = new TransactionMessage({
    payerKey: payer.publicKey,
    recentBlockhash: ledger.latestBlockhash().blockhash,
    instructions,
  }).compileToV0Message(lookupTables);
  const tx = new VersionedTransaction(message);
  tx.sign([payer, ...extraSigners]);
  const record = ledger.send(tx);
  if (record.err !== null) {
    throw new ChainError('A sandbox operator transaction failed on the Solana ledger', {
      details: `${record.signature}: ${JSON.stringify(record.err)}\n${record.logs.join('\n')}`,
    });
  }
  return record;
}
