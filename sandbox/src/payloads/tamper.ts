import { encodeFunctionData, erc20Abi, getAddress, maxUint256 } from 'viem';
import { approveAbi } from '../abis';
import { EVM_NATIVE } from '../catalog/tokens';
import type { PayloadKind, Tampering } from '../faults';
import type { WireTxnEvm } from '../wire';
import { evmTxn } from './evm';
import type { WireOrderTypedData } from './order';
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

/** Whole tokens `foreignTransfer` sends away: 1,000 DAI. */
const FOREIGN_TRANSFER_WHOLE_TOKENS = 1000n;

/** How far before the earlier of the sandbox's and the real clock `revert` puts the deadline. */
const EXPIRED_BY_SECONDS = 3600;

/** Unix seconds an hour before the earlier of the sandbox's clock and the real one. */
function pastSeconds(input: PayloadInput): number {
  // The sandbox's clock may run ahead of the chains' (tests move it): every chain has passed it.
  return Math.floor(Math.min(input.now, Date.now()) / 1000) - EXPIRED_BY_SECONDS;
}

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
    case 'disguisedApproval': {
      // The token the step spends; a native input has none: the chain's first catalog token.
      const native = step.from.address.toLowerCase() === EVM_NATIVE;
      return {
        ...txn,
        to: native ? Object.values(contracts.tokens)[0]! : step.from.address,
        data: encodeFunctionData({
          abi: approveAbi,
          functionName: 'approve',
          args: [TAMPER_EVM_ADDRESS, maxUint256],
        }),
      };
    }
    case 'foreignTransfer': {
      // A token the step neither spends nor receives, which the dev accounts hold (deploy.ts).
      const touched = [step.from.address, step.to.address].map((a) => a.toLowerCase());
      const [symbol, decimals] = touched.includes(contracts.tokens.DAI.toLowerCase())
        ? (['USDT', 6] as const)
        : (['DAI', 18] as const);
      return {
        ...txn,
        to: contracts.tokens[symbol],
        value: '0',
        data: encodeFunctionData({
          abi: erc20Abi,
          functionName: 'transfer',
          args: [TAMPER_EVM_ADDRESS, FOREIGN_TRANSFER_WHOLE_TOKENS * 10n ** BigInt(decimals)],
        }),
      };
    }
    case 'revert': {
      const seconds = BigInt(pastSeconds(input));
      return { ...txn, data: evmTxn({ ...input, deadlineSeconds: seconds }).data };
    }
    default:
      throw new Error(`${tampering} is not an EVM tampering`);
  }
}

/**
 * The gasless order tamperings: each changes one thing of the EIP-712 order the widget must
 * check against the route before the wallet is asked, and keeps it well-formed typed data.
 */
export function tamperOrder(
  order: WireOrderTypedData,
  tampering: Tampering,
  input: PayloadInput,
): WireOrderTypedData {
  const { step, deployment } = input;
  const contracts = deployment.evm[step.from.chainId]!;
  const { domain, message } = order;
  switch (tampering) {
    case 'maker':
      return { ...order, message: { ...message, maker: TAMPER_EVM_ADDRESS } };
    case 'orderChain':
      return { ...order, domain: { ...domain, chainId: domain.chainId === 31337 ? 31338 : 31337 } };
    case 'orderContract':
      return { ...order, domain: { ...domain, verifyingContract: getAddress(contracts.router) } };
    case 'recipient':
      return { ...order, message: { ...message, recipient: TAMPER_EVM_ADDRESS } };
    case 'inputAmount':
      return {
        ...order,
        message: { ...message, inputAmount: (BigInt(message.inputAmount) * 2n).toString() },
      };
    case 'outputToken': {
      const taken = [step.from.address.toLowerCase(), step.to.address.toLowerCase()];
      const other = Object.values(contracts.tokens).find((t) => !taken.includes(t.toLowerCase()));
      return { ...order, message: { ...message, outputToken: getAddress(other!) } };
    }
    case 'minOutput':
      return {
        ...order,
        message: { ...message, minOutputAmount: (BigInt(message.minOutputAmount) / 2n).toString() },
      };
    case 'expiredOrder':
      return { ...order, message: { ...message, deadline: String(pastSeconds(input)) } };
    default:
      throw new Error(`${tampering} is not an order tampering`);
  }
}
