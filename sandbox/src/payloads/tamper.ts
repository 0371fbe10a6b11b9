import { encodeFunctionData, getAddress } from 'viem';
import { approveAbi } from '../abis';
import type { PayloadKind, Tampering } from '../faults';
import type { WireTxnEvm } from '../wire';
import { evmTxn } from './evm';
import type { PayloadInput } from './types';

/**
 * The EVM payload tamperings of fault injection (`tamperNextTx`, faults.ts): each changes one
 * thing the widget must check before a wallet is asked, and keeps the payload well formed, so
 * the widget's parser accepts it and only its checks can refuse it. The Solana ones are built
 * with the instructions (solanaInstructions.ts).
 */

/** Not the user, nor any contract of the sandbox: the spender or sender a tampering names. */
export const TAMPER_EVM_ADDRESS = getAddress(`0x${'bad0'.repeat(10)}`);

/** One whole native coin (18 decimals on the sandbox chains), added by `value`. */
const ONE_COIN = 10n ** 18n;

/** How far before the earlier of the sandbox's and the real clock `revert` puts the deadline. */
const EXPIRED_BY_SECONDS = 3600;

export function evmPayloadKind(input: PayloadInput): PayloadKind {
  return input.step.stepType === 'approval' ? 'evmApproval' : 'evmCall';
}

export function tamperEvmTxn(
  txn: WireTxnEvm,
  tampering: Tampering,
  input: PayloadInput,
): WireTxnEvm {
  const { step, plan, deployment } = input;
  const contracts = deployment.evm[step.from.chainId]!;
  switch (tampering) {
    case 'spender':
      return {
        ...txn,
        data: encodeFunctionData({
          abi: approveAbi,
          functionName: 'approve',
          args: [TAMPER_EVM_ADDRESS, plan.approvalAmount ?? BigInt(step.inputAmount)],
        }),
      };
    case 'approvalToken': {
      const other = Object.values(contracts.tokens).find(
        (token) => token.toLowerCase() !== txn.to.toLowerCase(),
      );
      return { ...txn, to: other! };
    }
    case 'sender':
      return { ...txn, from: TAMPER_EVM_ADDRESS };
    case 'chain':
      return { ...txn, chainId: txn.chainId === 31337 ? 31338 : 31337 };
    case 'value':
      return { ...txn, value: (BigInt(txn.value) + ONE_COIN).toString() };
    case 'target':
      return { ...txn, to: step.stepType === 'swap' ? contracts.bridge : contracts.router };
    case 'revert': {
      // The sandbox's clock may run ahead of the chains' (tests move it), so the deadline is an
      // hour before the earlier of the two: every chain has passed it.
      const seconds = Math.floor(Math.min(input.now, Date.now()) / 1000) - EXPIRED_BY_SECONDS;
      return { ...txn, data: evmTxn({ ...input, deadlineSeconds: BigInt(seconds) }).data };
    }
    default:
      throw new Error(`${tampering} is not an EVM tampering`);
  }
}
