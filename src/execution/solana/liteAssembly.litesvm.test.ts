/**
 * An assembled lite transaction really executes: a memo plus a SOL transfer, compiled through a
 * lookup table that holds the recipient, signed by the payer and run in litesvm (in process).
 */
import {
  ComputeBudgetProgram,
  Keypair,
  LAMPORTS_PER_SOL,
  type PublicKey,
  SystemProgram,
  VersionedTransaction,
} from '@solana/web3.js';
import { FailedTransactionMetadata, LiteSVM } from 'litesvm';
import { describe, expect, it } from 'vitest';
import { svmAddress, toSvmTransaction } from '../../../sandbox/src/chains/solana/svmInterop';
import {
  instructionListsPayload,
  lookupTable,
  memoInstruction,
  swapInstructionsPayload,
} from './__fixtures__/buildLitePayloads';
import { assembleLiteTransaction } from './liteAssembly';

const LOOKUP_TABLE_PROGRAM = 'AddressLookupTab1e1111111111111111111111111';

/** The on-chain layout of an active lookup table: 56-byte meta, then 32-byte addresses. */
function lookupTableAccountData(authority: PublicKey, addresses: PublicKey[]): Uint8Array {
  const data = new Uint8Array(56 + 32 * addresses.length);
  const view = new DataView(data.buffer);
  view.setUint32(0, 1, true); // ProgramState::LookupTable
  view.setBigUint64(4, 0xffffffffffffffffn, true); // deactivation slot: never
  view.setBigUint64(12, 0n, true); // last extended slot
  data[20] = addresses.length; // every address active even in the slot it was added
  data[21] = 1; // Some(authority)
  data.set(authority.toBytes(), 22);
  for (const [i, key] of addresses.entries()) data.set(key.toBytes(), 56 + 32 * i);
  return data;
}

/** litesvm's branded lamport amount (its own @solana/kit's `Lamports`): a plain bigint. */
const lamportsOf = (amount: bigint) => amount as Parameters<LiteSVM['airdrop']>[1];

function run(svm: LiteSVM, bytes: Uint8Array) {
  const result = svm.sendTransaction(toSvmTransaction(VersionedTransaction.deserialize(bytes)));
  if (result instanceof FailedTransactionMetadata) {
    throw new Error(`transaction failed: ${result.toString()}\n${result.meta().logs().join('\n')}`);
  }
  return result;
}

describe('assembled lite transactions execute in litesvm', () => {
  it('runs memo + SOL transfer compiled through a lookup table (first format)', () => {
    const svm = new LiteSVM();
    const payer = Keypair.generate();
    const recipient = Keypair.generate().publicKey;
    svm.airdrop(svmAddress(payer.publicKey), lamportsOf(10n * BigInt(LAMPORTS_PER_SOL)));

    const tableKey = Keypair.generate().publicKey;
    const tableAddresses = [recipient, Keypair.generate().publicKey];
    const data = lookupTableAccountData(payer.publicKey, tableAddresses);
    svm.setAccount({
      address: svmAddress(tableKey),
      data,
      executable: false,
      lamports: lamportsOf(svm.minimumBalanceForRentExemption(BigInt(data.length))),
      programAddress: svmAddress(LOOKUP_TABLE_PROGRAM),
      space: BigInt(data.length),
    });

    const payload = swapInstructionsPayload({
      computeBudget: [ComputeBudgetProgram.setComputeUnitLimit({ units: 200_000 })],
      swap: SystemProgram.transfer({
        fromPubkey: payer.publicKey,
        toPubkey: recipient,
        lamports: 1_234_567,
      }),
      cleanup: memoInstruction('lite swap done', payer.publicKey),
      lookupTables: [tableKey],
    });
    const tx = assembleLiteTransaction({
      payload,
      payer: payer.publicKey,
      recentBlockhash: svm.latestBlockhash(),
      lookupTables: [lookupTable(tableKey, tableAddresses)],
    });
    expect(tx.message.addressTableLookups).toHaveLength(1); // the recipient comes from the table
    tx.sign([payer]);

    const meta = run(svm, tx.serialize());
    expect(svm.getBalance(svmAddress(recipient))).toBe(1_234_567n);
    const logs = meta.logs();
    expect(logs).toContain('Program log: lite swap done');
    // Executed in provider order: compute budget, swap (the transfer), cleanup (the memo).
    expect(logs.filter((line) => line.endsWith(' invoke [1]'))).toEqual([
      'Program ComputeBudget111111111111111111111111111111 invoke [1]',
      'Program 11111111111111111111111111111111 invoke [1]',
      'Program MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr invoke [1]',
    ]);
  });

  it('runs an instruction list without lookup tables (second format)', () => {
    const svm = new LiteSVM();
    const payer = Keypair.generate();
    const recipient = Keypair.generate().publicKey;
    svm.airdrop(svmAddress(payer.publicKey), lamportsOf(BigInt(LAMPORTS_PER_SOL)));
    const payload = instructionListsPayload([
      ComputeBudgetProgram.setComputeUnitPrice({ microLamports: 1 }),
      memoInstruction('first', payer.publicKey),
      SystemProgram.transfer({
        fromPubkey: payer.publicKey,
        toPubkey: recipient,
        lamports: 1_000_000,
      }),
    ]);
    const tx = assembleLiteTransaction({
      payload,
      payer: payer.publicKey,
      recentBlockhash: svm.latestBlockhash(),
      lookupTables: [],
    });
    tx.sign([payer]);
    run(svm, tx.serialize());
    expect(svm.getBalance(svmAddress(recipient))).toBe(1_000_000n);
  });

  it('fails with a corrupted signature, so the execution check is real', () => {
    const svm = new LiteSVM();
    const payer = Keypair.generate();
    svm.airdrop(svmAddress(payer.publicKey), lamportsOf(BigInt(LAMPORTS_PER_SOL)));
    const payload = instructionListsPayload([memoInstruction('tampered', payer.publicKey)]);
    const tx = assembleLiteTransaction({
      payload,
      payer: payer.publicKey,
      recentBlockhash: svm.latestBlockhash(),
      lookupTables: [],
    });
    tx.sign([payer]);
    tx.signatures[0]![0]! ^= 0xff;
    expect(() => run(svm, tx.serialize())).toThrow(/transaction failed/);
  });
});
