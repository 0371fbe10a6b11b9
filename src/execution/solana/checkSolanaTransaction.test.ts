import {
  ComputeBudgetProgram,
  Keypair,
  type PublicKey,
  SystemProgram,
  TransactionInstruction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { TransactionTooLargeError, UnsafeTransactionError } from '../errors';
import {
  instructionListsPayload,
  memoInstruction,
  swapInstructionsPayload,
} from './__fixtures__/buildLitePayloads';
import { checkSolanaTransaction, transactionPrograms } from './checkSolanaTransaction';
import { orderedLiteInstructions } from './litePayload';
import { hasComputeUnitPrice, withPriorityFee } from './litePriorityFee';
import { liteRoutePrograms } from './liteRoutePrograms';
import { describeTransactionError, failingInstruction, instructionLogs } from './transactionError';

const user = Keypair.generate().publicKey;
const other = Keypair.generate().publicKey;
const dex = Keypair.generate().publicKey;
const BLOCKHASH = '11111111111111111111111111111111';

function transaction(payer: PublicKey, instructions: TransactionInstruction[]) {
  const message = new TransactionMessage({
    payerKey: payer,
    recentBlockhash: BLOCKHASH,
    instructions,
  }).compileToV0Message();
  return new VersionedTransaction(message);
}

const transfer = SystemProgram.transfer({ fromPubkey: user, toPubkey: other, lamports: 1 });
const dexCall = new TransactionInstruction({
  programId: dex,
  keys: [{ pubkey: user, isSigner: true, isWritable: true }],
  data: Buffer.from([1, 2, 3]),
});

function refusal(fn: () => void): UnsafeTransactionError {
  try {
    fn();
  } catch (error) {
    if (error instanceof UnsafeTransactionError) return error;
    throw error;
  }
  throw new Error('not refused');
}

describe('checkSolanaTransaction', () => {
  it('passes the user paying for infrastructure programs and the route’s own', () => {
    const tx = transaction(user, [
      ComputeBudgetProgram.setComputeUnitLimit({ units: 100_000 }),
      transfer,
      dexCall,
      memoInstruction('order', user),
    ]);
    expect(() =>
      checkSolanaTransaction(tx, { user, allowedPrograms: [dex.toBase58()] }),
    ).not.toThrow();
    expect(transactionPrograms(tx)).toEqual([
      'ComputeBudget111111111111111111111111111111',
      '11111111111111111111111111111111',
      dex.toBase58(),
      'MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr',
    ]);
  });

  it('refuses another fee payer', () => {
    const tx = transaction(other, [transfer]);
    const error = refusal(() => checkSolanaTransaction(tx, { user, allowedPrograms: [] }));
    expect(error.rule).toBe('fee-payer');
    expect(error.shortMessage).toMatchInlineSnapshot(
      `"The transaction would be paid for by another account than your wallet. Nothing was signed."`,
    );
    expect(error.details).toBe(`fee payer ${other.toBase58()}, wallet ${user.toBase58()}`);
  });

  it('refuses a transaction that needs another signature', () => {
    const tx = transaction(user, [transfer, memoInstruction('co-signed', other)]);
    const error = refusal(() => checkSolanaTransaction(tx, { user, allowedPrograms: [] }));
    expect(error.rule).toBe('extra-signer');
    expect(error.details).toContain(other.toBase58());
    expect(error.shortMessage).toMatchInlineSnapshot(
      `"The transaction needs a signature from another account than your wallet. Nothing was signed."`,
    );
  });

  it('refuses a program outside the infrastructure and the route’s', () => {
    const tx = transaction(user, [transfer, dexCall]);
    const error = refusal(() => checkSolanaTransaction(tx, { user, allowedPrograms: [] }));
    expect(error.rule).toBe('foreign-program');
    expect(error.details).toContain(`instruction 1 calls ${dex.toBase58()}`);
    expect(error.shortMessage).toMatchInlineSnapshot(
      `"The transaction calls a program that is not part of this route. Nothing was signed."`,
    );
  });

  it('refuses a transaction over 1232 bytes', () => {
    const big = new TransactionInstruction({
      programId: dex,
      keys: [],
      data: Buffer.alloc(1_000),
    });
    const tx = transaction(user, [big, memoInstruction('x'.repeat(200))]);
    expect(() => checkSolanaTransaction(tx, { user, allowedPrograms: [dex.toBase58()] })).toThrow(
      TransactionTooLargeError,
    );
  });
});

describe('liteRoutePrograms', () => {
  it('first format: the swap’s and token ledger’s programs, not the setup’s', () => {
    const ledger = Keypair.generate().publicKey;
    const payload = swapInstructionsPayload({
      setup: [new TransactionInstruction({ programId: other, keys: [], data: Buffer.alloc(0) })],
      tokenLedger: new TransactionInstruction({
        programId: ledger,
        keys: [],
        data: Buffer.alloc(0),
      }),
      swap: dexCall,
      cleanup: memoInstruction('done'),
    });
    expect(liteRoutePrograms(payload)).toEqual([dex.toBase58(), ledger.toBase58()]);
  });

  it('second format: every program of the list but the infrastructure', () => {
    const payload = instructionListsPayload([transfer, dexCall, memoInstruction('m')]);
    expect(liteRoutePrograms(payload)).toEqual([dex.toBase58()]);
  });
});

describe('withPriorityFee', () => {
  const price = ComputeBudgetProgram.setComputeUnitPrice({ microLamports: 7 });

  it('adds the chosen price to a payload without one (both formats)', () => {
    const first = withPriorityFee(swapInstructionsPayload({ swap: dexCall }), 25_000n);
    const lists = withPriorityFee(instructionListsPayload([dexCall]), 25_000n);
    for (const payload of [first, lists]) {
      const ixs = orderedLiteInstructions(payload);
      expect(hasComputeUnitPrice(ixs)).toBe(true);
      const added = ixs[0]!;
      expect(added.programId).toBe('ComputeBudget111111111111111111111111111111');
      // What web3.js itself encodes for the same price.
      expect(added.data).toEqual(
        new Uint8Array(ComputeBudgetProgram.setComputeUnitPrice({ microLamports: 25_000n }).data),
      );
    }
  });

  it('keeps the payload’s own price, and adds nothing for 0 or no choice', () => {
    const own = swapInstructionsPayload({ computeBudget: [price], swap: dexCall });
    expect(withPriorityFee(own, 25_000n)).toBe(own);
    const ownList = instructionListsPayload([price, dexCall]);
    expect(withPriorityFee(ownList, 25_000n)).toBe(ownList);
    const none = instructionListsPayload([dexCall]);
    expect(withPriorityFee(none, 0n)).toBe(none);
    expect(withPriorityFee(none, undefined)).toBe(none);
  });

  it('a unit limit alone is not a price', () => {
    const limitOnly = instructionListsPayload([
      ComputeBudgetProgram.setComputeUnitLimit({ units: 1 }),
      dexCall,
    ]);
    expect(orderedLiteInstructions(withPriorityFee(limitOnly, 1n))).toHaveLength(3);
  });
});

describe('transaction errors', () => {
  const logs = [
    'Program ComputeBudget111111111111111111111111111111 invoke [1]',
    'Program ComputeBudget111111111111111111111111111111 success',
    'Program 11111111111111111111111111111111 invoke [1]',
    'Transfer: insufficient lamports 10, need 20',
    'Program 11111111111111111111111111111111 failed: custom program error: 0x1',
  ];

  it('names the failing instruction and keeps its log lines', () => {
    const err = { InstructionError: [1, { Custom: 1 }] };
    expect(failingInstruction(err)).toBe(1);
    expect(describeTransactionError(err)).toBe('instruction 1 failed: custom program error 0x1');
    expect(instructionLogs(logs, 1)).toEqual(logs.slice(2));
  });

  it('keeps every line when no instruction is named or found', () => {
    expect(describeTransactionError('BlockhashNotFound')).toBe('BlockhashNotFound');
    expect(describeTransactionError({ InstructionError: [0, 'InvalidAccountData'] })).toBe(
      'instruction 0 failed: InvalidAccountData',
    );
    expect(instructionLogs(logs, undefined)).toEqual(logs);
    expect(instructionLogs(logs, 5)).toEqual(logs);
  });
});
