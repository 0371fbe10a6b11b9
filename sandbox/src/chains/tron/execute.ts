/**
 * Carries out a checked Tron transaction on the ledger's anvil, as its owner (anvil impersonates
 * any sender): the same 20 bytes, `call_value` and `amount` in sun as wei (the anvil's native coin
 * is TRX, 6 decimals). A contract call gets the gas its intrinsic cost plus its energy limit
 * allow (energy.ts), so a call that needs more runs out as on Tron (OUT_OF_ENERGY, every change
 * undone, the whole limit burnt); a REVERT burns what it used. The fee is then burnt from the
 * owner by a transfer to the zero address, a transaction of its own so nothing else the anvil
 * does meanwhile (a relayer's payout) is lost.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { bytesToHex, type Hex, zeroAddress } from 'viem';
import { ChainError } from '../errors';
import { toEvmAddress } from './address';
import { anvilRpc } from './anvilRpc';
import { evmBlock } from './blocks';
import { ENERGY_PRICE_SUN, energyLimit, intrinsicGas } from './energy';
import { asTronLog, type ContractRet, type TronLog, type TronTxRecord } from './records';
import type { TronRawTransaction } from './transaction';

export type Execution = Pick<
  TronTxRecord,
  | 'evmHash'
  | 'blockNumber'
  | 'blockTimestamp'
  | 'ret'
  | 'energyUsage'
  | 'fee'
  | 'contractResult'
  | 'logs'
  | 'resMessage'
>;

/** The anvil's block gas limit: no call may be given more. */
const MAX_GAS = 30_000_000n;

interface EvmReceipt {
  status: Hex;
  gasUsed: Hex;
  blockNumber: Hex;
  logs: Array<{ address: Hex; topics: Hex[]; data: Hex }>;
}

const strip = (hex: string) => hex.slice(2);

export async function balanceOf(rpcUrl: string, address: Hex): Promise<bigint> {
  return BigInt(await anvilRpc<Hex>(rpcUrl, 'eth_getBalance', [address, 'latest']));
}

/** How long a mined transaction's receipt may take to show (anvil answers the hash first). */
const RECEIPT_TIMEOUT_MS = 10_000;

async function send(
  rpcUrl: string,
  tx: { from: Hex; to: Hex; value: bigint; gas: bigint; data?: Hex },
): Promise<{ hash: Hex; receipt: EvmReceipt }> {
  const hash = await anvilRpc<Hex>(rpcUrl, 'eth_sendTransaction', [{ ...tx, gasPrice: 0n }]);
  const until = Date.now() + RECEIPT_TIMEOUT_MS;
  for (;;) {
    const receipt = await anvilRpc<EvmReceipt | null>(rpcUrl, 'eth_getTransactionReceipt', [hash]);
    if (receipt) return { hash, receipt };
    if (Date.now() > until)
      throw new ChainError('The Tron ledger’s EVM mined no receipt', { details: hash });
    await sleep(10);
  }
}

export async function execute(rpcUrl: string, raw: TronRawTransaction): Promise<Execution> {
  const c = raw.contract;
  if (c.type === 'TransferContract') {
    const { hash, receipt } = await send(rpcUrl, {
      from: toEvmAddress(c.owner),
      to: toEvmAddress(c.to),
      value: c.amount,
      gas: 21_000n,
    });
    return { ...(await placed(rpcUrl, hash, receipt)), ...outcome('SUCCESS', 0n, '', []) };
  }
  const from = toEvmAddress(c.owner);
  const base = intrinsicGas(c.data);
  const limit = energyLimit(raw.feeLimit, await balanceOf(rpcUrl, from), c.callValue);
  const gas = base + limit < MAX_GAS ? base + limit : MAX_GAS;
  const { hash, receipt } = await send(rpcUrl, {
    from,
    to: toEvmAddress(c.contract),
    value: c.callValue,
    gas,
    data: bytesToHex(c.data),
  });
  const trace = await anvilRpc<{ output?: Hex; error?: string }>(rpcUrl, 'debug_traceTransaction', [
    hash,
    { tracer: 'callTracer' },
  ]);
  const gasUsed = BigInt(receipt.gasUsed);
  const energy = gasUsed > base ? gasUsed - base : 0n;
  const ret: ContractRet =
    receipt.status === '0x1'
      ? 'SUCCESS'
      : /out of gas/i.test(trace.error ?? '') || gasUsed >= gas
        ? 'OUT_OF_ENERGY'
        : 'REVERT';
  const fee = energy * ENERGY_PRICE_SUN;
  if (fee > 0n) {
    await send(rpcUrl, { from, to: zeroAddress, value: fee, gas: 21_000n });
  }
  const logs = receipt.logs.map(asTronLog);
  return {
    ...(await placed(rpcUrl, hash, receipt)),
    ...outcome(ret, energy, strip(trace.output ?? '0x'), logs, limit),
  };
}

async function placed(rpcUrl: string, evmHash: Hex, receipt: EvmReceipt) {
  const blockNumber = BigInt(receipt.blockNumber);
  const block = await evmBlock(rpcUrl, blockNumber);
  return { evmHash, blockNumber, blockTimestamp: (block?.timestamp ?? 0n) * 1000n };
}

function outcome(ret: ContractRet, energy: bigint, result: string, logs: TronLog[], limit = 0n) {
  const resMessage =
    ret === 'REVERT'
      ? 'REVERT opcode executed'
      : ret === 'OUT_OF_ENERGY'
        ? `Not enough energy: the call needs more than its limit of ${limit} energy (fee_limit at ${ENERGY_PRICE_SUN} sun per energy, and the TRX the caller holds)`
        : undefined;
  return {
    ret,
    energyUsage: energy,
    fee: energy * ENERGY_PRICE_SUN,
    contractResult: ret === 'OUT_OF_ENERGY' ? '' : result,
    logs,
    ...(resMessage ? { resMessage } : {}),
  };
}
