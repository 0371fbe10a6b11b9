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
import { SOL_NATIVE } from '../catalog/tokens';
import { encodeOrderMemo } from '../chains/solana/orderMemo';
import { badParam } from '../errors';
import type { PayloadInput } from './types';

/**
 * The instructions of a Solana step, shared by the serialized transaction (standard mode) and
 * the two lite payloads. A swap or bridge on the sandbox ledger is: pay the input into the
 * sandbox vault (System transfer for SOL, SPL TransferChecked otherwise), with a Memo stating the
 * order (destination, output token, recipient, minimum output, deadline); the chains' intent
 * solver (sandbox/src/chains/solana/solver.ts) pays the output. Only
 * programs every ledger has are used (ComputeBudget, System, SPL Token, Associated Token, Memo).
 */
export const MEMO_PROGRAM_ID = new PublicKey('MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr');

export interface SolanaStepInstructions {
  computeBudget: TransactionInstruction[];
  /** Creates the recipient's output token account when the output is an SPL token on Solana. */
  setup: TransactionInstruction[];
  /** Moves the input into the vault. */
  swap: TransactionInstruction;
  /** States the intent (route, step, min output, recipient) for the relayer. */
  memo: TransactionInstruction;
}

function key(value: string, param: string): PublicKey {
  try {
    return new PublicKey(value);
  } catch {
    throw badParam(param, `not a Solana address: ${value}`);
  }
}

export function solanaStepInstructions(input: PayloadInput): SolanaStepInstructions {
  const { step, plan, stored, deployment, recipient } = input;
  const user = key(stored.route.userWalletAddress, 'userWalletAddress');
  const vault = new PublicKey(deployment.sol.vault);
  const amount = BigInt(step.inputAmount);

  const computeBudget = [
    ComputeBudgetProgram.setComputeUnitLimit({ units: Number(plan.gasUnits) }),
    ComputeBudgetProgram.setComputeUnitPrice({ microLamports: plan.gasPrice }),
  ];

  let swap: TransactionInstruction;
  if (step.from.address === SOL_NATIVE) {
    swap = SystemProgram.transfer({ fromPubkey: user, toPubkey: vault, lamports: amount });
  } else {
    const mint = new PublicKey(step.from.address);
    swap = createTransferCheckedInstruction(
      getAssociatedTokenAddressSync(mint, user, true),
      mint,
      getAssociatedTokenAddressSync(mint, vault, true),
      user,
      amount,
      step.from.decimals,
    );
  }

  const setup: TransactionInstruction[] = [];
  if (step.to.chainId === 'sol' && step.to.address !== SOL_NATIVE) {
    const owner = key(recipient, 'recipient');
    const mint = new PublicKey(step.to.address);
    setup.push(
      createAssociatedTokenAccountIdempotentInstruction(
        user,
        getAssociatedTokenAddressSync(mint, owner, true),
        owner,
        mint,
      ),
    );
  }

  const memo = new TransactionInstruction({
    programId: MEMO_PROGRAM_ID,
    keys: [{ pubkey: user, isSigner: true, isWritable: false }],
    data: Buffer.from(memoText(input), 'utf8'),
  });
  return { computeBudget, setup, swap, memo };
}

/**
 * The order memo: the solver's `sbx1|…` format (chains/solana/orderMemo.ts) when the destination
 * is a ledger it pays on (Solana or EVM); a JSON intent for Tron and Cosmos, which have none.
 */
export function memoText({ step, plan, stored, recipient, deadlineSeconds }: PayloadInput): string {
  const orderId = step.stepId.replace(/[^A-Za-z0-9_-]/g, '-');
  const payable = step.to.chainId === 'sol' || step.to.networkType === 'evm';
  if (payable) {
    return encodeOrderMemo({
      orderId,
      dstChain: step.to.chainId,
      outputToken: step.to.address === SOL_NATIVE ? 'SOL' : step.to.address,
      recipient,
      minAmountOut: plan.minOutputAmount,
      deadline: Number(deadlineSeconds),
    });
  }
  return JSON.stringify({
    sandbox: step.stepType,
    routeId: stored.route.routeId,
    stepId: step.stepId,
    toChainId: step.to.chainId,
    toToken: step.to.address,
    minOut: plan.minOutputAmount.toString(),
    recipient,
  });
}
