import type * as v from 'valibot';
import { InvalidResponseError } from '../errors';
import {
  txnCosmosSchema,
  txnDataSchema,
  txnEvmSchema,
  txnSolSchema,
  txnTronSchema,
  typedDataSchema,
  untypedMessageSchema,
} from '../schemas/txnData';
import type { NetworkType, TxnCosmos, TxnData, TxnEvm, TxnTron } from '../types';
import { expiresAtFromDeadline } from './deadline';
import { joinPath, validate } from './validate';

type AcceptedTxnData = v.InferOutput<typeof txnDataSchema>;

const TXN_FIELD: Record<NetworkType, 'txnEvm' | 'txnSol' | 'txnTron' | 'txnCosmos'> = {
  evm: 'txnEvm',
  sol: 'txnSol',
  tron: 'txnTron',
  cosmos: 'txnCosmos',
};

/**
 * One `txnData` object (from `/nextTx`, or `/quick-swap`'s list) to `TxnData`, under the rule at
 * the top of `src/api/schemas/txnData.ts`: the payload matching `networkType` (inferred from the
 * only payload present when it is missing) is validated against what `txnType` calls for; the
 * other payloads are ignored; fields nobody reads never fail the parse.
 */
export function parseTxnData(raw: unknown, path = 'txnData'): TxnData {
  const wire = validate(txnDataSchema, raw, path);
  const networkType = wire.networkType ?? inferNetworkType(wire, path);
  const txnType = wire.txnType ?? 'on-chain';
  const skipTxn = wire.skipTxn ?? false;
  const field = TXN_FIELD[networkType];
  const payload = wire[field];
  if (!skipTxn && payload == null) {
    throw new InvalidResponseError(
      joinPath(path, field),
      `Missing for networkType "${networkType}"`,
    );
  }
  if (txnType !== 'on-chain' && networkType !== 'evm') {
    throw new InvalidResponseError(joinPath(path, 'txnType'), `"${txnType}" is EVM-only`);
  }

  const result: TxnData = {
    networkType,
    isCompleted: wire.isCompleted,
    skipTxn,
    txnType,
    gasless: wire.gasless,
  };
  if (wire.id !== undefined) result.id = wire.id;
  if (wire.requestId !== undefined) result.requestId = wire.requestId;
  if (wire.routeId != null) result.routeId = wire.routeId;
  if (wire.stepId != null) result.stepId = wire.stepId;
  if (wire.status !== undefined) result.status = wire.status;
  if (wire.createdAt !== undefined) result.createdAt = wire.createdAt;
  if (wire.fetchedAt !== undefined) result.fetchedAt = wire.fetchedAt;
  if (wire.deadline !== undefined) {
    result.deadline = expiresAtFromDeadline(
      wire.deadline,
      wire.createdAt ?? wire.fetchedAt ?? Date.now(),
    );
  }
  // A skipped step has nothing to sign: its payload, if any, is not read.
  if (skipTxn || payload == null) return result;

  const payloadPath = joinPath(path, field);
  switch (networkType) {
    case 'evm':
      if (txnType === 'sign-typed') {
        const typedData = validate(typedDataSchema, payload, payloadPath);
        const { types, primaryType } = typedData;
        if (primaryType !== 'EIP712Domain' && !Object.hasOwn(types, primaryType)) {
          throw new InvalidResponseError(
            joinPath(payloadPath, 'primaryType'),
            'Expected a type defined in `types`',
          );
        }
        result.evmSignature = { kind: 'typed', typedData };
      } else if (txnType === 'sign-untyped') {
        const { message } = validate(untypedMessageSchema, payload, payloadPath);
        result.evmSignature = { kind: 'untyped', message };
      } else {
        result.txnEvm = toTxnEvm(validate(txnEvmSchema, payload, payloadPath));
      }
      break;
    case 'sol':
      result.txnSol = { data: validate(txnSolSchema, payload, payloadPath).data };
      break;
    case 'tron':
      result.txnTron = toTxnTron(validate(txnTronSchema, payload, payloadPath));
      break;
    case 'cosmos':
      result.txnCosmos = toTxnCosmos(validate(txnCosmosSchema, payload, payloadPath));
      break;
  }
  return result;
}

/** The network of the only payload present; none, or more than one, cannot be guessed. */
function inferNetworkType(wire: AcceptedTxnData, path: string): NetworkType {
  const present = (Object.entries(TXN_FIELD) as Array<[NetworkType, keyof typeof wire]>).filter(
    ([, field]) => wire[field] != null,
  );
  const [only, other] = present;
  if (only !== undefined && other === undefined) return only[0];
  throw new InvalidResponseError(
    joinPath(path, 'networkType'),
    present.length === 0
      ? 'Missing, and no txnEvm/txnSol/txnTron/txnCosmos to infer it from'
      : `Missing, and ${present.map(([, field]) => String(field)).join(' and ')} are all present`,
  );
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
