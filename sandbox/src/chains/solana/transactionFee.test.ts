import {
  ComputeBudgetProgram,
  Keypair,
  LAMPORTS_PER_SOL,
  PublicKey,
  SystemProgram,
  TransactionInstruction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js';
import { afterAll, describe, expect, it } from 'vitest';
import { SolanaLedger } from './ledger';
import { transactionFee } from './transactionFee';

/** The fee the ledger records (`meta.fee`) is what the runtime really took from the payer. */
const ledger = new SolanaLedger({ slotMs: 0 });
afterAll(() => ledger.close());

function sendTransfers(instructions: TransactionInstruction[], lamports: bigint[]) {
  const payer = Keypair.generate();
  ledger.airdrop(payer.publicKey.toBase58(), 10n * BigInt(LAMPORTS_PER_SOL));
  const transfers = lamports.map((amount) =>
    SystemProgram.transfer({
      fromPubkey: payer.publicKey,
      toPubkey: Keypair.generate().publicKey,
      lamports: amount,
    }),
  );
  const message = new TransactionMessage({
    payerKey: payer.publicKey,
    recentBlockhash: ledger.latestBlockhash().blockhash,
    instructions: [...instructions, ...transfers],
  }).compileToV0Message();
  const tx = new VersionedTransaction(message);
  tx.sign([payer]);
  const before = ledger.svm.getBalance(payer.publicKey.toBase58() as never) ?? 0n;
  const record = ledger.send(tx);
  const after = ledger.svm.getBalance(payer.publicKey.toBase58() as never) ?? 0n;
  const charged = before - after - lamports.reduce((a, b) => a + b, 0n);
  return { record, charged, message };
}

describe('transaction fee', () => {
  it('is 5000 lamports per signature without a priority fee', () => {
    const { record, charged } = sendTransfers([], [1_000_000n]);
    expect(charged).toBe(5000n);
    expect(record.fee).toBe(5000n);
  });

  it('adds ceil(unit price x unit limit / 1e6) with an explicit limit', () => {
    const { record, charged, message } = sendTransfers(
      [
        ComputeBudgetProgram.setComputeUnitLimit({ units: 100_000 }),
        ComputeBudgetProgram.setComputeUnitPrice({ microLamports: 12_345 }),
      ],
      [2_000_000n],
    );
    expect(transactionFee(message)).toBe(5000n + 1235n);
    expect(charged).toBe(5000n + 1235n);
    expect(record.fee).toBe(charged);
  });

  it('prices the default limit when only a unit price is set: 3000 per builtin, 200k per other', () => {
    const { record, charged } = sendTransfers(
      [ComputeBudgetProgram.setComputeUnitPrice({ microLamports: 10_000 })],
      [3_000_000n, 4_000_000n],
    );
    expect(charged).toBe(5000n + 90n); // 3 builtin instructions: 9000 units at 0.01 lamport
    expect(record.fee).toBe(charged);

    const memo = new TransactionInstruction({
      programId: new PublicKey('MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr'),
      keys: [],
      data: Buffer.from('fee'),
    });
    const withMemo = sendTransfers(
      [ComputeBudgetProgram.setComputeUnitPrice({ microLamports: 10_000 }), memo],
      [1_000_000n],
    );
    expect(withMemo.charged).toBe(5000n + 2060n); // 6000 + 200,000 units
    expect(withMemo.record.fee).toBe(withMemo.charged);
  });
});
