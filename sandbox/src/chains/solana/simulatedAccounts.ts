/**
 * The `accounts` of a `simulateTransaction` answer, as a validator gives them (agave's
 * `rpc.rs`, `simulate_transaction`): each address asked for, as the simulated transaction left
 * it (its own post-state, else the ledger's), base64; null for an account that does not exist;
 * every entry null when the transaction failed. A validator refuses base58 and more addresses
 * than the transaction has accounts (static and loaded from lookup tables).
 */
import { base64 } from '@scure/base';
import type { VersionedTransaction } from '@solana/web3.js';
import type { LiteSVM } from 'litesvm';
import { accountView, RENT_EPOCH_EXEMPT } from './accountView';
import type { SimulationResult } from './ledger';
import { RPC_INVALID_PARAMS, RpcError } from './rpcError';
import { addressParam, configParam } from './rpcParams';

export function simulatedAccounts(
  svm: LiteSVM,
  tx: VersionedTransaction,
  result: SimulationResult,
  config: Record<string, unknown>,
): Array<Record<string, unknown> | null> | null {
  if (config.accounts === undefined || config.accounts === null) return null;
  const { addresses, encoding } = configParam([config.accounts], 0);
  if (!Array.isArray(addresses)) {
    throw new RpcError(RPC_INVALID_PARAMS, 'Invalid params: accounts.addresses');
  }
  if (encoding === 'base58' || encoding === 'binary') {
    throw new RpcError(RPC_INVALID_PARAMS, 'base58 encoding not supported');
  }
  if (encoding !== undefined && encoding !== null && encoding !== 'base64') {
    // The sandbox renders post-states in base64 only (a validator also parses them).
    throw new RpcError(RPC_INVALID_PARAMS, `the sandbox answers accounts in base64 only`);
  }
  const loaded = tx.message.addressTableLookups.reduce(
    (n, l) => n + l.writableIndexes.length + l.readonlyIndexes.length,
    0,
  );
  const max = tx.message.staticAccountKeys.length + loaded;
  if (addresses.length > max) {
    throw new RpcError(RPC_INVALID_PARAMS, `Too many accounts provided; max ${max}`);
  }
  const keys = addresses.map((_, i) => addressParam(addresses, i, 'accounts.addresses'));
  if (result.err !== null) return keys.map(() => null);
  return keys.map((address) => {
    const post = result.postAccounts.get(address);
    if (!post) return accountView(svm, address, 'base64');
    return {
      lamports: Number(post.lamports),
      owner: post.owner,
      data: [base64.encode(post.data), 'base64'],
      executable: post.executable,
      rentEpoch: RENT_EPOCH_EXEMPT,
      space: post.data.length,
    };
  });
}
