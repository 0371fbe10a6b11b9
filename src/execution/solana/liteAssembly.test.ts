import {
  createAssociatedTokenAccountIdempotentInstruction,
  createTransferInstruction,
  getAssociatedTokenAddressSync,
} from '@solana/spl-token';
import {
  ComputeBudgetProgram,
  Keypair,
  type MessageV0,
  PublicKey,
  SystemProgram,
  TransactionInstruction,
  VersionedTransaction,
} from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { TransactionTooLargeError } from '../errors';
import {
  instructionListsPayload,
  lookupTable,
  MEMO_PROGRAM_ID,
  memoInstruction,
  randomKeys,
  swapInstructionsPayload,
} from './__fixtures__/buildLitePayloads';
import {
  assembleLiteTransaction,
  lookupTableAddresses,
  SOLANA_TRANSACTION_SIZE_LIMIT,
  serializedTransactionSize,
  UnexpectedSignerError,
} from './liteAssembly';

const payer = Keypair.generate().publicKey;
const recentBlockhash = Keypair.generate().publicKey.toBase58();
const mint = Keypair.generate().publicKey;
const recipient = Keypair.generate().publicKey;
const sourceAta = getAssociatedTokenAddressSync(mint, payer);
const destinationAta = getAssociatedTokenAddressSync(mint, recipient);

const computeBudget = [
  ComputeBudgetProgram.setComputeUnitLimit({ units: 300_000 }),
  ComputeBudgetProgram.setComputeUnitPrice({ microLamports: 1_000 }),
];
const setup = createAssociatedTokenAccountIdempotentInstruction(
  payer,
  destinationAta,
  recipient,
  mint,
);
const swap = createTransferInstruction(sourceAta, destinationAta, payer, 1_000_000n);
const tokenLedger = memoInstruction('token ledger');
const cleanup = memoInstruction('cleanup');
const tip = SystemProgram.transfer({ fromPubkey: payer, toPubkey: recipient, lamports: 5_000 });

/** The instructions of a compiled transaction, as program id + data, after a byte round trip. */
function decodedInstructions(tx: VersionedTransaction) {
  const back = VersionedTransaction.deserialize(tx.serialize());
  const keys = back.message.staticAccountKeys;
  return back.message.compiledInstructions.map((ix) => ({
    programId: keys[ix.programIdIndex]!.toBase58(),
    data: Buffer.from(ix.data).toString('hex'),
  }));
}
const expected = (ixs: TransactionInstruction[]) =>
  ixs.map((ix) => ({ programId: ix.programId.toBase58(), data: ix.data.toString('hex') }));

function caught(fn: () => unknown): unknown {
  try {
    fn();
  } catch (err) {
    return err;
  }
  throw new Error('expected an error');
}

describe('assembleLiteTransaction', () => {
  it('orders the first format: compute budget, setup, token ledger, swap, cleanup, other', () => {
    const payload = swapInstructionsPayload({
      computeBudget,
      setup: [setup],
      tokenLedger,
      swap,
      cleanup,
      other: [tip],
    });
    const tx = assembleLiteTransaction({ payload, payer, recentBlockhash, lookupTables: [] });
    expect(decodedInstructions(tx)).toEqual(
      expected([...computeBudget, setup, tokenLedger, swap, cleanup, tip]),
    );
    expect(tx.message.staticAccountKeys[0]!.equals(payer)).toBe(true);
    expect(tx.message.recentBlockhash).toBe(recentBlockhash);
    expect(tx.message.header.numRequiredSignatures).toBe(1);
    expect(tx.signatures).toHaveLength(1);
  });

  it('leaves out absent optional parts of the first format', () => {
    const payload = swapInstructionsPayload({ swap });
    const tx = assembleLiteTransaction({ payload, payer, recentBlockhash, lookupTables: [] });
    expect(decodedInstructions(tx)).toEqual(expected([swap]));
  });

  it('keeps the given order of the second format', () => {
    const ordered = [
      computeBudget[1]!,
      memoInstruction('b'),
      swap,
      memoInstruction('a'),
      computeBudget[0]!,
    ];
    const payload = instructionListsPayload(ordered);
    const tx = assembleLiteTransaction({ payload, payer, recentBlockhash, lookupTables: [] });
    expect(decodedInstructions(tx)).toEqual(expected(ordered));
  });

  it('computes the serialized size exactly, signature slots included', () => {
    const payload = swapInstructionsPayload({ computeBudget, setup: [setup], swap, other: [tip] });
    const tx = assembleLiteTransaction({ payload, payer, recentBlockhash, lookupTables: [] });
    expect(serializedTransactionSize(tx.message as MessageV0)).toBe(tx.serialize().length);
  });

  it('compiles against lookup tables, which shrinks the transaction', () => {
    const poolAccounts = randomKeys(20);
    const bigSwap = new TransactionInstruction({
      programId: Keypair.generate().publicKey,
      keys: [
        { pubkey: payer, isSigner: true, isWritable: true },
        ...poolAccounts.map((pubkey, i) => ({ pubkey, isSigner: false, isWritable: i % 2 === 0 })),
      ],
      data: Buffer.alloc(24, 1),
    });
    const tableKey = Keypair.generate().publicKey;
    const payload = swapInstructionsPayload({
      computeBudget,
      swap: bigSwap,
      lookupTables: [tableKey],
    });
    expect(lookupTableAddresses(payload)).toEqual([tableKey.toBase58()]);

    const without = assembleLiteTransaction({ payload, payer, recentBlockhash, lookupTables: [] });
    const table = lookupTable(tableKey, [...randomKeys(5), ...poolAccounts]);
    const withTable = assembleLiteTransaction({
      payload,
      payer,
      recentBlockhash,
      lookupTables: [table],
    });

    expect(withTable.message.addressTableLookups).toHaveLength(1);
    expect(withTable.message.addressTableLookups[0]!.accountKey.equals(tableKey)).toBe(true);
    expect(withTable.message.addressTableLookups[0]!.writableIndexes).toHaveLength(10);
    // 20 keys of 32 bytes become 20 one-byte indexes plus one 32-byte table key (+2 length bytes).
    expect(without.serialize().length - withTable.serialize().length).toBe(20 * 32 - 20 - 32 - 2);
    // The same instruction data survives the round trip through the table.
    const back = VersionedTransaction.deserialize(withTable.serialize());
    expect(back.message.addressTableLookups[0]!.readonlyIndexes).toEqual(
      withTable.message.addressTableLookups[0]!.readonlyIndexes,
    );
  });

  it('deduplicates lookup table addresses for fetching', () => {
    const key = Keypair.generate().publicKey;
    expect(lookupTableAddresses(instructionListsPayload([swap], [key, key]))).toEqual([
      key.toBase58(),
    ]);
  });

  it('rejects a transaction over 1232 bytes, and accepts one of exactly 1232', () => {
    const sizeWithMemo = (bytes: number) => {
      const payload = instructionListsPayload([memoInstruction('x'.repeat(bytes), payer)]);
      return () => assembleLiteTransaction({ payload, payer, recentBlockhash, lookupTables: [] });
    };
    const base = sizeWithMemo(200)().serialize().length;
    const fits = 200 + (SOLANA_TRANSACTION_SIZE_LIMIT - base);
    expect(sizeWithMemo(fits)().serialize().length).toBe(1232);

    const err = caught(sizeWithMemo(fits + 1));
    expect(err).toBeInstanceOf(TransactionTooLargeError);
    const tooLarge = err as TransactionTooLargeError;
    expect(tooLarge.size).toBe(1233);
    expect(tooLarge.limit).toBe(1232);
    expect(tooLarge.code).toBe('TRANSACTION_FAILED');
    expect(tooLarge.shortMessage).toMatchInlineSnapshot(
      `"This route's Solana transaction is too large (1233 bytes, the limit is 1232). Get a new quote; a route that touches fewer accounts will fit."`,
    );
    expect(tooLarge.details).toMatch(
      /^1233 bytes > 1232: 1 instructions, 2 static keys, 0 lookups; lookup tables: 0 of 0 supplied$/,
    );
  });

  it('reports missing lookup tables when too large, and fits once they are supplied', () => {
    const accounts = randomKeys(40);
    const big = new TransactionInstruction({
      programId: MEMO_PROGRAM_ID,
      keys: accounts.map((pubkey) => ({ pubkey, isSigner: false, isWritable: false })),
      data: Buffer.from('swap'),
    });
    const tableKey = Keypair.generate().publicKey;
    const payload = swapInstructionsPayload({ swap: big, lookupTables: [tableKey] });
    const err = caught(() =>
      assembleLiteTransaction({ payload, payer, recentBlockhash, lookupTables: [] }),
    );
    expect(err).toBeInstanceOf(TransactionTooLargeError);
    expect((err as TransactionTooLargeError).details).toContain(`missing ${tableKey.toBase58()}`);

    const tx = assembleLiteTransaction({
      payload,
      payer,
      recentBlockhash,
      lookupTables: [lookupTable(tableKey, accounts)],
    });
    expect(tx.serialize().length).toBeLessThan(SOLANA_TRANSACTION_SIZE_LIMIT);
  });

  it('turns web3.js compile failures (over 256 accounts) into TransactionTooLargeError', () => {
    const accounts = randomKeys(300);
    const huge = new TransactionInstruction({
      programId: MEMO_PROGRAM_ID,
      keys: accounts.map((pubkey) => ({ pubkey, isSigner: false, isWritable: false })),
      data: Buffer.alloc(0),
    });
    const tableKey = Keypair.generate().publicKey;
    const payload = instructionListsPayload([huge], [tableKey]);
    const err = caught(() =>
      assembleLiteTransaction({
        payload,
        payer,
        recentBlockhash,
        lookupTables: [lookupTable(tableKey, accounts.slice(0, 250))],
      }),
    );
    expect(err).toBeInstanceOf(TransactionTooLargeError);
    expect((err as TransactionTooLargeError).size).toBeGreaterThan(300 * 32);
  });

  it('rejects instructions that need a signer other than the payer', () => {
    const other = Keypair.generate().publicKey;
    const stolen = createTransferInstruction(
      getAssociatedTokenAddressSync(mint, other),
      sourceAta,
      other,
      5n,
    );
    const payload = swapInstructionsPayload({ computeBudget, swap, cleanup: stolen });
    const err = caught(() =>
      assembleLiteTransaction({ payload, payer, recentBlockhash, lookupTables: [] }),
    );
    expect(err).toBeInstanceOf(UnexpectedSignerError);
    const unexpected = err as UnexpectedSignerError;
    expect(unexpected.signer).toBe(other.toBase58());
    expect(unexpected.code).toBe('UNSAFE_TRANSACTION');
    expect(unexpected.details).toContain('instruction 3');
  });

  it('rejects a payload built for another wallet', () => {
    const payload = instructionListsPayload([swap]);
    const someoneElse = Keypair.generate().publicKey;
    expect(() =>
      assembleLiteTransaction({ payload, payer: someoneElse, recentBlockhash, lookupTables: [] }),
    ).toThrow(UnexpectedSignerError);
  });

  it('accepts instructions whose only signer is the payer', () => {
    const payload = instructionListsPayload([memoInstruction('hi', payer), tip]);
    const tx = assembleLiteTransaction({ payload, payer, recentBlockhash, lookupTables: [] });
    expect(tx.message.header.numRequiredSignatures).toBe(1);
    expect(new PublicKey(tx.message.staticAccountKeys[0]!).equals(payer)).toBe(true);
  });
});
