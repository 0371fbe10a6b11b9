/**
 * Sign by effect, on Solana: the transaction the wallet will be asked to sign is simulated with
 * `accounts` (the wallet, every writable account, static or from a lookup table, and the user's
 * Token and Token-2022 accounts among its keys: an account it does not name, or names read-only,
 * cannot change), those accounts read just before (`getMultipleAccounts`), and the difference
 * judged (`solanaEffects`, `solanaAllowedEffects`, `judgeEffects`): a token outside the route
 * leaving, more of the input than the step spends, a delegate, a new owner or close authority, a
 * closed account of the user's: `EffectRefusedError`, nothing signed. A simulation that fails is
 * `SimulationFailedError` with the program's log, as before.
 */
import { base64 } from '@scure/base';
import {
  type AccountInfo,
  type AddressLookupTableAccount,
  type Commitment,
  type Connection,
  PublicKey,
  type VersionedTransaction,
} from '@solana/web3.js';
import { InvalidResponseError } from '../../api/errors';
import type { Step } from '../../api/types';
import type { AccountEffect } from '../../execution/effects/accountEffects';
import { type AssetInfo, EffectRefusedError } from '../../execution/effects/effectErrors';
import { judgeEffects } from '../../execution/effects/judgeEffects';
import { BlockhashExpiredError, SimulationFailedError } from '../../execution/errors';
import { solanaAllowedEffects } from '../../execution/solana/solanaAllowedEffects';
import { type AccountState, solanaEffects, WSOL_MINT } from '../../execution/solana/solanaEffects';
import {
  readMintDecimals,
  TOKEN_2022_PROGRAM,
  TOKEN_PROGRAM,
} from '../../execution/solana/tokenAccountState';
import {
  describeTransactionError,
  failingInstruction,
  instructionLogs,
} from '../../execution/solana/transactionError';
import { shortenAddress } from '../../lib/addresses';
import { isNativeCoin } from '../../lib/nativeCoin';
import { rpc } from './solanaRpc';

/** `getMultipleAccounts` takes at most this many keys. */
const MAX_ACCOUNTS_PER_READ = 100;
const same = (a: string, b: string) => a === b;

export interface EffectCheckContext {
  connection: Connection;
  user: PublicKey;
  commitment: Commitment;
}

/** `known`: lookup tables already read (lite mode assembled with them); the others are read. */
export async function checkSolanaEffects(
  ctx: EffectCheckContext,
  tx: VersionedTransaction,
  step: Step,
  known: readonly AddressLookupTableAccount[] = [],
): Promise<readonly AccountEffect[]> {
  const { connection, commitment } = ctx;
  const user = ctx.user.toBase58();
  const keys = (await accountKeys(ctx, tx, known)).map((k) => k.toBase58());
  const writable = keys.filter((_, i) => tx.message.isAccountWritable(i));
  const [tokenAccounts, fee] = await Promise.all([userTokenAccounts(ctx), feeOf(ctx, tx)]);
  const inTransaction = new Set(keys);
  const addresses = [
    ...new Set([user, ...writable, ...tokenAccounts.filter((a) => inTransaction.has(a))]),
  ];
  const before = await readAccounts(ctx, addresses);
  const { value } = await rpc('simulateTransaction', () =>
    connection.simulateTransaction(tx, {
      sigVerify: false,
      replaceRecentBlockhash: false,
      commitment,
      accounts: { encoding: 'base64', addresses },
    }),
  );
  if (value.err !== null) {
    if (value.err === 'BlockhashNotFound') {
      throw new BlockhashExpiredError({
        details: `simulation: blockhash ${tx.message.recentBlockhash} not found`,
      });
    }
    throw new SimulationFailedError({
      reason: describeTransactionError(value.err),
      logs: instructionLogs(value.logs ?? [], failingInstruction(value.err)),
    });
  }
  const after = value.accounts;
  if (!after || after.length !== addresses.length) {
    throw new InvalidResponseError(
      'simulateTransaction.accounts',
      `${after?.length ?? 'no'} accounts for the ${addresses.length} asked`,
    );
  }
  const { effects, opened } = solanaEffects({
    user,
    accounts: addresses.map((address, i) => ({
      address,
      before: before[i] ?? null,
      after: simulatedState(after[i]),
    })),
  });
  const sizes = [...new Set(opened.map((a) => a.space))];
  const minimums = await Promise.all(
    sizes.map((size) =>
      rpc('getMinimumBalanceForRentExemption', () =>
        connection.getMinimumBalanceForRentExemption(size, commitment),
      ),
    ),
  );
  const rentExemptMinimum = new Map(sizes.map((size, i) => [size, BigInt(minimums[i] ?? 0)]));
  const allowed = solanaAllowedEffects(step, { fee, opened, rentExemptMinimum });
  const problems = judgeEffects(effects, allowed, same);
  if (problems.length === 0) return effects;
  const described = await describeAssets(
    ctx,
    step,
    problems.flatMap((p) => p.asset ?? []),
  );
  throw new EffectRefusedError(problems, (asset) => described.get(asset));
}

async function accountKeys(
  ctx: EffectCheckContext,
  tx: VersionedTransaction,
  known: readonly AddressLookupTableAccount[],
) {
  const lookups = tx.message.addressTableLookups;
  const tables: AddressLookupTableAccount[] = await Promise.all(
    lookups.map(async ({ accountKey }) => {
      const table = known.find((t) => t.key.equals(accountKey));
      if (table) return table;
      const { value } = await rpc('getAddressLookupTable', () =>
        ctx.connection.getAddressLookupTable(accountKey, { commitment: ctx.commitment }),
      );
      if (!value) {
        throw new SimulationFailedError({
          reason: `address lookup table ${accountKey.toBase58()} not found`,
        });
      }
      return value;
    }),
  );
  const keys = tx.message.getAccountKeys({ addressLookupTableAccounts: tables });
  return [
    ...keys.staticAccountKeys,
    ...(keys.accountKeysFromLookups?.writable ?? []),
    ...(keys.accountKeysFromLookups?.readonly ?? []),
  ];
}

/** The user's token accounts, both token programs. */
async function userTokenAccounts(ctx: EffectCheckContext): Promise<string[]> {
  const lists = await Promise.all(
    [TOKEN_PROGRAM, TOKEN_2022_PROGRAM].map((program) =>
      rpc('getTokenAccountsByOwner', () =>
        ctx.connection.getTokenAccountsByOwner(
          ctx.user,
          { programId: new PublicKey(program) },
          ctx.commitment,
        ),
      ),
    ),
  );
  return lists.flatMap(({ value }) => value.map((a) => a.pubkey.toBase58()));
}

/** What the fee payer pays for the message: base and priority fee. */
async function feeOf(ctx: EffectCheckContext, tx: VersionedTransaction): Promise<bigint> {
  const { value } = await rpc('getFeeForMessage', () =>
    ctx.connection.getFeeForMessage(tx.message, ctx.commitment),
  );
  // A node answers null for a blockhash it does not know.
  if (value === null) {
    throw new BlockhashExpiredError({
      details: `fee: blockhash ${tx.message.recentBlockhash} not found`,
    });
  }
  return BigInt(value);
}

async function readAccounts(
  ctx: EffectCheckContext,
  addresses: readonly string[],
): Promise<Array<AccountState | null>> {
  const chunks: string[][] = [];
  for (let i = 0; i < addresses.length; i += MAX_ACCOUNTS_PER_READ) {
    chunks.push(addresses.slice(i, i + MAX_ACCOUNTS_PER_READ));
  }
  const read = await Promise.all(
    chunks.map((chunk) =>
      rpc('getMultipleAccounts', () =>
        ctx.connection.getMultipleAccountsInfo(
          chunk.map((a) => new PublicKey(a)),
          ctx.commitment,
        ),
      ),
    ),
  );
  return read.flat().map(accountState);
}

function accountState(info: AccountInfo<Uint8Array> | null): AccountState | null {
  if (!info) return null;
  return { lamports: BigInt(info.lamports), owner: info.owner.toBase58(), data: info.data };
}

function simulatedState(
  info: { lamports: number; owner: string; data: string[] } | null | undefined,
): AccountState | null {
  if (!info) return null;
  const [data = '', encoding] = info.data;
  if (encoding !== 'base64') {
    throw new InvalidResponseError('simulateTransaction.accounts', `data in ${encoding}`);
  }
  return { lamports: BigInt(info.lamports), owner: info.owner, data: base64.decode(data) };
}

/**
 * What a refused effect's assets are called: the step's tokens, else the mint's decimals read
 * from the chain with its shortened address for a name (Solana mints carry no symbol).
 */
async function describeAssets(
  ctx: EffectCheckContext,
  step: Step,
  assets: readonly string[],
): Promise<Map<string, AssetInfo>> {
  const described = new Map<string, AssetInfo>();
  for (const token of [step.from, step.to]) {
    const asset = isNativeCoin(token) ? WSOL_MINT : token.address;
    described.set(asset, { symbol: token.symbol, decimals: token.decimals });
  }
  if (!described.has(WSOL_MINT)) described.set(WSOL_MINT, { symbol: 'SOL', decimals: 9 });
  const unknown = [...new Set(assets)].filter((a) => !described.has(a));
  const mints = await readAccounts(ctx, unknown).catch(() => []);
  unknown.forEach((mint, i) => {
    const account = mints[i];
    const decimals = account ? readMintDecimals(account.owner, account.data) : undefined;
    if (decimals !== undefined) described.set(mint, { symbol: shortenAddress(mint), decimals });
  });
  return described;
}
