import type { MessageV0, PublicKey, VersionedTransaction } from '@solana/web3.js';
import { TransactionTooLargeError, UnsafeTransactionError } from '../errors';
import { SOLANA_TRANSACTION_SIZE_LIMIT, serializedTransactionSize } from './liteAssembly';

/**
 * Programs any route may call: accounts, fees and tokens, nothing that decides where value goes
 * beyond what the user's own token accounts allow. Memo v1 and v2 both (v1 is still in use).
 */
export const INFRASTRUCTURE_PROGRAMS: readonly string[] = [
  '11111111111111111111111111111111', // System
  'ComputeBudget111111111111111111111111111111',
  'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA', // SPL Token
  'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb', // Token-2022
  'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL', // Associated Token Account
  'MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr', // Memo v2
  'Memo1UhkJRfHyvLMcVucJwxXeuD728EqVDDwQDxFMNo', // Memo v1
];

export interface SolanaCheckContext {
  /** The connected wallet: the only fee payer and the only signer the widget signs for. */
  user: PublicKey | string;
  /**
   * The route's programs (lite: the payload's swap programs; standard: what the caller trusts for
   * this route). The infrastructure programs are always allowed on top.
   */
  allowedPrograms: Iterable<string>;
}

/**
 * The rules a Solana transaction passes before any wallet is asked; the first broken one throws
 * and nothing is signed:
 * - `fee-payer`: the first account (the fee payer) is the user;
 * - `extra-signer`: the message needs exactly one signature, the user's;
 * - `foreign-program`: every instruction calls an infrastructure program or one of the route's;
 * - size: the serialized transaction fits in 1232 bytes (`TransactionTooLargeError`).
 */
export function checkSolanaTransaction(
  tx: VersionedTransaction,
  { user, allowedPrograms }: SolanaCheckContext,
): void {
  checkSolanaSigners(tx, user);
  checkSolanaPrograms(tx, allowedPrograms);
  const size = transactionSize(tx);
  if (size > SOLANA_TRANSACTION_SIZE_LIMIT) {
    throw new TransactionTooLargeError(size, SOLANA_TRANSACTION_SIZE_LIMIT, {
      details: `${size} bytes > ${SOLANA_TRANSACTION_SIZE_LIMIT}`,
    });
  }
}

/** Serialized bytes, signatures included; web3.js cannot serialize a legacy one past the limit. */
function transactionSize(tx: VersionedTransaction): number {
  if (tx.version === 0) return serializedTransactionSize(tx.message as MessageV0);
  try {
    return tx.serialize().length;
  } catch {
    return SOLANA_TRANSACTION_SIZE_LIMIT + 1;
  }
}

/** Fee payer and signers only: what `sign` re-checks on bytes read back from storage. */
export function checkSolanaSigners(tx: VersionedTransaction, user: PublicKey | string): void {
  const { header, staticAccountKeys } = tx.message;
  const userKey = typeof user === 'string' ? user : user.toBase58();
  const payer = staticAccountKeys[0]?.toBase58();
  if (header.numRequiredSignatures < 1 || payer !== userKey) {
    throw new UnsafeTransactionError(
      'fee-payer',
      `fee payer ${payer ?? 'none'}, wallet ${userKey}`,
    );
  }
  if (header.numRequiredSignatures > 1) {
    const others = staticAccountKeys
      .slice(1, header.numRequiredSignatures)
      .map((key) => key.toBase58());
    throw new UnsafeTransactionError(
      'extra-signer',
      `${header.numRequiredSignatures} signatures required; besides the wallet ${userKey}: ${others.join(', ')}`,
    );
  }
}

function checkSolanaPrograms(tx: VersionedTransaction, allowedPrograms: Iterable<string>) {
  const allowed = new Set([...INFRASTRUCTURE_PROGRAMS, ...allowedPrograms]);
  const { staticAccountKeys, compiledInstructions } = tx.message;
  compiledInstructions.forEach((instruction, index) => {
    // A program id is always a static key (the runtime refuses one from a lookup table).
    const program = staticAccountKeys[instruction.programIdIndex]?.toBase58();
    if (program === undefined || !allowed.has(program)) {
      throw new UnsafeTransactionError(
        'foreign-program',
        `instruction ${index} calls ${program ?? `account #${instruction.programIdIndex} of a lookup table`}; allowed: ${[...allowed].join(', ')}`,
      );
    }
  });
}

/** The programs the transaction's instructions call, in first-use order. */
export function transactionPrograms(tx: VersionedTransaction): string[] {
  const { staticAccountKeys, compiledInstructions } = tx.message;
  const programs = compiledInstructions
    .map((instruction) => staticAccountKeys[instruction.programIdIndex]?.toBase58())
    .filter((program): program is string => program !== undefined);
  return [...new Set(programs)];
}
