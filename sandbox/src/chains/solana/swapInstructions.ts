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
export interface SwapVenue {
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

export function buildSolanaSwapInstructions(
  options: BuildSolanaSwapOptions,
): SolanaSwapInstructions {
  const { venue, order, amountIn } = options;
  const user = new PublicKey(options.user);
  if (amountIn <= 0n) throw new Error('amountIn must be positive');

  const computeBudgetInstructions = [
    ComputeBudgetProgram.setComputeUnitLimit({ units: options.computeUnitLimit ?? 60_000 }),
  ];
  if (options.computeUnitPrice && options.computeUnitPrice > 0n) {
    computeBudgetInstructions.push(
      ComputeBudgetProgram.setComputeUnitPrice({ microLamports: options.computeUnitPrice }),
    );
  }

  const setupInstructions: TransactionInstruction[] = [];
  if (order.dstChain === 'sol' && order.outputToken !== 'SOL') {
    const outMint = new PublicKey(order.outputToken);
    const recipient = new PublicKey(order.recipient);
    const ata = getAssociatedTokenAddressSync(outMint, recipient, true);
    setupInstructions.push(
      createAssociatedTokenAccountIdempotentInstruction(user, ata, recipient, outMint),
    );
  }
  setupInstructions.push(memoInstruction(encodeOrderMemo(order), user));

  let swapInstruction: TransactionInstruction;
  if (options.inputMint === 'SOL') {
    swapInstruction = SystemProgram.transfer({
      fromPubkey: user,
      toPubkey: venue.vault.owner.publicKey,
      lamports: amountIn,
    });
  } else {
    const mint = venue.mints.find((m) => m.address === options.inputMint);
    const vaultAccount = venue.vault.tokenAccounts[options.inputMint];
    if (!mint || !vaultAccount) throw new Error(`unknown input mint ${options.inputMint}`);
    const mintKey = new PublicKey(mint.address);
    swapInstruction = createTransferCheckedInstruction(
      getAssociatedTokenAddressSync(mintKey, user, true),
      mintKey,
      new PublicKey(vaultAccount),
      user,
      amountIn,
      mint.decimals,
    );
  }
  return {
    computeBudgetInstructions,
    setupInstructions,
    swapInstruction,
    instructions: [...computeBudgetInstructions, ...setupInstructions, swapInstruction],
    addressLookupTableAddresses: venue.lookupTables,
  };
}
