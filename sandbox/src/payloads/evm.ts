import { encodeFunctionData, type Hex, keccak256, stringToBytes } from 'viem';
import { approveAbi, bridgeChainId, bridgeDepositAbi, routerSwapAbi } from '../abis';
import { recipientBytes32, toBytes32 } from '../addresses';
import { EVM_NATIVE } from '../catalog/tokens';
import { badParam } from '../errors';
import type { StepPlan } from '../routesStore';
import type { WireTxnEvm } from '../wire';
import type { PayloadInput } from './types';

/**
 * EVM transactions, ABI-encoded with viem against abis.ts: `approve` on the token (the plan's
 * amount: unlimited or exact, see quoting/approvals.ts), `swap` on the chain's router, `deposit`
 * on its bridge. Native input is sent as value.
 */

/** Ties a bridge deposit to its route and step, for the relayer. */
export function transferIdOf(routeId: string, stepId: string): Hex {
  return keccak256(stringToBytes(`${routeId}:${stepId}`));
}

export function evmTxn(input: PayloadInput): WireTxnEvm {
  const { step, plan, stored, deployment, recipient, deadlineSeconds } = input;
  const chainId = Number(step.from.chainId);
  const from = stored.route.userWalletAddress;
  const amountIn = BigInt(step.inputAmount);
  const contracts = deployment.evm[step.from.chainId];
  if (!contracts) throw new Error(`No contracts for chain ${step.from.chainId}`);
  const native = step.from.address.toLowerCase() === EVM_NATIVE;
  const base = { from, gasPrice: plan.gasPrice.toString(), gasLimit: gasLimitOf(plan), chainId };

  if (step.stepType === 'approval') {
    return {
      ...base,
      to: step.from.address,
      value: '0',
      data: encodeFunctionData({
        abi: approveAbi,
        functionName: 'approve',
        args: [plan.spender as Hex, plan.approvalAmount ?? amountIn],
      }),
    };
  }
  const value = native ? amountIn.toString() : '0';
  if (step.stepType === 'swap') {
    return {
      ...base,
      to: contracts.router,
      value,
      data: encodeFunctionData({
        abi: routerSwapAbi,
        functionName: 'swap',
        args: [
          step.from.address as Hex,
          step.to.address as Hex,
          amountIn,
          plan.minOutputAmount,
          BigInt(step.outputAmount),
          evmRecipient(recipient),
          deadlineSeconds,
        ],
      }),
    };
  }
  return {
    ...base,
    to: contracts.bridge,
    value,
    data: encodeFunctionData({
      abi: bridgeDepositAbi,
      functionName: 'deposit',
      args: [
        step.from.address as Hex,
        amountIn,
        bridgeChainId(step.to.chainId),
        toBytes32(step.to.networkType, step.to.address),
        recipientBytes32(step.to.networkType, recipient),
        plan.minOutputAmount,
        BigInt(step.outputAmount),
        deadlineSeconds,
        transferIdOf(stored.route.routeId, step.stepId),
      ],
    }),
  };
}

/** 20% above the estimate, as wallets do. */
function gasLimitOf(plan: StepPlan): string {
  return ((plan.gasUnits * 12n) / 10n).toString();
}

function evmRecipient(recipient: string): Hex {
  if (!/^0x[0-9a-fA-F]{40}$/.test(recipient)) throw badParam('recipient', 'not an EVM address');
  return recipient as Hex;
}
