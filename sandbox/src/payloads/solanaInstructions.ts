import { getAssociatedTokenAddressSync } from '@solana/spl-token';
import { PublicKey } from '@solana/web3.js';
import { SOL_NATIVE } from '../catalog/tokens';
import { encodeOrderMemo } from '../chains/solana/orderMemo';
import { type IntentSwapParts, intentSwapParts } from '../chains/solana/swapInstructions';
import { echoInput } from '../echoInput';
import { badParam } from '../errors';
import type { PayloadInput } from './types';

/**
 * The instructions of a Solana step, shared by the serialized transaction (standard mode) and
 * the two lite payloads. A swap or bridge on the sandbox ledger is: pay the input into the
 * sandbox vault (System transfer for SOL, SPL TransferChecked otherwise), with a Memo stating the
 * order (destination, output token, recipient, minimum output, deadline); the chains' intent
 * solver (sandbox/src/chains/solana/solver.ts) pays the output. The instructions themselves are
 * built by the chains' `intentSwapParts`, the code the chains tests run against the ledger; this
 * maps a route step onto it.
 */
export type SolanaStepInstructions = IntentSwapParts;

function key(value: string, param: string): PublicKey {
  try {
    return new PublicKey(value);
  } catch {
    throw badParam(param, `not a Solana address: ${echoInput(value)}`);
  }
}

export function solanaStepInstructions(input: PayloadInput): SolanaStepInstructions {
  const { step, plan, stored, deployment, recipient } = input;
  const user = key(stored.route.userWalletAddress, 'userWalletAddress');
  const vault = new PublicKey(deployment.sol.vault);
  const inputMint = step.from.address === SOL_NATIVE ? null : new PublicKey(step.from.address);
  const splOutput = step.to.chainId === 'sol' && step.to.address !== SOL_NATIVE;
  return intentSwapParts({
    user,
    vault,
    input: inputMint
      ? {
          mint: inputMint,
          decimals: step.from.decimals,
          vaultAccount: getAssociatedTokenAddressSync(inputMint, vault, true),
        }
      : 'SOL',
    amountIn: BigInt(step.inputAmount),
    output: splOutput
      ? { mint: new PublicKey(step.to.address), recipient: key(recipient, 'recipient') }
      : undefined,
    memo: memoText(input),
    computeUnitLimit: Number(plan.gasUnits),
    // The step payloads always carry the quoted price, even a zero one.
    computeUnitPrice: plan.gasPrice,
  });
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
