/**
 * What a Solana transaction does to the user's account, from the states of the accounts it may
 * change, before (`getMultipleAccounts`) and after (`simulateTransaction` with `accounts`). An
 * account no transaction names, or names read-only, cannot change, so these are the wallet, the
 * transaction's writable accounts and the user's token accounts among its keys.
 *
 * The user holds: the wallet's lamports, and every token account whose owner is the user (its
 * tokens by mint, and its lamports: rent the user gets back by closing it, and wrapped SOL).
 * Native SOL is named as routes name it, the wrapped-SOL mint. So SOL wrapped into the user's
 * own account, rent for the user's new accounts, and a wrapped-SOL account the transaction
 * opens and closes all net out; only what leaves the user shows.
 *
 * On the user's token accounts: a delegate set or raised (`Approve`) is a grant of the delegated
 * amount; a new owner or close authority (`SetAuthority`) a grant of all; an account that was the
 * user's and is gone (`CloseAccount`; a validator reports it with no lamports) another effect,
 * unless it held wrapped SOL (unwrapping: its lamports are counted where they go).
 */
import type { AccountEffect } from '../effects/accountEffects';
import { readTokenAccount, type TokenAccountState } from './tokenAccountState';

/** The wrapped-SOL mint: the name routes give SOL, and this module gives lamports. */
export const WSOL_MINT = 'So11111111111111111111111111111111111111112';

export interface AccountState {
  lamports: bigint;
  /** The program that owns the account. */
  owner: string;
  data: Uint8Array;
}

/** One account before and after the transaction; null where it does not exist. */
export interface AccountChange {
  address: string;
  before: AccountState | null;
  after: AccountState | null;
}

/** An account the transaction creates that is not the user's: its lamports left the user. */
export interface OpenedAccount {
  address: string;
  /** Its mint, when it is a token account. */
  mint?: string | undefined;
  lamports: bigint;
  space: number;
}

export interface SolanaEffects {
  effects: AccountEffect[];
  /** Accounts opened for others (rent): for the step's rule on the recipient's output account. */
  opened: OpenedAccount[];
}

interface Holding {
  lamports: bigint;
  /** Token amounts by mint (wrapped SOL is in `lamports`). */
  tokens: Map<string, bigint>;
}

const live = (state: AccountState | null) => (state && state.lamports > 0n ? state : null);
const tokenOf = (state: AccountState | null) =>
  state ? readTokenAccount(state.owner, state.data) : undefined;

export function solanaEffects(args: {
  user: string;
  accounts: readonly AccountChange[];
}): SolanaEffects {
  const { user } = args;
  const accounts = args.accounts.map((a) => ({
    ...a,
    before: live(a.before),
    after: live(a.after),
  }));
  const before: Holding = { lamports: 0n, tokens: new Map() };
  const after: Holding = { lamports: 0n, tokens: new Map() };
  const effects: AccountEffect[] = [];
  const opened: OpenedAccount[] = [];
  for (const { address, before: pre, after: post } of accounts) {
    if (address === user) {
      add(before, pre, undefined);
      add(after, post, undefined);
      if (pre && post && (pre.owner !== post.owner || pre.data.length !== post.data.length)) {
        effects.push({
          kind: 'other',
          what: `the wallet account is assigned to program ${post.owner}`,
        });
      }
      continue;
    }
    const preToken = tokenOf(pre);
    const postToken = tokenOf(post);
    const wasUsers = preToken?.owner === user;
    const isUsers = postToken?.owner === user;
    if (wasUsers) add(before, pre, preToken);
    if (isUsers) add(after, post, postToken);
    if (wasUsers && preToken) effects.push(...changesOf(address, user, preToken, postToken));
    else if (isUsers && postToken) effects.push(...grantsOf(user, undefined, postToken));
    if (!pre && post && !isUsers) {
      opened.push({
        address,
        mint: postToken?.mint,
        lamports: post.lamports,
        space: post.data.length,
      });
    }
  }
  return { effects: [...balanceEffects(before, after), ...effects], opened };
}

function add(holding: Holding, state: AccountState | null, token: TokenAccountState | undefined) {
  if (!state) return;
  holding.lamports += state.lamports;
  if (!token || token.isNative) return;
  holding.tokens.set(token.mint, (holding.tokens.get(token.mint) ?? 0n) + token.amount);
}

/** What happened to a token account that was the user's. */
function changesOf(
  address: string,
  user: string,
  pre: TokenAccountState,
  post: TokenAccountState | undefined,
): AccountEffect[] {
  const asset = assetOf(pre);
  if (!post) {
    // Unwrapping: a wrapped-SOL account's value is its lamports, which the SOL holding follows
    // wherever the close sends them. Any other account of the user's closed is refused.
    if (pre.isNative) return [];
    return [{ kind: 'other', what: `closes token account ${address} (mint ${pre.mint})`, asset }];
  }
  if (post.owner !== user) return [{ kind: 'grant', asset, spender: post.owner, amount: 'all' }];
  return grantsOf(user, pre, post);
}

/** A delegate or close authority the user's account gains. */
function grantsOf(
  user: string,
  pre: TokenAccountState | undefined,
  post: TokenAccountState,
): AccountEffect[] {
  const asset = assetOf(post);
  const grants: AccountEffect[] = [];
  const sameDelegate = pre?.delegate === post.delegate;
  if (post.delegate && (!sameDelegate || post.delegatedAmount > (pre?.delegatedAmount ?? 0n))) {
    grants.push({
      kind: 'grant',
      asset,
      spender: post.delegate,
      amount: post.delegatedAmount,
      previous: sameDelegate ? pre?.delegatedAmount : undefined,
    });
  }
  const closer = post.closeAuthority;
  if (closer && closer !== user && closer !== pre?.closeAuthority) {
    grants.push({ kind: 'grant', asset, spender: closer, amount: 'all' });
  }
  return grants;
}

const assetOf = (token: TokenAccountState) => (token.isNative ? WSOL_MINT : token.mint);

/** Each mint, then SOL (a token leaving is the worse news), as sends and receives. */
function balanceEffects(before: Holding, after: Holding): AccountEffect[] {
  const deltas: Array<[string, bigint]> = [];
  for (const mint of new Set([...before.tokens.keys(), ...after.tokens.keys()])) {
    deltas.push([mint, (after.tokens.get(mint) ?? 0n) - (before.tokens.get(mint) ?? 0n)]);
  }
  deltas.push([WSOL_MINT, after.lamports - before.lamports]);
  return deltas.flatMap(([asset, delta]): AccountEffect[] => {
    if (delta < 0n) return [{ kind: 'send', asset, amount: -delta }];
    if (delta > 0n) return [{ kind: 'receive', asset, amount: delta }];
    return [];
  });
}
