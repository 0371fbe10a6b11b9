/**
 * What the ledger keeps of each transaction it executed, and the two ways the HTTP API shows it:
 * `/wallet/gettransactionbyid` (the signed transaction and its `contractRet`) and
 * `/wallet/gettransactioninfobyid` (the receipt: fee, energy, result, logs).
 */
import { type Hex, hexToBytes, stringToHex } from 'viem';
import { formatAddress } from './address';
import { rawToJson, type TronRawTransaction } from './transaction';

/** Tron's contract results the ledger produces. */
export type ContractRet = 'SUCCESS' | 'REVERT' | 'OUT_OF_ENERGY';

export interface TronLog {
  /** 20-byte hex, no prefix, as Tron writes log addresses. */
  address: string;
  topics: string[];
  data: string;
}

/** An EVM log as Tron writes it. */
export function asTronLog(log: { address: Hex; topics: Hex[]; data: Hex }): TronLog {
  return {
    address: log.address.slice(2).toLowerCase(),
    topics: log.topics.map((topic) => topic.slice(2)),
    data: log.data.slice(2),
  };
}

export interface TronTxRecord {
  txId: string;
  rawHex: string;
  raw: TronRawTransaction;
  signature: string[];
  /** The anvil transaction that carried it out. */
  evmHash: Hex;
  blockNumber: bigint;
  /** Unix ms. */
  blockTimestamp: bigint;
  ret: ContractRet;
  energyUsage: bigint;
  /** Sun burnt for energy. */
  fee: bigint;
  /** Bandwidth used (bytes), free on the sandbox. */
  netUsage: bigint;
  /** The call's return data, or its revert data (hex, no prefix). */
  contractResult: string;
  logs: TronLog[];
  /** Why it failed, in words. */
  resMessage?: string;
}

const hexText = (text: string) => stringToHex(text).slice(2);

export function transactionJson(record: TronTxRecord, visible: boolean): Record<string, unknown> {
  return {
    ret: [{ contractRet: record.ret }],
    signature: record.signature,
    txID: record.txId,
    raw_data: rawToJson(record.raw, visible),
    raw_data_hex: record.rawHex,
    ...(visible ? { visible } : {}),
  };
}

export function transactionInfoJson(
  record: TronTxRecord,
  visible: boolean,
): Record<string, unknown> {
  const c = record.raw.contract;
  const call = c.type === 'TriggerSmartContract';
  return {
    id: record.txId,
    ...(record.fee > 0n ? { fee: record.fee } : {}),
    blockNumber: record.blockNumber,
    blockTimeStamp: record.blockTimestamp,
    contractResult: [record.contractResult],
    ...(call ? { contract_address: formatAddress(c.contract, visible) } : {}),
    receipt: {
      ...(record.fee > 0n ? { energy_fee: record.fee } : {}),
      ...(record.energyUsage > 0n ? { energy_usage_total: record.energyUsage } : {}),
      net_usage: record.netUsage,
      ...(call ? { result: record.ret } : {}),
    },
    ...(record.logs.length > 0
      ? {
          log: record.logs.map((log) => ({
            ...log,
            address: visible
              ? formatAddress(Uint8Array.of(0x41, ...hexToBytes(`0x${log.address}`)), true)
              : log.address,
          })),
        }
      : {}),
    ...(record.ret === 'SUCCESS'
      ? {}
      : {
          result: 'FAILED',
          resMessage: visible ? record.resMessage : hexText(record.resMessage ?? record.ret),
        }),
  };
}
