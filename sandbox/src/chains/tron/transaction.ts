/**
 * Tron's `Transaction.raw` (protocol/Tron.proto) for the two contract types the sandbox ledger
 * runs: its protobuf (`raw_data_hex`, whose sha256 is the `txID` a wallet signs) and its JSON
 * (`raw_data`, as java-tron prints it). The bytes are read with TronWeb's decoder (Tron's own
 * generated protobuf classes; server side only), never the widget's: the ledger is there to catch
 * what the widget reads wrong. It is stricter than TronWeb: one contract, of a type it runs, no
 * multi-signature or TRC-10 field, in bytes that re-encode to themselves (so no field TronWeb
 * skipped), so what is executed is exactly what was signed.
 */
import { bytesToHex, hexToBytes, sha256 } from 'viem';
import { formatAddress, tronAddressBytes } from './address';
import { ProtoError, ProtoWriter } from './protobuf';

/** A contract the ledger runs. */
export type TronContract =
  | {
      type: 'TriggerSmartContract';
      owner: Uint8Array;
      contract: Uint8Array;
      /** Sun sent with the call. */
      callValue: bigint;
      data: Uint8Array;
    }
  | { type: 'TransferContract'; owner: Uint8Array; to: Uint8Array; amount: bigint };

export interface TronRawTransaction {
  refBlockBytes: Uint8Array;
  refBlockHash: Uint8Array;
  /** Unix ms. */
  expiration: bigint;
  /** Unix ms. */
  timestamp: bigint;
  /** Sun: the most the call's energy may burn. */
  feeLimit: bigint;
  memo: Uint8Array;
  contract: TronContract;
}

/** `Transaction.Contract.type` of the contracts the ledger runs. */
const CONTRACT_TYPES = { TransferContract: 1, TriggerSmartContract: 31 } as const;
const typeUrl = (type: string) => `type.googleapis.com/protocol.${type}`;

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
  return new ProtoWriter().uint(1, CONTRACT_TYPES[c.type]).bytes(2, any).finish();
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

/**
 * TronWeb's decoder, imported when the first transaction is read: with it come ethers and axios,
 * about 0.9 s of CPU that every sandbox start paid, most of them for no Tron transaction at all.
 */
let tronWebUtils: Promise<typeof import('tronweb/utils')> | undefined;

/** The transaction `raw_data_hex` describes; a ProtoError when the ledger cannot run it as is. */
export async function decodeRaw(bytes: Uint8Array): Promise<TronRawTransaction> {
  tronWebUtils ??= import('tronweb/utils');
  const { deserializeTransaction } = await tronWebUtils;
  const json = deserialized(deserializeTransaction, bytesToHex(bytes).slice(2));
  const [entry] = json.contract;
  const v = entry.parameter.value;
  if (entry.Permission_id || json.scripts || json.auths.length > 0) {
    throw new ProtoError('Multi-signature transactions are not run here', {
      details: `Permission_id ${entry.Permission_id}`,
    });
  }
  if (entry.parameter.type_url !== typeUrl(entry.type)) {
    throw new ProtoError('Unsupported contract type', { details: entry.parameter.type_url });
  }
  const contract: TronContract =
    entry.type === 'TriggerSmartContract'
      ? {
          type: entry.type,
          owner: hexField(v.owner_address, 'owner_address'),
          contract: hexField(v.contract_address, 'contract_address'),
          callValue: exact(v.call_value, 'call_value'),
          data: hexField(v.data, 'data'),
        }
      : {
          type: entry.type,
          owner: hexField(v.owner_address, 'owner_address'),
          to: hexField(v.to_address, 'to_address'),
          amount: exact(v.amount, 'amount'),
        };
  if (v.call_token_value || v.token_id) {
    throw new ProtoError('TRC-10 tokens are not run here', {
      details: `call_token_value ${v.call_token_value}, token_id ${v.token_id}`,
    });
  }
  const raw: TronRawTransaction = {
    refBlockBytes: hexField(json.ref_block_bytes, 'ref_block_bytes'),
    refBlockHash: hexField(json.ref_block_hash, 'ref_block_hash'),
    expiration: exact(json.expiration, 'expiration'),
    timestamp: exact(json.timestamp, 'timestamp'),
    feeLimit: exact(json.fee_limit, 'fee_limit'),
    memo: hexField(json.data, 'data'),
    contract,
  };
  // Another contract, a field TronWeb skips, a longer varint than needed: other bytes than these.
  if (bytesToHex(encodeRaw(raw)) !== bytesToHex(bytes)) {
    throw new ProtoError('Transaction bytes are not in canonical protobuf form');
  }
  return raw;
}

/** What TronWeb's `deserializeTransaction` answers (raw_data, bytes as hex, int64 as numbers). */
interface Deserialized {
  contract: [
    {
      type: keyof typeof CONTRACT_TYPES;
      Permission_id: number;
      parameter: { type_url: string; value: Record<string, unknown> };
    },
  ];
  ref_block_bytes: string;
  ref_block_hash: string;
  expiration: number;
  timestamp: number;
  fee_limit: number;
  data: string;
  scripts: string;
  auths: unknown[];
}

/** TronWeb needs the contract's type first: each type the ledger runs is tried in turn. */
function deserialized(
  deserializeTransaction: (type: string, rawHex: string) => unknown,
  rawHex: string,
): Deserialized {
  let mismatch: unknown;
  for (const type of Object.keys(CONTRACT_TYPES)) {
    try {
      return deserializeTransaction(type, rawHex) as Deserialized;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (!/dismatches with rawDataHex type/.test(message)) {
        throw new ProtoError(`Unreadable transaction: ${message}`, { details: message });
      }
      mismatch = message;
    }
  }
  throw new ProtoError('Unsupported contract type', { details: String(mismatch) });
}

/** An int64 TronWeb read as a JS number: refused when it cannot be exact. */
function exact(value: unknown, name: string): bigint {
  if (value === undefined || value === 0) return 0n;
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) {
    throw new ProtoError(`${name} is not an amount the ledger reads exactly`);
  }
  return BigInt(value);
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
