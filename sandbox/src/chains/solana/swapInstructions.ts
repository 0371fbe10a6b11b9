/**
 * Instructions of a Solana intent swap: the user transfers the input to the solver vault and a
 * Memo carries the order (see orderMemo.ts); the solver watches the ledger and pays the output.
 * Grouped like a lite-mode payload (compute budget, setup, swap, cleanup), also given flat in
 * execution order for building the standard-mode v0 transaction.
 */
import {
  createAssociatedTokenAccountIdempotentInstruction,
  createTransferCheckedInstruction,
  getAssociatedTokenAddressSync,
} from '@solana/spl-token';
import {
  ComputeBudgetProgram,
  PublicKey,
  SystemProgram,
  TransactionInstruction,
} from '@solana/web3.js';
import { MEMO_PROGRAM_ID } from './keys';
import { encodeOrderMemo, type SwapOrder } from './orderMemo';
import type { SolanaMint } from './setupLedger';

/** What a builder needs from the running ledger (a `SolanaChain` satisfies it). */
interface SwapVenue {
  mints: SolanaMint[];
  vault: { owner: { publicKey: PublicKey }; tokenAccounts: Record<string, string> };
  lookupTables: string[];
}

export interface BuildSolanaSwapOptions {
  venue: SwapVenue;
  user: PublicKey | string;
  /** A mint address from `venue.mints`, or 'SOL'. */
  inputMint: string;
  amountIn: bigint;
  order: SwapOrder;
  /** Priority fee in micro-lamports per compute unit (solanaPriorityFee). */
  computeUnitPrice?: bigint;
  computeUnitLimit?: number;
}

export interface SolanaSwapInstructions {
  computeBudgetInstructions: TransactionInstruction[];
  /** Creates the recipient's output token account if needed, then the order memo. */
  setupInstructions: TransactionInstruction[];
  /** The input transfer to the solver vault. */
  swapInstruction: TransactionInstruction;
  cleanupInstruction?: TransactionInstruction;
  /** Everything in execution order. */
  instructions: TransactionInstruction[];
  addressLookupTableAddresses: string[];
}

export function memoInstruction(text: string, signer: PublicKey): TransactionInstruction {
  return new TransactionInstruction({
    programId: MEMO_PROGRAM_ID,
    keys: [{ pubkey: signer, isSigner: true, isWritable: false }],
    data: Buffer.from(text, 'utf8'),
  });
}

/**
 * The intent swap from plain keys, the one implementation of its instructions: the chains'
 * builder below and the server's step payloads (sandbox/src/payloads/solanaInstructions.ts) both
 * build through it, each ordering the parts as its payload format needs.
 */
export interface IntentSwapSpec {
  user: PublicKey;
  /** The solver vault's owner: receives SOL directly. */
  vault: PublicKey;
  /** 'SOL', or the SPL input mint with the vault's token account for it. */
  input: 'SOL' | { mint: PublicKey; decimals: number; vaultAccount: PublicKey };
  amountIn: bigint;
  /** Set when the output is an SPL token on Solana: its account is created idempotently. */
  output?: { mint: PublicKey; recipient: PublicKey };
  /** The order memo's text. */
  memo: string;
  computeUnitLimit: number;
  /** Micro-lamports per compute unit; without it no price instruction is sent. */
  computeUnitPrice?: bigint;
}

export interface IntentSwapParts {
  computeBudget: TransactionInstruction[];
  /** Creates the recipient's output token account (empty unless the output is SPL on Solana). */
  setup: TransactionInstruction[];
  /** Moves the input into the vault. */
  swap: TransactionInstruction;
  /** States the order for the solver. */
  memo: TransactionInstruction;
}

export function intentSwapParts(spec: IntentSwapSpec): IntentSwapParts {
  const { user, input, amountIn, output } = spec;
  const computeBudget = [
    ComputeBudgetProgram.setComputeUnitLimit({ units: spec.computeUnitLimit }),
  ];
  if (spec.computeUnitPrice !== undefined) {
    computeBudget.push(
      ComputeBudgetProgram.setComputeUnitPrice({ microLamports: spec.computeUnitPrice }),
    );
  }

  const setup: TransactionInstruction[] = [];
  if (output) {
    const ata = getAssociatedTokenAddressSync(output.mint, output.recipient, true);
    setup.push(
      createAssociatedTokenAccountIdempotentInstruction(user, ata, output.recipient, output.mint),
    );
  }

  const swap =
    input === 'SOL'
      ? SystemProgram.transfer({ fromPubkey: user, toPubkey: spec.vault, lamports: amountIn })
      : createTransferCheckedInstruction(
          getAssociatedTokenAddressSync(input.mint, user, true),
          input.mint,
          input.vaultAccount,
          user,
          amountIn,
          input.decimals,
        );
  return { computeBudget, setup, swap, memo: memoInstruction(spec.memo, user) };
}

export function buildSolanaSwapInstructions(
  options: BuildSolanaSwapOptions,
): SolanaSwapInstructions {
  const { venue, order, amountIn } = options;
  const user = new PublicKey(options.user);
  if (amountIn <= 0n) throw new Error('amountIn must be positive');

  let input: IntentSwapSpec['input'] = 'SOL';
  if (options.inputMint !== 'SOL') {
    const mint = venue.mints.find((m) => m.address === options.inputMint);
    const vaultAccount = venue.vault.tokenAccounts[options.inputMint];
    if (!mint || !vaultAccount) throw new Error(`unknown input mint ${options.inputMint}`);
    input = {
      mint: new PublicKey(mint.address),
      decimals: mint.decimals,
      vaultAccount: new PublicKey(vaultAccount),
    };
  }
  const price = options.computeUnitPrice;
  const parts = intentSwapParts({
    user,
    vault: venue.vault.owner.publicKey,
    input,
    amountIn,
    output:
      order.dstChain === 'sol' && order.outputToken !== 'SOL'
        ? { mint: new PublicKey(order.outputToken), recipient: new PublicKey(order.recipient) }
        : undefined,
    memo: encodeOrderMemo(order),
    computeUnitLimit: options.computeUnitLimit ?? 60_000,
    computeUnitPrice: price && price > 0n ? price : undefined,
  });
  // The memo rides with the setup, ahead of the transfer the solver pays against.
  const setupInstructions = [...parts.setup, parts.memo];
  return {
    computeBudgetInstructions: parts.computeBudget,
    setupInstructions,
    swapInstruction: parts.swap,
    instructions: [...parts.computeBudget, ...setupInstructions, parts.swap],
    addressLookupTableAddresses: venue.lookupTables,
  };
}
