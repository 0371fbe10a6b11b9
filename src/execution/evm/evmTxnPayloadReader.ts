import type * as v from 'valibot';
import { InvalidResponseError } from '../../api/errors';
import type { PayloadFields, TxnPayloadReader } from '../../api/parse/txnPayloadReader';
import { joinPath, validate } from '../../api/parse/validate';
import { txnEvmSchema, typedDataSchema, untypedMessageSchema } from '../../api/schemas/txnData';
import type { TxnEvm, TxnType } from '../../api/types';

/**
 * EVM's `/nextTx` payload (`txnEvm`): a transaction, or, since only EVM's wallets sign typed data
 * or text, an EIP-712 payload or a message to sign.
 */
export const evmTxnPayloadReader: TxnPayloadReader = {
  field: 'txnEvm',
  txnTypes: ['on-chain', 'sign-typed', 'sign-untyped'],
  read: readEvmPayload,
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
