import type * as v from 'valibot';
import { ON_CHAIN_ONLY, type TxnPayloadReader } from '../../api/parse/txnPayloadReader';
import { validate } from '../../api/parse/validate';
import { txnCosmosSchema } from '../../api/schemas/txnData';
import type { TxnCosmos } from '../../api/types';

/** Cosmos's `/nextTx` payload (`txnCosmos`): the messages to sign, the fee figures as hints. */
export const cosmosTxnPayloadReader: TxnPayloadReader = {
  field: 'txnCosmos',
  txnTypes: ON_CHAIN_ONLY,
  read: (payload, path) => ({ txnCosmos: toTxnCosmos(validate(txnCosmosSchema, payload, path)) }),
};

function toTxnCosmos(wire: v.InferOutput<typeof txnCosmosSchema>): TxnCosmos {
  const txn: TxnCosmos = { data: wire.data };
  if (wire.value !== undefined) txn.value = wire.value;
  if (wire.gasLimit !== undefined) txn.gasLimit = wire.gasLimit;
  if (wire.gasPrice !== undefined) txn.gasPrice = wire.gasPrice;
  if (wire.maxFeePerGas !== undefined) txn.maxFeePerGas = wire.maxFeePerGas;
  return txn;
}
