import { createHash } from 'node:crypto';
import { bytesToHex, encodeFunctionData, type Hex, hexToBytes } from 'viem';
import { bridgeChainId, bridgeDepositAbi, routerSwapAbi } from '../abis';
import { recipientBytes32, toBytes32, tronBytes, tronToHex20 } from '../addresses';
import { EVM_NATIVE, TRON_NATIVE } from '../catalog/tokens';
import { ProtoWriter } from '../chains/tron/protobuf';
import { echoInput } from '../echoInput';
import { badParam } from '../errors';
import { hashBytes } from '../random';
import type { WireTxnTron } from '../wire';
import { transferIdOf } from './evm';
import type { PayloadInput } from './types';

/**
 * Tron: an unsigned `TriggerSmartContract` transaction calling the sandbox router (`swap`) or
 * bridge (`deposit`) with the same ABI as on EVM. `raw_data_dex` (the field name in
 * docs/routing-api.md; also sent as `raw_data_hex`, TronWeb's) is the protobuf of `raw_data`, and
 * `txID` its sha256, so a Tron wallet could sign it. There is no local Tron ledger: routes touching
 * Tron are quoted, not executed.
 */
const TRIGGER_SMART_CONTRACT = 31;
const TYPE_URL = 'type.googleapis.com/protocol.TriggerSmartContract';
const FEE_LIMIT_SUN = 100_000_000n;

function addressBytes(address: string, param: string): Uint8Array {
  const bytes = tronBytes(address);
  if (!bytes) throw badParam(param, `not a Tron address: ${echoInput(address)}`);
  return bytes;
}

/** Token as the contracts see it: 20-byte hex, TRX as the all-`e` sentinel. */
function tokenHex(address: string): Hex {
  return address === TRON_NATIVE ? EVM_NATIVE : tronToHex20(address);
}

export function tronTxn(input: PayloadInput): WireTxnTron & { raw_data_hex: string } {
  const { step, plan, stored, deployment, recipient, deadlineSeconds, now } = input;
  const amountIn = BigInt(step.inputAmount);
  const owner = addressBytes(stored.route.userWalletAddress, 'userWalletAddress');
  const swap = step.stepType === 'swap';
  const contract = addressBytes(swap ? deployment.tron.router : deployment.tron.bridge, 'contract');
  const data = swap
    ? encodeFunctionData({
        abi: routerSwapAbi,
        functionName: 'swap',
        args: [
          tokenHex(step.from.address),
          tokenHex(step.to.address),
          amountIn,
          plan.minOutputAmount,
          bytesToHex(addressBytes(recipient, 'recipient').subarray(1)),
          deadlineSeconds,
        ],
      })
    : encodeFunctionData({
        abi: bridgeDepositAbi,
        functionName: 'deposit',
        args: [
          tokenHex(step.from.address),
          amountIn,
          bridgeChainId(step.to.chainId),
          toBytes32(step.to.networkType, step.to.address),
          recipientBytes32(step.to.networkType, recipient),
          plan.minOutputAmount,
          deadlineSeconds,
          transferIdOf(stored.route.routeId, step.stepId),
        ],
      });
  const callValue = step.from.address === TRON_NATIVE ? amountIn : 0n;

  // A made-up reference block: there is no Tron ledger to take one from.
  const block = hashBytes('tron-block', stored.route.routeId, step.stepId);
  const refBlockBytes = block.subarray(0, 2);
  const refBlockHash = block.subarray(8, 16);
  const expiration = BigInt(now + 60_000);
  const timestamp = BigInt(now);

  const trigger = new ProtoWriter()
    .bytes(1, owner)
    .bytes(2, contract)
    .uint(3, callValue)
    .bytes(4, hexToBytes(data))
    .finish();
  const any = new ProtoWriter().string(1, TYPE_URL).bytes(2, trigger).finish();
  const contractMsg = new ProtoWriter().uint(1, TRIGGER_SMART_CONTRACT).bytes(2, any).finish();
  const raw = new ProtoWriter()
    .bytes(1, refBlockBytes)
    .bytes(4, refBlockHash)
    .uint(8, expiration)
    .bytes(11, contractMsg)
    .uint(14, timestamp)
    .uint(18, FEE_LIMIT_SUN)
    .finish();
  const rawHex = bytesToHex(raw).slice(2);

  return {
    txID: createHash('sha256').update(raw).digest('hex'),
    visible: false,
    raw_data: {
      contract: [
        {
          parameter: {
            value: {
              data: data.slice(2),
              owner_address: bytesToHex(owner).slice(2),
              contract_address: bytesToHex(contract).slice(2),
              ...(callValue > 0n ? { call_value: Number(callValue) } : {}),
            },
            type_url: TYPE_URL,
          },
          type: 'TriggerSmartContract',
        },
      ],
      ref_block_bytes: bytesToHex(refBlockBytes).slice(2),
      ref_block_hash: bytesToHex(refBlockHash).slice(2),
      expiration: Number(expiration),
      fee_limit: Number(FEE_LIMIT_SUN),
      timestamp: Number(timestamp),
    },
    raw_data_dex: rawHex,
    raw_data_hex: rawHex,
  };
}
