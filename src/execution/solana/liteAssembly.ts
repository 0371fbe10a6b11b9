/**
 * Builds the v0 transaction for a lite-mode payload (docs/routing-api.md §2.9): instructions in
 * provider order, compiled against the payload's address lookup tables. Pure: the caller fetches
 * the blockhash and the lookup tables (see `lookupTableAddresses`) and signs the result.
 */
import {
  type AddressLookupTableAccount,
  type MessageV0,
  PublicKey,
  TransactionInstruction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js';
// The npm `buffer` package in the browser (web3.js 1.x needs a real Buffer), Node's own in tests.
import { Buffer } from 'buffer';
import { WidgetError, type WidgetErrorOptions } from '../../lib/widgetError';
import { TransactionTooLargeError } from '../errors';
import { type LiteInstruction, type LitePayload, orderedLiteInstructions } from './litePayload';

/** The network's limit on a serialized transaction, signatures included (IPv6 MTU minus headers). */
export const SOLANA_TRANSACTION_SIZE_LIMIT = 1232;
const SIGNATURE_BYTES = 64;
const KEY_BYTES = 32;

/** An instruction wants a signature from an account other than the connected wallet. */
export class UnexpectedSignerError extends WidgetError {
  override name = 'UnexpectedSignerError';
  readonly signer: string;

  constructor(signer: string, options: WidgetErrorOptions = {}) {
    super(
      'UNSAFE_TRANSACTION',
      'These swap instructions need a signature from another account than your wallet. ' +
        'Get a new quote with this wallet connected.',
      options,
    );
    this.signer = signer;
  }
}

/** The lookup tables the payload compiles against, for the caller to fetch from the chain. */
export function lookupTableAddresses(payload: LitePayload): string[] {
  return [...new Set(payload.lookupTableAddresses)];
}

export interface AssembleLiteTransactionArgs {
  payload: LitePayload;
  payer: PublicKey;
  recentBlockhash: string;
  /** The tables named by `lookupTableAddresses(payload)`, as fetched. Missing ones cost size. */
  lookupTables: AddressLookupTableAccount[];
}

/**
 * Compiles the payload into an unsigned v0 transaction paid and signed by `payer`.
 * Throws `UnexpectedSignerError` if any instruction needs another signer, and
 * `TransactionTooLargeError` if the serialized transaction (signature slots included) exceeds
 * 1232 bytes.
 */
export function assembleLiteTransaction({
  payload,
  payer,
  recentBlockhash,
  lookupTables,
}: AssembleLiteTransactionArgs): VersionedTransaction {
  const liteInstructions = orderedLiteInstructions(payload);
  const payerKey = payer.toBase58();
  liteInstructions.forEach((instruction, index) => {
    for (const account of instruction.accounts) {
      if (account.isSigner && account.pubkey !== payerKey) {
        throw new UnexpectedSignerError(account.pubkey, {
          details: `instruction ${index} (program ${instruction.programId}) marks ${account.pubkey} as a signer; the payer is ${payerKey}`,
        });
      }
    }
  });

  const instructions = liteInstructions.map(toTransactionInstruction);
  const tableNote = describeTables(payload, lookupTables);
  let message: MessageV0;
  try {
    message = new TransactionMessage({
      payerKey: payer,
      recentBlockhash,
      instructions,
    }).compileToV0Message(lookupTables);
  } catch (cause) {
    // web3.js refuses more than 256 accounts; such a transaction could never fit anyway.
    const size = uncompiledSize(liteInstructions, payerKey);
    throw new TransactionTooLargeError(size, SOLANA_TRANSACTION_SIZE_LIMIT, {
      details: `compiling failed (${cause instanceof Error ? cause.message : String(cause)}); about ${size} bytes without lookup tables; ${tableNote}`,
      cause,
    });
  }

  const size = serializedTransactionSize(message);
  if (size > SOLANA_TRANSACTION_SIZE_LIMIT) {
    throw new TransactionTooLargeError(size, SOLANA_TRANSACTION_SIZE_LIMIT, {
      details: `${size} bytes > ${SOLANA_TRANSACTION_SIZE_LIMIT}: ${instructions.length} instructions, ${message.staticAccountKeys.length} static keys, ${message.addressTableLookups.length} lookups; ${tableNote}`,
    });
  }
  return new VersionedTransaction(message);
}

/**
 * Bytes of the serialized transaction: signature slots, then the v0 message. Computed rather than
 * serialized because web3.js throws a bare RangeError when a message outgrows its fixed buffer.
 */
export function serializedTransactionSize(message: MessageV0): number {
  const signatures = message.header.numRequiredSignatures;
  let size = shortVecLength(signatures) + signatures * SIGNATURE_BYTES;
  size += 1 + 3; // version prefix, header
  size +=
    shortVecLength(message.staticAccountKeys.length) + message.staticAccountKeys.length * KEY_BYTES;
  size += KEY_BYTES; // recent blockhash
  size += shortVecLength(message.compiledInstructions.length);
  for (const instruction of message.compiledInstructions) {
    size += 1; // program id index
    size +=
      shortVecLength(instruction.accountKeyIndexes.length) + instruction.accountKeyIndexes.length;
    size += shortVecLength(instruction.data.length) + instruction.data.length;
  }
  size += shortVecLength(message.addressTableLookups.length);
  for (const lookup of message.addressTableLookups) {
    size += KEY_BYTES;
    size += shortVecLength(lookup.writableIndexes.length) + lookup.writableIndexes.length;
    size += shortVecLength(lookup.readonlyIndexes.length) + lookup.readonlyIndexes.length;
  }
  return size;
}

function toTransactionInstruction(instruction: LiteInstruction): TransactionInstruction {
  return new TransactionInstruction({
    programId: new PublicKey(instruction.programId),
    keys: instruction.accounts.map((account) => ({
      pubkey: new PublicKey(account.pubkey),
      isSigner: account.isSigner,
      isWritable: account.isWritable,
    })),
    data: Buffer.from(instruction.data),
  });
}

/** Size with every key static (one signature): used only when web3.js cannot compile at all. */
function uncompiledSize(instructions: LiteInstruction[], payer: string): number {
  const keys = new Set([payer]);
  let instructionBytes = 0;
  for (const instruction of instructions) {
    keys.add(instruction.programId);
    for (const account of instruction.accounts) keys.add(account.pubkey);
    instructionBytes +=
      1 + shortVecLength(instruction.accounts.length) + instruction.accounts.length;
    instructionBytes += shortVecLength(instruction.data.length) + instruction.data.length;
  }
  return (
    1 +
    SIGNATURE_BYTES +
    4 +
    shortVecLength(keys.size) +
    keys.size * KEY_BYTES +
    KEY_BYTES +
    shortVecLength(instructions.length) +
    instructionBytes +
    1
  );
}

function describeTables(payload: LitePayload, lookupTables: AddressLookupTableAccount[]): string {
  const wanted = lookupTableAddresses(payload);
  const supplied = new Set(lookupTables.map((table) => table.key.toBase58()));
  const missing = wanted.filter((address) => !supplied.has(address));
  return `lookup tables: ${wanted.length - missing.length} of ${wanted.length} supplied${
    missing.length ? ` (missing ${missing.join(', ')})` : ''
  }`;
}

/** Solana's compact-u16 length prefix: 1 byte below 128, 2 below 16384, else 3. */
function shortVecLength(n: number): number {
  return n < 0x80 ? 1 : n < 0x4000 ? 2 : 3;
}
