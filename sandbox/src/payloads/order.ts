import { getAddress, type Hex, isAddress, keccak256, stringToBytes } from 'viem';
import type { SettlementOrderCall } from '../chains/evm/orderSolver';
import { badParam } from '../errors';
import type { PayloadInput } from './types';

/**
 * The EIP-712 order of a gasless step (`txnType: 'sign-typed'`, provider `tide`): what the user
 * signs instead of sending a swap. The domain binds the signature to one chain and one
 * SandboxSettlement contract (its verifying contract); the message says who gives what
 * (`maker`, `inputToken`, `inputAmount`: the step's input), what must arrive where at least
 * (`outputToken`, `minOutputAmount`: the step's minimum after slippage, `recipient`), until when
 * (`deadline`, Unix seconds) and once (`nonce`). Amounts are decimal strings, as in the live
 * service's own `sign-typed` example. `ORDER_TYPES` is the contract's `ORDER_TYPEHASH`
 * (sandbox/contracts/SandboxSettlement.sol); the settlement tests fill orders signed from this
 * payload, so the two cannot drift apart unnoticed.
 */

export const ORDER_DOMAIN_NAME = 'Sandbox Settlement';
export const ORDER_DOMAIN_VERSION = '1';

export const ORDER_TYPES = {
  Order: [
    { name: 'maker', type: 'address' },
    { name: 'inputToken', type: 'address' },
    { name: 'inputAmount', type: 'uint256' },
    { name: 'outputToken', type: 'address' },
    { name: 'minOutputAmount', type: 'uint256' },
    { name: 'recipient', type: 'address' },
    { name: 'deadline', type: 'uint256' },
    { name: 'nonce', type: 'uint256' },
  ],
} as const;

/** The order as the wire carries it: addresses checksummed, numbers as decimal strings. */
export type WireOrderMessage = {
  maker: string;
  inputToken: string;
  inputAmount: string;
  outputToken: string;
  minOutputAmount: string;
  recipient: string;
  deadline: string;
  nonce: string;
};

export interface WireOrderTypedData {
  domain: { name: string; version: string; chainId: number; verifyingContract: string };
  /** `ORDER_TYPES`, as JSON carries it. */
  types: { Order: Array<{ name: string; type: string }> };
  message: WireOrderMessage;
  primaryType: 'Order';
}

/** The same order with numbers as bigints: what the contract takes and signatures recover. */
export type SettlementOrder = SettlementOrderCall;

/** A nonce nobody else is handed: 64 bits of a hash of a fresh sandbox id. */
export function orderNonce(id: string): bigint {
  return BigInt(keccak256(stringToBytes(`order:${id}`))) >> 192n;
}

export function orderTypedData(input: PayloadInput, nonce: bigint): WireOrderTypedData {
  const { step, plan, stored, deployment, recipient, deadlineSeconds } = input;
  const contracts = deployment.evm[step.from.chainId];
  if (!contracts) throw new Error(`No contracts for chain ${step.from.chainId}`);
  if (!isAddress(recipient, { strict: false })) throw badParam('recipient', 'not an EVM address');
  return {
    domain: {
      name: ORDER_DOMAIN_NAME,
      version: ORDER_DOMAIN_VERSION,
      chainId: Number(step.from.chainId),
      verifyingContract: getAddress(contracts.settlement),
    },
    types: { Order: ORDER_TYPES.Order.map((field) => ({ ...field })) },
    primaryType: 'Order',
    message: {
      maker: getAddress(stored.route.userWalletAddress),
      inputToken: getAddress(step.from.address),
      inputAmount: step.inputAmount,
      outputToken: getAddress(step.to.address),
      minOutputAmount: plan.minOutputAmount.toString(),
      recipient: getAddress(recipient),
      deadline: deadlineSeconds.toString(),
      nonce: nonce.toString(),
    },
  };
}

export function settlementOrder(message: WireOrderMessage): SettlementOrder {
  return {
    maker: message.maker as Hex,
    inputToken: message.inputToken as Hex,
    inputAmount: BigInt(message.inputAmount),
    outputToken: message.outputToken as Hex,
    minOutputAmount: BigInt(message.minOutputAmount),
    recipient: message.recipient as Hex,
    deadline: BigInt(message.deadline),
    nonce: BigInt(message.nonce),
  };
}
