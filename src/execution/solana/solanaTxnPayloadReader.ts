import { ON_CHAIN_ONLY, type TxnPayloadReader } from '../../api/parse/txnPayloadReader';
import { validate } from '../../api/parse/validate';
import { txnSolSchema } from '../../api/schemas/txnData';

/** Solana's `/nextTx` payload (`txnSol`): a transaction's bytes, or a lite-mode instruction list. */
export const solanaTxnPayloadReader: TxnPayloadReader = {
  field: 'txnSol',
  txnTypes: ON_CHAIN_ONLY,
  read: (payload, path) => ({ txnSol: { data: validate(txnSolSchema, payload, path).data } }),
};
