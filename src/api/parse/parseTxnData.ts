import type * as v from 'valibot';
import { InvalidResponseError } from '../errors';
import {
  txnDataSchema,
  txnEvmSchema,
  typedDataSchema,
  untypedMessageSchema,
} from '../schemas/txnData';
import type { NetworkType, TxnData, TxnEvm } from '../types';
import { expiresAtFromDeadline } from './deadline';
import { joinPath, validate } from './validate';

type WireTxnData = v.InferOutput<typeof txnDataSchema>;

const TXN_FIELD: Record<NetworkType, 'txnEvm' | 'txnSol' | 'txnTron' | 'txnCosmos'> = {
  evm: 'txnEvm',
  sol: 'txnSol',
  tron: 'txnTron',
  cosmos: 'txnCosmos',
};

/**
 * One `txnData` object (from `/nextTx`, or `/quick-swap`'s list) to `TxnData`. Checks that the
 * network-specific payload matching `networkType` is present (inferring `networkType` from the
 * payload when it is missing) and validates `txnEvm` against what `txnType` calls for.
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
    gasless: wire.gasless ?? false,
  };
  if (wire.id !== undefined) result.id = wire.id;
  if (wire.requestId !== undefined) result.requestId = wire.requestId;
  if (wire.routeId !== undefined) result.routeId = wire.routeId;
  if (wire.stepId !== undefined) result.stepId = wire.stepId;
  if (wire.status !== undefined) result.status = wire.status;
  if (wire.createdAt != null) result.createdAt = wire.createdAt;
  if (wire.fetchedAt != null) result.fetchedAt = wire.fetchedAt;
  if (wire.deadline != null) {
    result.deadline = expiresAtFromDeadline(
      wire.deadline,
      wire.createdAt ?? wire.fetchedAt ?? Date.now(),
    );
  }

  const evmPath = joinPath(path, 'txnEvm');
  if (wire.txnEvm != null) {
    if (txnType === 'sign-typed') {
      result.evmSignature = {
        kind: 'typed',
        typedData: validate(typedDataSchema, wire.txnEvm, evmPath),
      };
    } else if (txnType === 'sign-untyped') {
      const { message } = validate(untypedMessageSchema, wire.txnEvm, evmPath);
      result.evmSignature = { kind: 'untyped', message };
    } else {
      result.txnEvm = toTxnEvm(validate(txnEvmSchema, wire.txnEvm, evmPath));
    }
  }
  if (wire.txnSol != null) result.txnSol = { data: wire.txnSol.data };
  if (wire.txnTron != null) result.txnTron = { ...wire.txnTron };
  if (wire.txnCosmos != null) result.txnCosmos = { ...wire.txnCosmos };
  return result;
}

function inferNetworkType(wire: WireTxnData, path: string): NetworkType {
  for (const [networkType, field] of Object.entries(TXN_FIELD)) {
    if (wire[field] != null) return networkType as NetworkType;
  }
  throw new InvalidResponseError(
    joinPath(path, 'networkType'),
    'Missing, and no txnEvm/txnSol/txnTron/txnCosmos to infer it from',
  );
}

function toTxnEvm(wire: v.InferOutput<typeof txnEvmSchema>): TxnEvm {
  const txn: TxnEvm = { to: wire.to, value: wire.value == null ? 0n : BigInt(wire.value) };
  if (wire.from != null) txn.from = wire.from;
  if (wire.data != null) txn.data = wire.data as `0x${string}`;
  if (wire.gasPrice != null) txn.gasPrice = BigInt(wire.gasPrice);
  if (wire.gasLimit != null) txn.gasLimit = BigInt(wire.gasLimit);
  if (wire.chainId != null) txn.chainId = Number(wire.chainId);
  return txn;
}
