import type * as v from 'valibot';
import { ON_CHAIN_ONLY, type TxnPayloadReader } from '../../api/parse/txnPayloadReader';
import { validate } from '../../api/parse/validate';
import { txnTronSchema } from '../../api/schemas/txnData';
import type { TxnTron } from '../../api/types';

/** Tron's `/nextTx` payload (`txnTron`): a transaction, its signed hash checked to the character. */
export const tronTxnPayloadReader: TxnPayloadReader = {
  field: 'txnTron',
  txnTypes: ON_CHAIN_ONLY,
  read: (payload, path) => ({ txnTron: toTxnTron(validate(txnTronSchema, payload, path)) }),
};

function toTxnTron(wire: v.InferOutput<typeof txnTronSchema>): TxnTron {
  const txn: TxnTron = { txID: wire.txID, visible: wire.visible };
  if (wire.raw_data !== undefined) txn.raw_data = wire.raw_data;
  if (wire.raw_data_dex !== undefined) txn.raw_data_dex = wire.raw_data_dex;
  if (wire.raw_data_hex !== undefined) txn.raw_data_hex = wire.raw_data_hex;
  return txn;
}
