/**
 * Account keys and balances around a transaction, for `getTransaction` meta (pre/post lamports
 * and token balances) and for the solver, which reads what actually moved into its vaults.
 */
import { AddressLookupTableAccount, type VersionedMessage } from '@solana/web3.js';
import type { LiteSVM } from 'litesvm';
import { svmAddress } from './svmInterop';
import { readMint, readTokenAccount, TOKEN_PROGRAM_IDS } from './tokenLayout';

interface TokenBalance {
  accountIndex: number;
  mint: string;
  owner: string;
  programId: string;
  amount: bigint;
  decimals: number;
}

export interface BalanceSnapshot {
  lamports: bigint[];
  tokens: TokenBalance[];
}

/** Static keys plus the keys loaded from lookup tables (writable first, as the runtime orders them). */
export function resolveAccountKeys(
  svm: LiteSVM,
  message: VersionedMessage,
): { all: string[]; loaded: { writable: string[]; readonly: string[] } } {
  const tables = message.addressTableLookups.map((lookup) => {
    const account = svm.getAccount(svmAddress(lookup.accountKey));
    if (!account.exists) return undefined;
    return new AddressLookupTableAccount({
      key: lookup.accountKey,
      state: AddressLookupTableAccount.deserialize(account.data),
    });
  });
  if (tables.some((t) => t === undefined)) {
    const statics = message.staticAccountKeys.map((k) => k.toBase58());
    return { all: statics, loaded: { writable: [], readonly: [] } };
  }
  try {
    const keys = message.getAccountKeys({
      addressLookupTableAccounts: tables as AddressLookupTableAccount[],
    });
    const loaded = keys.accountKeysFromLookups ?? { writable: [], readonly: [] };
    return {
      all: keys
        .keySegments()
        .flat()
        .map((k) => k.toBase58()),
      loaded: {
        writable: loaded.writable.map((k) => k.toBase58()),
        readonly: loaded.readonly.map((k) => k.toBase58()),
      },
    };
  } catch {
    // a lookup index out of range: the runtime rejects the transaction; report static keys only
    const statics = message.staticAccountKeys.map((k) => k.toBase58());
    return { all: statics, loaded: { writable: [], readonly: [] } };
  }
}

export function snapshotBalances(svm: LiteSVM, keys: string[]): BalanceSnapshot {
  const lamports: bigint[] = [];
  const tokens: TokenBalance[] = [];
  keys.forEach((key, accountIndex) => {
    const account = svm.getAccount(svmAddress(key));
    if (!account.exists) {
      lamports.push(0n);
      return;
    }
    lamports.push(account.lamports);
    if (!TOKEN_PROGRAM_IDS.has(account.programAddress)) return;
    const token = readTokenAccount(account.data);
    if (!token) return;
    const mint = svm.getAccount(svmAddress(token.mint));
    const decimals = mint.exists ? (readMint(mint.data)?.decimals ?? 0) : 0;
    tokens.push({
      accountIndex,
      mint: token.mint,
      owner: token.owner,
      programId: account.programAddress,
      amount: token.amount,
      decimals,
    });
  });
  return { lamports, tokens };
}
