import { getAssociatedTokenAddressSync } from '@solana/spl-token';
import { PublicKey, TransactionInstruction } from '@solana/web3.js';
import { tronBytes, tronToHex20 } from '../addresses';
import { EVM_NATIVE, SOL_NATIVE, TRON_NATIVE } from '../catalog/tokens';
import { encodeOrderMemo } from '../chains/solana/orderMemo';
import { type IntentSwapParts, intentSwapParts } from '../chains/solana/swapInstructions';
import { echoInput } from '../echoInput';
import { badParam } from '../errors';
import type { Tampering } from '../faults';
import { hashBytes } from '../random';
import { throughPools } from './poolLegs';
import { foreignTransferInstructions } from './solanaForeignTransfer';
import type { PayloadInput } from './types';

/**
 * The instructions of a Solana step, shared by the serialized transaction (standard mode) and
 * the two lite payloads. A swap or bridge on the sandbox ledger is: pay the input into the
 * sandbox vault (System transfer for SOL, SPL TransferChecked otherwise), with a Memo stating the
 * order (destination, output token, recipient, minimum output, deadline); the chains' intent
 * solver (sandbox/src/chains/solana/solver.ts) pays the output. The instructions themselves are
 * built by the chains' `intentSwapParts`, the code the chains tests run against the ledger; this
 * maps a route step onto it. A long lite route's extra pools (fault `longLiteRoutes`) ride on the
 * swap, and its route plan goes with the setup, ahead of the order (payloads/poolLegs.ts).
 */
export type SolanaStepInstructions = IntentSwapParts;

function key(value: string, param: string): PublicKey {
  try {
    return new PublicKey(value);
  } catch {
    throw badParam(param, `not a Solana address: ${echoInput(value)}`);
  }
}

export function solanaStepInstructions(
  input: PayloadInput,
  amountIn = BigInt(input.step.inputAmount),
): SolanaStepInstructions {
  const { step, plan, stored, deployment, recipient } = input;
  const user = key(stored.route.userWalletAddress, 'userWalletAddress');
  const vault = new PublicKey(deployment.sol.vault);
  const inputMint = step.from.address === SOL_NATIVE ? null : new PublicKey(step.from.address);
  const splOutput = step.to.chainId === 'sol' && step.to.address !== SOL_NATIVE;
  const parts = intentSwapParts({
    user,
    vault,
    input: inputMint
      ? {
          mint: inputMint,
          decimals: step.from.decimals,
          vaultAccount: getAssociatedTokenAddressSync(inputMint, vault, true),
        }
      : 'SOL',
    amountIn,
    output: splOutput
      ? { mint: new PublicKey(step.to.address), recipient: key(recipient, 'recipient') }
      : undefined,
    memo: memoText(input),
    computeUnitLimit: Number(plan.gasUnits),
    // The step payloads always carry the quoted price, even a zero one.
    computeUnitPrice: plan.gasPrice,
  });
  const { swap, routePlan } = throughPools(input, parts.swap);
  return { ...parts, swap, setup: routePlan ? [...parts.setup, routePlan] : parts.setup };
}

/**
 * The order memo (chains/solana/orderMemo.ts), which the solver pays on every ledger: Solana, the
 * EVM chains, Tron and Cosmos. Tron addresses go as the Tron ledger's contracts know them (the
 * 20-byte body, TRX as the all-`e` token), as a bridge deposit carries them (addresses.ts
 * `toBytes32`): the solver pays there through that ledger's bridge.
 */
export function memoText({ step, plan, recipient, deadlineSeconds }: PayloadInput): string {
  const tron = step.to.networkType === 'tron';
  const outputToken =
    step.to.address === SOL_NATIVE
      ? 'SOL'
      : tron
        ? tronContractAddress(step.to.address)
        : step.to.address;
  return encodeOrderMemo({
    orderId: step.stepId.replace(/[^A-Za-z0-9_-]/g, '-'),
    dstChain: step.to.chainId,
    outputToken,
    recipient: tron ? tronRecipient(recipient) : recipient,
    minAmountOut: plan.minOutputAmount,
    quotedAmountOut: BigInt(step.outputAmount),
    deadline: Number(deadlineSeconds),
  });
}

function tronContractAddress(token: string): string {
  return token === TRON_NATIVE ? EVM_NATIVE : tronToHex20(token);
}

/** 400 naming `recipient` when it is no Tron address (possible with `skipChecks`). */
function tronRecipient(recipient: string): string {
  if (!tronBytes(recipient)) throw badParam('recipient', 'not a valid tron address');
  return tronToHex20(recipient);
}

/** A key nobody in the route holds: the fee payer or extra signer a tampering names. */
export const TAMPER_SOLANA_KEY = new PublicKey(hashBytes('sandbox', 'tamper', 'solana-key'));
/** A program no route of the sandbox calls (nothing is deployed there). */
export const FOREIGN_PROGRAM_ID = new PublicKey(hashBytes('sandbox', 'tamper', 'foreign-program'));
/** What `solRevert` transfers: u64's maximum, more than any account holds. */
const UNPAYABLE_AMOUNT = 2n ** 64n - 1n;

/** A step's instructions as a payload carries them: who pays, and anything after the memo. */
export interface SolanaPayloadInstructions extends SolanaStepInstructions {
  payer: PublicKey;
  /** Instructions after the order (only a tampering adds one). */
  extra: TransactionInstruction[];
}

/**
 * The step's instructions, with a fault injection tampering (faults.ts `tamperNextTx`) applied
 * when one is given: `feePayer` (another key pays; standard mode only), `extraSigner` (the memo
 * also needs another key's signature), `foreignProgram` (an extra instruction of a program the
 * route does not use, with the user's account writable), `solForeignTransfer` (the Token program
 * moves a token outside the route from the user to that key: solanaForeignTransfer.ts), `solRevert` (the input transfer asks for
 * 2^64-1: the simulation fails, the System or Token program's log saying the funds are short).
 */
export function solanaPayloadInstructions(
  input: PayloadInput,
  tampering?: Tampering,
): SolanaPayloadInstructions {
  const parts = solanaStepInstructions(
    input,
    tampering === 'solRevert' ? UNPAYABLE_AMOUNT : undefined,
  );
  const user = parts.memo.keys[0]!.pubkey;
  const result: SolanaPayloadInstructions = { ...parts, payer: user, extra: [] };
  if (tampering === 'feePayer') result.payer = TAMPER_SOLANA_KEY;
  if (tampering === 'extraSigner') {
    result.memo = new TransactionInstruction({
      programId: parts.memo.programId,
      keys: [...parts.memo.keys, { pubkey: TAMPER_SOLANA_KEY, isSigner: true, isWritable: false }],
      data: parts.memo.data,
    });
  }
  if (tampering === 'solForeignTransfer') {
    result.extra.push(...foreignTransferInstructions(input, user, TAMPER_SOLANA_KEY));
  }
  if (tampering === 'foreignProgram') {
    result.extra.push(
      new TransactionInstruction({
        programId: FOREIGN_PROGRAM_ID,
        keys: [{ pubkey: user, isSigner: true, isWritable: true }],
        data: Buffer.from('sandbox: not part of this route', 'utf8'),
      }),
    );
  }
  return result;
}
