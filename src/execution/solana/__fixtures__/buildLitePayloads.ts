/**
 * Test helpers (not shipped): turn real web3.js instructions into lite-mode JSON text, and make
 * address lookup tables in memory, so assembly is tested through the same parser the widget uses.
 */
import { base64 } from '@scure/base';
import {
  AddressLookupTableAccount,
  Keypair,
  PublicKey,
  TransactionInstruction,
} from '@solana/web3.js';
import { type LitePayload, parseLitePayload } from '../litePayload';

export const MEMO_PROGRAM_ID = new PublicKey('MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr');

export function memoInstruction(text: string, signer?: PublicKey): TransactionInstruction {
  return new TransactionInstruction({
    programId: MEMO_PROGRAM_ID,
    keys: signer ? [{ pubkey: signer, isSigner: true, isWritable: false }] : [],
    data: Buffer.from(text, 'utf8'),
  });
}

function toWireInstruction(instruction: TransactionInstruction) {
  return {
    programId: instruction.programId.toBase58(),
    accounts: instruction.keys.map((key) => ({
      pubkey: key.pubkey.toBase58(),
      isSigner: key.isSigner,
      isWritable: key.isWritable,
    })),
    data: base64.encode(instruction.data),
  };
}

export interface SwapInstructionsParts {
  computeBudget?: TransactionInstruction[];
  setup?: TransactionInstruction[];
  tokenLedger?: TransactionInstruction;
  swap: TransactionInstruction;
  cleanup?: TransactionInstruction;
  other?: TransactionInstruction[];
  lookupTables?: PublicKey[];
}

/** JSON text in the first format, keys deliberately not in execution order. */
function swapInstructionsText(parts: SwapInstructionsParts): string {
  return JSON.stringify({
    addressLookupTableAddresses: (parts.lookupTables ?? []).map((key) => key.toBase58()),
    otherInstructions: (parts.other ?? []).map(toWireInstruction),
    cleanupInstruction: parts.cleanup ? toWireInstruction(parts.cleanup) : null,
    swapInstruction: toWireInstruction(parts.swap),
    tokenLedgerInstruction: parts.tokenLedger ? toWireInstruction(parts.tokenLedger) : null,
    setupInstructions: (parts.setup ?? []).map(toWireInstruction),
    computeBudgetInstructions: (parts.computeBudget ?? []).map(toWireInstruction),
  });
}

function instructionListsText(
  instructions: TransactionInstruction[],
  lookupTables: PublicKey[] = [],
): string {
  return JSON.stringify({
    addressLookupTableAccount: lookupTables.map((key) => key.toBase58()),
    instructionLists: instructions.map(toWireInstruction),
  });
}

export function swapInstructionsPayload(parts: SwapInstructionsParts): LitePayload {
  return parseLitePayload(swapInstructionsText(parts));
}

export function instructionListsPayload(
  instructions: TransactionInstruction[],
  lookupTables: PublicKey[] = [],
): LitePayload {
  return parseLitePayload(instructionListsText(instructions, lookupTables));
}

/** An active lookup table held in memory (no ledger needed to compile against it). */
export function lookupTable(key: PublicKey, addresses: PublicKey[]): AddressLookupTableAccount {
  return new AddressLookupTableAccount({
    key,
    state: {
      deactivationSlot: BigInt('0xffffffffffffffff'),
      lastExtendedSlot: 0,
      lastExtendedSlotStartIndex: addresses.length,
      authority: undefined,
      addresses,
    },
  });
}

export const randomKeys = (count: number): PublicKey[] =>
  Array.from({ length: count }, () => Keypair.generate().publicKey);
