import { bytesToHex, encodeFunctionData, type Hex, hexToBytes } from 'viem';
import { approveAbi, bridgeChainId, bridgeDepositAbi, routerSwapAbi } from '../abis';
import { recipientBytes32, toBytes32, tronBytes, tronToHex20 } from '../addresses';
import { EVM_NATIVE, TRON_NATIVE } from '../catalog/tokens';
import { formatAddress } from '../chains/tron/address';
import type { RefBlock } from '../chains/tron/blocks';
import { encodeRaw, rawToJson, type TronRawTransaction, txIdOf } from '../chains/tron/transaction';
import { echoInput } from '../echoInput';
import { badParam } from '../errors';
import type { Tampering } from '../faults';
import type { HandedOutTxn } from '../routesStore';
import type { WireTxnTron } from '../wire';
import { transferIdOf } from './evm';
import { approvedSpender, otherTxId, tamperTronRaw } from './tamperTron';
import type { PayloadInput } from './types';

/**
 * Tron: an unsigned `TriggerSmartContract` on a recent block of the Tron ledger, as its
 * `/wallet/triggersmartcontract` builds one (chains/tron/): `approve` on a TRC-20 (always the
 * step's exact input: a Tron wallet signs the service's transaction as it is), `swap` on the
 * ledger's router or `deposit` on its bridge, with the EVM chains' ABI (TRX as the all-`e`
 * token, paid as `call_value`). `raw_data_hex` is its protobuf, also sent as `raw_data_dex`
 * (docs/routing-api.md's spelling), `txID` their sha256, `raw_data` the same in JSON.
 */
const FEE_LIMIT_SUN = 100_000_000n;
/** java-tron's builder gives a minute; a person reviewing a swap gets ten. */
const TRON_EXPIRATION_MS = 10 * 60_000;

export interface TronHandOut {
  txnTron: WireTxnTron & { raw_data_hex: string };
  /** What `/status` checks a reported txID against (routesStore.ts `HandedOutTxn`). */
  handedOut: HandedOutTxn;
}

function addressBytes(address: string, param: string): Uint8Array {
  const bytes = tronBytes(address);
  if (!bytes) throw badParam(param, `not a Tron address: ${echoInput(address)}`);
  return bytes;
}

/** Token as the contracts see it: 20-byte hex, TRX as the all-`e` sentinel. */
function tokenHex(address: string): Hex {
  return address === TRON_NATIVE ? EVM_NATIVE : tronToHex20(address);
}

/** The contract a step calls and its calldata. */
function call(input: PayloadInput): { contract: string; data: Hex } {
  const { step, plan, stored, deployment, recipient, deadlineSeconds } = input;
  const amountIn = BigInt(step.inputAmount);
  if (step.stepType === 'approval') {
    return {
      contract: step.from.address,
      data: encodeFunctionData({
        abi: approveAbi,
        functionName: 'approve',
        args: [tronToHex20(plan.spender ?? ''), amountIn],
      }),
    };
  }
  if (step.stepType === 'swap') {
    return {
      contract: deployment.tron.router,
      data: encodeFunctionData({
        abi: routerSwapAbi,
        functionName: 'swap',
        args: [
          tokenHex(step.from.address),
          tokenHex(step.to.address),
          amountIn,
          plan.minOutputAmount,
          BigInt(step.outputAmount),
          bytesToHex(addressBytes(recipient, 'recipient').subarray(1)),
          deadlineSeconds,
        ],
      }),
    };
  }
  return {
    contract: deployment.tron.bridge,
    data: encodeFunctionData({
      abi: bridgeDepositAbi,
      functionName: 'deposit',
      args: [
        tokenHex(step.from.address),
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

/** The wire's JSON numbers: every amount of a payload fits a double (quotes stop at $1e9). */
const numbers = (value: unknown): unknown =>
  JSON.parse(JSON.stringify(value, (_, v) => (typeof v === 'bigint' ? Number(v) : v)));

export function tronPayload(
  input: PayloadInput,
  refBlock: RefBlock,
  tampering?: Tampering | undefined,
): TronHandOut {
  const { step, stored, now } = input;
  const owner = addressBytes(stored.route.userWalletAddress, 'userWalletAddress');
  const { contract, data } = call(input);
  const callValue =
    step.stepType !== 'approval' && step.from.address === TRON_NATIVE
      ? BigInt(step.inputAmount)
      : 0n;
  const built: TronRawTransaction = {
    ...refBlock,
    expiration: BigInt(now + TRON_EXPIRATION_MS),
    timestamp: BigInt(now),
    feeLimit: FEE_LIMIT_SUN,
    memo: new Uint8Array(),
    contract: {
      type: 'TriggerSmartContract',
      owner,
      contract: addressBytes(contract, 'contract'),
      callValue,
      data: hexToBytes(data),
    },
  };
  // What was handed out, tampered or not, is what `/status` believes for the step.
  const raw = tampering ? tamperTronRaw(built, tampering, input) : built;
  const sent = raw.contract as Extract<
    TronRawTransaction['contract'],
    { type: 'TriggerSmartContract' }
  >;
  const bytes = encodeRaw(raw);
  const rawHex = bytesToHex(bytes).slice(2);
  const approval = step.stepType === 'approval';
  const txID = txIdOf(bytes);
  return {
    txnTron: {
      txID: tampering === 'txId' ? otherTxId(txID) : txID,
      visible: false,
      raw_data: numbers(rawToJson(raw, false)),
      raw_data_dex: rawHex,
      raw_data_hex: rawHex,
    },
    handedOut: {
      kind: 'tron',
      owner: formatAddress(sent.owner, true),
      to: formatAddress(sent.contract, true),
      data: bytesToHex(sent.data),
      value: sent.callValue,
      ...(approval
        ? {
            approval: {
              spender: approvedSpender(sent.data),
              minAmount: BigInt(step.inputAmount),
            },
          }
        : {}),
    },
  };
}
