import type * as v from 'valibot';
import { InvalidResponseError } from '../errors';
import {
  txnCosmosSchema,
  txnEvmSchema,
  txnSolSchema,
  txnTronSchema,
  typedDataSchema,
  untypedMessageSchema,
} from '../schemas/txnData';
import type { NetworkType, TxnCosmos, TxnData, TxnEvm, TxnTron, TxnType } from '../types';
import { joinPath, validate } from './validate';

/** What one network's payload adds to a parsed `TxnData`. */
type PayloadFields = Pick<TxnData, 'txnEvm' | 'evmSignature' | 'txnSol' | 'txnTron' | 'txnCosmos'>;

/**
 * The `txnData` field holding each network type's payload: the parse reads it, and so does the
 * engine, which holds a payload to the network of its step.
 */
export const PAYLOAD_FIELDS = {
  evm: 'txnEvm',
  sol: 'txnSol',
  tron: 'txnTron',
  cosmos: 'txnCosmos',
} as const satisfies Record<NetworkType, keyof TxnData>;

interface TxnPayloadReader {
  /** The `txnType`s this network's payload can be: only EVM's wallets sign typed data or text. */
  txnTypes: readonly TxnType[];
  read(payload: unknown, path: string, txnType: TxnType): PayloadFields;
}

const ON_CHAIN: readonly TxnType[] = ['on-chain'];

/**
 * Each network type's payload, read by its own reader: the parse looks the network up here
 * instead of comparing network types.
 */
export const TXN_PAYLOADS: Readonly<Record<NetworkType, TxnPayloadReader>> = {
  evm: {
    txnTypes: ['on-chain', 'sign-typed', 'sign-untyped'],
    read: readEvmPayload,
  },
  sol: {
    txnTypes: ON_CHAIN,
    read: (payload, path) => ({ txnSol: { data: validate(txnSolSchema, payload, path).data } }),
  },
  tron: {
    txnTypes: ON_CHAIN,
    read: (payload, path) => ({ txnTron: toTxnTron(validate(txnTronSchema, payload, path)) }),
  },
  cosmos: {
    txnTypes: ON_CHAIN,
    read: (payload, path) => ({ txnCosmos: toTxnCosmos(validate(txnCosmosSchema, payload, path)) }),
  },
};

function readEvmPayload(payload: unknown, path: string, txnType: TxnType): PayloadFields {
  if (txnType === 'sign-typed') {
    const typedData = validate(typedDataSchema, payload, path);
    const { types, primaryType } = typedData;
    if (primaryType !== 'EIP712Domain' && !Object.hasOwn(types, primaryType)) {
      throw new InvalidResponseError(
        joinPath(path, 'primaryType'),
        'Expected a type defined in `types`',
      );
    }
    return { evmSignature: { kind: 'typed', typedData } };
  }
  if (txnType === 'sign-untyped') {
    const { message } = validate(untypedMessageSchema, payload, path);
    return { evmSignature: { kind: 'untyped', message } };
  }
  return { txnEvm: toTxnEvm(validate(txnEvmSchema, payload, path)) };
}

function toTxnEvm(wire: v.InferOutput<typeof txnEvmSchema>): TxnEvm {
  const txn: TxnEvm = { to: wire.to, value: wire.value == null ? 0n : BigInt(wire.value) };
  if (wire.from !== undefined) txn.from = wire.from;
  if (wire.data != null) txn.data = wire.data as `0x${string}`;
  if (wire.gasPrice !== undefined) txn.gasPrice = BigInt(wire.gasPrice);
  if (wire.gasLimit !== undefined) txn.gasLimit = BigInt(wire.gasLimit);
  if (wire.chainId != null) txn.chainId = Number(wire.chainId);
  return txn;
}

function toTxnTron(wire: v.InferOutput<typeof txnTronSchema>): TxnTron {
  const txn: TxnTron = { txID: wire.txID, visible: wire.visible };
  if (wire.raw_data !== undefined) txn.raw_data = wire.raw_data;
  if (wire.raw_data_dex !== undefined) txn.raw_data_dex = wire.raw_data_dex;
  if (wire.raw_data_hex !== undefined) txn.raw_data_hex = wire.raw_data_hex;
  return txn;
}

function toTxnCosmos(wire: v.InferOutput<typeof txnCosmosSchema>): TxnCosmos {
  const txn: TxnCosmos = { data: wire.data };
  if (wire.value !== undefined) txn.value = wire.value;
  if (wire.gasLimit !== undefined) txn.gasLimit = wire.gasLimit;
  if (wire.gasPrice !== undefined) txn.gasPrice = wire.gasPrice;
  if (wire.maxFeePerGas !== undefined) txn.maxFeePerGas = wire.maxFeePerGas;
  return txn;
}
