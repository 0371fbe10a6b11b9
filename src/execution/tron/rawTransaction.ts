import {
  bytesField,
  fieldsByNumber,
  type ProtoField,
  ProtoReadError,
  readFields,
  uintField,
} from './protobufReader';

/**
 * Tron's `Transaction.raw` (protocol/Tron.proto) as the engine reads `raw_data_hex`: what the
 * wallet signs is the sha256 of exactly these bytes, so these, not `raw_data`'s JSON, say what
 * the transaction does. Fields the engine does not read (`auths`, `scripts`, a contract's
 * `Permission_id`) are refused, so nothing signed goes unread; a call's TRC-10 `call_token_value`
 * is read, and the effect check (`checkTronEffects.ts`) refuses it leaving.
 */

export type TronContract =
  | {
      type: 'TriggerSmartContract';
      owner: Uint8Array;
      contract: Uint8Array;
      /** Sun sent with the call. */
      callValue: bigint;
      data: Uint8Array;
      /** A TRC-10 token sent with the call (`call_token_value`), and which (`token_id`). */
      callTokenValue: bigint;
      tokenId: bigint;
    }
  | { type: 'TransferContract'; owner: Uint8Array; to: Uint8Array; amount: bigint }
  /** Any other contract type: read no further, the checks refuse it. */
  | { type: 'other'; typeNumber: number; typeUrl: string };

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
  contracts: TronContract[];
}

/** `Transaction.Contract.type` of the contracts read, and their `Any` type URL. */
const TRON_CONTRACT_TYPES = { TransferContract: 1, TriggerSmartContract: 31 } as const;
const tronTypeUrl = (type: string) => `type.googleapis.com/protocol.${type}`;

function decodeContract(contract: ProtoField): TronContract {
  if (contract.wire !== 'bytes') throw new ProtoReadError('contract is not a message');
  const c = fieldsByNumber(readFields(contract.value), [1, 2], 'Transaction.Contract');
  const typeNumber = Number(uintField(c, 1));
  const any = fieldsByNumber(readFields(bytesField(c, 2)), [1, 2], 'Any');
  const url = new TextDecoder().decode(bytesField(any, 1));
  const value = readFields(bytesField(any, 2));
  if (
    typeNumber === TRON_CONTRACT_TYPES.TriggerSmartContract &&
    url === tronTypeUrl('TriggerSmartContract')
  ) {
    const m = fieldsByNumber(value, [1, 2, 3, 4, 5, 6], 'TriggerSmartContract');
    return {
      type: 'TriggerSmartContract',
      owner: bytesField(m, 1),
      contract: bytesField(m, 2),
      callValue: uintField(m, 3),
      data: bytesField(m, 4),
      callTokenValue: uintField(m, 5),
      tokenId: uintField(m, 6),
    };
  }
  if (
    typeNumber === TRON_CONTRACT_TYPES.TransferContract &&
    url === tronTypeUrl('TransferContract')
  ) {
    const m = fieldsByNumber(value, [1, 2, 3], 'TransferContract');
    return {
      type: 'TransferContract',
      owner: bytesField(m, 1),
      to: bytesField(m, 2),
      amount: uintField(m, 3),
    };
  }
  return { type: 'other', typeNumber, typeUrl: url };
}

/** The transaction `raw_data_hex` holds; `ProtoReadError` for bytes it cannot read whole. */
export function decodeTronRaw(bytes: Uint8Array): TronRawTransaction {
  const m = fieldsByNumber(readFields(bytes), [1, 4, 8, 10, 11, 14, 18], 'Transaction.raw', [11]);
  return {
    refBlockBytes: bytesField(m, 1),
    refBlockHash: bytesField(m, 4),
    expiration: uintField(m, 8),
    memo: bytesField(m, 10),
    contracts: (m.get(11) ?? []).map(decodeContract),
    timestamp: uintField(m, 14),
    feeLimit: uintField(m, 18),
  };
}
