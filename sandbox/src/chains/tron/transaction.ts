/**
 * Tron's `Transaction.raw` (protocol/Tron.proto) for the two contract types the sandbox ledger
 * runs: its protobuf (`raw_data_hex`, whose sha256 is the `txID` a wallet signs) and its JSON
 * (`raw_data`, as java-tron prints it). The bytes are read with the engine's own decoder (it reads
 * the same transactions before a wallet signs them); the ledger is stricter still: one contract,
 * of a type it runs, in bytes that re-encode to themselves, so what is executed is exactly what
 * was signed.
 */
import { bytesToHex, hexToBytes, sha256 } from 'viem';
import {
  decodeTronRaw,
  type TronContract as ReadContract,
  type TronRawTransaction as ReadRawTransaction,
  TRON_CONTRACT_TYPES,
  tronTypeUrl as typeUrl,
} from '../../../../src/execution/tron/rawTransaction';
import { formatAddress, tronAddressBytes } from './address';
import { asChainError, ProtoError, ProtoWriter } from './protobuf';

/** A contract the ledger runs: one the engine reads, not `other`. */
export type TronContract = Exclude<ReadContract, { type: 'other' }>;

/** As the engine reads it, with the one contract the ledger runs. */
export interface TronRawTransaction extends Omit<ReadRawTransaction, 'contracts'> {
  contract: TronContract;
}

function encodeContract(c: TronContract): Uint8Array {
  const value =
    c.type === 'TriggerSmartContract'
      ? new ProtoWriter()
          .bytes(1, c.owner)
          .bytes(2, c.contract)
          .uint(3, c.callValue)
          .bytes(4, c.data)
          .finish()
      : new ProtoWriter().bytes(1, c.owner).bytes(2, c.to).uint(3, c.amount).finish();
  const any = new ProtoWriter().string(1, typeUrl(c.type)).bytes(2, value).finish();
  return new ProtoWriter().uint(1, TRON_CONTRACT_TYPES[c.type]).bytes(2, any).finish();
}

export function encodeRaw(raw: TronRawTransaction): Uint8Array {
  return new ProtoWriter()
    .bytes(1, raw.refBlockBytes)
    .bytes(4, raw.refBlockHash)
    .uint(8, raw.expiration)
    .bytes(10, raw.memo)
    .bytes(11, encodeContract(raw.contract))
    .uint(14, raw.timestamp)
    .uint(18, raw.feeLimit)
    .finish();
}

/** sha256 of the raw bytes, 64 hex digits: the transaction's id, and what is signed. */
export function txIdOf(rawBytes: Uint8Array): string {
  return sha256(rawBytes).slice(2);
}

/** The transaction `raw_data_hex` describes; a ProtoError when the ledger cannot run it as is. */
export function decodeRaw(bytes: Uint8Array): TronRawTransaction {
  const { contracts, ...fields } = asChainError(() => decodeTronRaw(bytes));
  const [contract, ...more] = contracts;
  if (!contract || more.length > 0) {
    throw new ProtoError('Transaction.raw must hold exactly one contract');
  }
  if (contract.type === 'other') {
    throw new ProtoError('Unsupported contract type', {
      details: `type ${contract.typeNumber}, ${contract.typeUrl}`,
    });
  }
  const raw: TronRawTransaction = { ...fields, contract };
  if (bytesToHex(encodeRaw(raw)) !== bytesToHex(bytes)) {
    throw new ProtoError('Transaction bytes are not in canonical protobuf form');
  }
  return raw;
}

const hex = (bytes: Uint8Array) => bytesToHex(bytes).slice(2);

/** `raw_data` as java-tron prints it (amounts as JSON numbers, bytes as hex). */
export function rawToJson(raw: TronRawTransaction, visible: boolean): Record<string, unknown> {
  const c = raw.contract;
  const address = (bytes: Uint8Array) => formatAddress(bytes, visible);
  const value =
    c.type === 'TriggerSmartContract'
      ? {
          ...(c.data.length > 0 ? { data: hex(c.data) } : {}),
          owner_address: address(c.owner),
          contract_address: address(c.contract),
          ...(c.callValue > 0n ? { call_value: c.callValue } : {}),
        }
      : {
          ...(c.amount > 0n ? { amount: c.amount } : {}),
          owner_address: address(c.owner),
          to_address: address(c.to),
        };
  return {
    contract: [{ parameter: { value, type_url: typeUrl(c.type) }, type: c.type }],
    ref_block_bytes: hex(raw.refBlockBytes),
    ref_block_hash: hex(raw.refBlockHash),
    expiration: raw.expiration,
    ...(raw.memo.length > 0
      ? { data: visible ? new TextDecoder().decode(raw.memo) : hex(raw.memo) }
      : {}),
    ...(raw.feeLimit > 0n ? { fee_limit: raw.feeLimit } : {}),
    timestamp: raw.timestamp,
  };
}

/**
 * Reads `raw_data` JSON (addresses in either form; the memo as text when `visible`); a ProtoError
 * when it is not a transaction the ledger runs.
 */
export function rawFromJson(json: unknown, visible: boolean): TronRawTransaction {
  const o = record(json, 'raw_data');
  const contracts = o.contract;
  if (!Array.isArray(contracts) || contracts.length !== 1) {
    throw new ProtoError('raw_data.contract must hold exactly one contract');
  }
  const entry = record(contracts[0], 'raw_data.contract[0]');
  const parameter = record(entry.parameter, 'parameter');
  const v = record(parameter.value, 'parameter.value');
  const type = entry.type;
  if (
    (type !== 'TriggerSmartContract' && type !== 'TransferContract') ||
    parameter.type_url !== typeUrl(type)
  ) {
    throw new ProtoError('Unsupported contract type', { details: String(type) });
  }
  const contract: TronContract =
    type === 'TriggerSmartContract'
      ? {
          type,
          owner: address(v.owner_address, 'owner_address'),
          contract: address(v.contract_address, 'contract_address'),
          callValue: amount(v.call_value, 'call_value'),
          data: hexField(v.data ?? '', 'data'),
        }
      : {
          type,
          owner: address(v.owner_address, 'owner_address'),
          to: address(v.to_address, 'to_address'),
          amount: amount(v.amount, 'amount'),
        };
  return {
    refBlockBytes: hexField(o.ref_block_bytes, 'ref_block_bytes'),
    refBlockHash: hexField(o.ref_block_hash, 'ref_block_hash'),
    expiration: amount(o.expiration, 'expiration'),
    memo: memoFromJson(o.data, visible),
    contract,
    timestamp: amount(o.timestamp, 'timestamp'),
    feeLimit: amount(o.fee_limit, 'fee_limit'),
  };
}

function memoFromJson(value: unknown, visible: boolean): Uint8Array {
  if (value === undefined) return new Uint8Array();
  if (visible && typeof value === 'string') return new TextEncoder().encode(value);
  return hexField(value, 'data');
}

function record(value: unknown, name: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new ProtoError(`${name} must be an object`);
  }
  return value as Record<string, unknown>;
}

function address(value: unknown, name: string): Uint8Array {
  const bytes = typeof value === 'string' ? tronAddressBytes(value) : undefined;
  if (!bytes) throw new ProtoError(`${name} is not a Tron address`);
  return bytes;
}

function amount(value: unknown, name: string): bigint {
  if (value === undefined) return 0n;
  if (
    (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) ||
    (typeof value === 'string' && /^\d{1,19}$/.test(value))
  ) {
    return BigInt(value);
  }
  throw new ProtoError(`${name} must be a non-negative integer`);
}

function hexField(value: unknown, name: string): Uint8Array {
  if (typeof value !== 'string' || !/^(?:[0-9a-fA-F]{2})*$/.test(value)) {
    throw new ProtoError(`${name} must be hex`);
  }
  return hexToBytes(`0x${value}`);
}
