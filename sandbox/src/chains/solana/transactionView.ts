/** Renders recorded transactions as getTransaction / getSignatureStatuses results. */
import { base58, base64 } from '@scure/base';
import { uiTokenAmount } from './accountView';
import type { BalanceSnapshot } from './balances';
import type { LedgerTransaction } from './ledger';
import { RPC_UNSUPPORTED_TX_VERSION, RpcError } from './rpcError';

export function signatureStatus(record: LedgerTransaction) {
  return {
    slot: Number(record.slot),
    // One validator, nothing to roll back: finality is immediate on this ledger.
    confirmations: null,
    err: record.err,
    status: record.err === null ? { Ok: null } : { Err: record.err },
    confirmationStatus: 'finalized',
  };
}

export function transactionResult(
  record: LedgerTransaction,
  config: Record<string, unknown>,
): Record<string, unknown> | null {
  const tx = record.transaction;
  if (!tx) return null;
  const version = tx.version;
  if (version === 0 && config.maxSupportedTransactionVersion === undefined) {
    throw new RpcError(
      RPC_UNSUPPORTED_TX_VERSION,
      'Transaction version (0) is not supported by the requesting client. Please try the request again with the following configuration parameter: "maxSupportedTransactionVersion": 0',
    );
  }
  const transaction =
    config.encoding === 'base64' || config.encoding === 'base58'
      ? config.encoding === 'base64'
        ? [base64.encode(tx.serialize()), 'base64']
        : [base58.encode(tx.serialize()), 'base58']
      : jsonTransaction(record);
  return {
    slot: Number(record.slot),
    blockTime: record.blockTime,
    version,
    transaction,
    meta: {
      err: record.err,
      status: record.err === null ? { Ok: null } : { Err: record.err },
      fee: Number(record.fee),
      preBalances: record.pre.lamports.map(Number),
      postBalances: record.post.lamports.map(Number),
      preTokenBalances: tokenBalances(record.pre),
      postTokenBalances: tokenBalances(record.post),
      innerInstructions: [],
      logMessages: record.logs,
      loadedAddresses: record.loadedAddresses,
      rewards: [],
      computeUnitsConsumed: Number(record.computeUnits),
    },
  };
}

function jsonTransaction(record: LedgerTransaction) {
  const tx = record.transaction!;
  const message = tx.message;
  const json: Record<string, unknown> = {
    accountKeys: message.staticAccountKeys.map((k) => k.toBase58()),
    header: message.header,
    recentBlockhash: message.recentBlockhash,
    instructions: message.compiledInstructions.map((ix) => ({
      programIdIndex: ix.programIdIndex,
      accounts: ix.accountKeyIndexes,
      data: base58.encode(ix.data),
      stackHeight: null,
    })),
  };
  if (tx.version === 0) {
    json.addressTableLookups = message.addressTableLookups.map((l) => ({
      accountKey: l.accountKey.toBase58(),
      writableIndexes: l.writableIndexes,
      readonlyIndexes: l.readonlyIndexes,
    }));
  }
  return { signatures: tx.signatures.map((s) => base58.encode(s)), message: json };
}

function tokenBalances(snapshot: BalanceSnapshot) {
  return snapshot.tokens.map((t) => ({
    accountIndex: t.accountIndex,
    mint: t.mint,
    owner: t.owner,
    programId: t.programId,
    uiTokenAmount: uiTokenAmount(t.amount, t.decimals),
  }));
}
