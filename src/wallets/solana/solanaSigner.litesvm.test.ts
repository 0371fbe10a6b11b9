/**
 * The Solana signer against a real LiteSVM ledger behind its JSON-RPC server, with payloads from
 * the sandbox's API (standard mode from `dunes`, lite from `galaxy` and `okapi`): prepared,
 * signed by a Keypair, sent and confirmed, and the ledger's balances read. Tampered payloads are
 * refused before `signTransaction` is called; a failing simulation, an expired blockhash, a
 * dropped broadcast and a status that only the final check sees are each run for real. One
 * ledger (slot clock stopped, moved by hand) and one sandbox for the whole file.
 */

import { base58 } from '@scure/base';
import {
  AuthorityType,
  createApproveInstruction,
  createSetAuthorityInstruction,
  createTransferInstruction,
  getAssociatedTokenAddressSync,
} from '@solana/spl-token';
import {
  Connection,
  Keypair,
  PublicKey,
  SystemProgram,
  TransactionInstruction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_DEPLOYMENT, SOL_DEPLOY_ORDER } from '../../../sandbox/src/catalog/deployment';
import { tokenSpecs } from '../../../sandbox/src/catalog/tokens';
import {
  type SolanaChain,
  startSolanaLedger,
} from '../../../sandbox/src/chains/solana/startSolanaLedger';
import { type RunningSandbox, startSandbox } from '../../../sandbox/src/server';
import { createRoutingClient, type RoutingClient } from '../../api/client';
import { AbortedError } from '../../api/errors';
import type { Step, TokensByChain, TxnSol } from '../../api/types';
import { EffectRefusedError } from '../../execution/effects/effectErrors';
import type { UnsafeRule } from '../../execution/errors';
import {
  BlockhashExpiredError,
  SimulationFailedError,
  TransactionTooLargeError,
  UnsafeTransactionError,
} from '../../execution/errors';
import { ForeignSignedTransactionError } from '../../execution/steps/stepErrors';
import { toWalletError, UserRejectedError } from '../../execution/walletErrors';
import { loadTxnPayloadReaders } from '../../networks/loadTxnPayloadReaders';
import { createSolanaSigner, type SolanaSignerOptions } from './solanaSigner';

const SOL = 'So11111111111111111111111111111111111111112';
const COMPUTE_BUDGET = 'ComputeBudget111111111111111111111111111111';
const TIMEOUT = 30_000;

interface Env {
  chain: SolanaChain;
  sandbox: RunningSandbox;
  client: RoutingClient;
  tokens: TokensByChain;
}
let env: Env | undefined;
const current = (): Env => {
  if (!env) throw new Error('the ledger is not started');
  return env;
};

/**
 * The sandbox with its Solana ledger only (what `startSandboxWithChains` does for Solana, without
 * the anvils this file does not need): catalog mints, the vault, the lookup table.
 */
async function startSolanaSandbox(): Promise<Env> {
  const [native, ...tokens] = tokenSpecs(DEFAULT_DEPLOYMENT).sol!;
  const spec = (t: typeof native, symbol = t!.symbol) => ({
    symbol,
    name: t!.name,
    decimals: t!.decimals,
    priceUsd: String(t!.price),
  });
  const chain = await startSolanaLedger({
    seed: '1',
    slotMs: 0,
    tokens: tokens.map((t, i) => spec(t, SOL_DEPLOY_ORDER[i])),
    native: spec(native),
  });
  try {
    const table = chain.lookupTables[0]!;
    const sandbox = await startSandbox({
      port: 0,
      rateLimit: false,
      rpcUrls: { sol: [chain.rpcUrl] },
      deployment: {
        sol: {
          vault: chain.vault.owner.publicKey.toBase58(),
          mints: Object.fromEntries(SOL_DEPLOY_ORDER.map((s, i) => [s, chain.mints[i]!.address])),
          lookupTables: { galaxy: table, okapi: table },
        },
      },
      solanaBlockhash: () => chain.latestBlockhash().blockhash,
    });
    const client = createRoutingClient(
      { baseUrl: sandbox.baseUrl, apiKey: 'sandbox-dev-key' },
      loadTxnPayloadReaders,
    );
    return { chain, sandbox, client, tokens: await client.getTokens() };
  } catch (error) {
    await chain.close();
    throw error;
  }
}

beforeAll(async () => {
  env = await startSolanaSandbox();
}, 60_000);
afterAll(async () => {
  await env?.sandbox.close();
  await env?.chain.close();
});

const wallet = (index: number): Keypair => current().chain.devAccounts[index]!.keypair;
const mint = (symbol: string): string => {
  if (symbol === 'SOL') return SOL;
  const token = current().tokens.sol?.find((t) => t.symbol === symbol && !t.isFlagged);
  if (!token) throw new Error(`no ${symbol} on sol`);
  return token.address;
};

interface Quoted {
  step: Step;
  txn: TxnSol;
  inputAmount: bigint;
}

/** Quote, /createTx and /nextTx of a one-step Solana swap, with the widget's own client. */
async function nextTxn(args: {
  payer: Keypair;
  from: string;
  to: string;
  amount: string;
  provider: 'dunes' | 'galaxy' | 'okapi';
}): Promise<Quoted> {
  const { client } = current();
  const { quotes } = await client.getQuotes({
    fromChainId: 'sol',
    fromAssetAddress: mint(args.from),
    toChainId: 'sol',
    toAssetAddress: mint(args.to),
    amount: { inputAmountDisplay: args.amount },
    userWalletAddress: args.payer.publicKey.toBase58(),
    lite: args.provider !== 'dunes',
    include: [args.provider],
  });
  const route = quotes[0];
  if (!route || route.provider !== args.provider) throw new Error(`no ${args.provider} route`);
  const { steps } = await client.createTx({ routeId: route.routeId });
  const step = steps[0]!;
  const next = await client.getNextTx({ routeId: route.routeId, stepId: step.stepId });
  if (!next.txnData?.txnSol) throw new Error('no txnSol');
  return { step, txn: next.txnData.txnSol, inputAmount: route.inputAmount };
}

/** A signer backed by `keypair`, counting the wallet prompts. */
function keypairSigner(keypair: Keypair, options: Partial<SolanaSignerOptions> = {}) {
  const prompts = { count: 0 };
  const signer = createSolanaSigner({
    connection: new Connection(current().chain.rpcUrl, 'confirmed'),
    publicKey: keypair.publicKey,
    signTransaction: async (tx) => {
      prompts.count += 1;
      tx.sign([keypair]);
      return tx;
    },
    pollMs: 50,
    rebroadcastMs: 100,
    ...options,
  });
  return { signer, prompts };
}

/** USDC -> SOL through `provider`, quoted and handed out for `payer`. */
function usdcToSol(payer: Keypair, provider: 'dunes' | 'galaxy' | 'okapi', amount: string) {
  return nextTxn({ payer, from: 'USDC', to: 'SOL', amount, provider });
}

/** A connection that counts the transactions sent, and drops send number `n` while `drop(n)`. */
function countingSends(drop: (n: number) => boolean) {
  const sends = { count: 0 };
  const connection = interceptedConnection((method) => {
    if (method !== 'sendTransaction') return undefined;
    sends.count += 1;
    return drop(sends.count) ? 'dropped' : undefined;
  });
  return { sends, connection };
}

/** What the engine does with a step: prepare, sign, send and confirm. */
async function execute(
  signer: ReturnType<typeof keypairSigner>['signer'],
  quoted: Quoted,
  priorityFee?: number,
) {
  const prepared = await signer.prepare({ step: quoted.step, txn: quoted.txn, priorityFee });
  const signed = await signer.sign(prepared);
  return { prepared, signed, outcome: await signer.sendAndConfirm(signed) };
}

/** `owner`'s balance of `symbol` in smallest units, read over the ledger's RPC. */
async function balance(owner: PublicKey, symbol: string): Promise<bigint> {
  const connection = new Connection(current().chain.rpcUrl, 'confirmed');
  if (symbol === 'SOL') return BigInt(await connection.getBalance(owner));
  const account = getAssociatedTokenAddressSync(new PublicKey(mint(symbol)), owner, true);
  return BigInt((await connection.getTokenAccountBalance(account)).value.amount);
}

const vault = () => current().chain.vault.owner.publicKey;
const feeOf = (signature: string) => current().chain.ledger.getTransaction(signature)?.fee;

/** Moves the stopped slot clock on by `slots` (each slot a new blockhash, the old ones aging). */
function advanceSlots(slots: number) {
  for (let i = 0; i < slots; i++) current().chain.ledger.advanceSlot();
}

/** Standard-mode bytes rebuilt with the same blockhash after `edit` changed the instructions. */
function tamperStandard(
  txn: TxnSol,
  edit: (m: { payer: PublicKey; instructions: TransactionInstruction[] }) => void,
): TxnSol {
  const tx = VersionedTransaction.deserialize(Buffer.from(txn.data, 'base64'));
  const message = TransactionMessage.decompile(tx.message);
  const parts = { payer: message.payerKey, instructions: [...message.instructions] };
  edit(parts);
  const rebuilt = new TransactionMessage({
    payerKey: parts.payer,
    recentBlockhash: message.recentBlockhash,
    instructions: parts.instructions,
  }).compileToV0Message();
  return { data: Buffer.from(new VersionedTransaction(rebuilt).serialize()).toString('base64') };
}

interface WireInstruction {
  programId: string;
  accounts: Array<{ pubkey: string; isSigner: boolean; isWritable: boolean }>;
  data: string;
}
interface GalaxyWire {
  computeBudgetInstructions: WireInstruction[];
  setupInstructions: WireInstruction[];
  swapInstruction: WireInstruction;
  otherInstructions: WireInstruction[];
}

function tamperLite(txn: TxnSol, edit: (payload: GalaxyWire) => void): TxnSol {
  const payload = JSON.parse(txn.data) as GalaxyWire;
  edit(payload);
  return { data: JSON.stringify(payload) };
}

const stranger = Keypair.generate().publicKey;
const foreignProgram = Keypair.generate().publicKey;

/** An SPL TransferChecked asking for u64's maximum: more than anyone holds. */
function unpayable(data: Uint8Array): Uint8Array {
  const copy = Uint8Array.from(data);
  new DataView(copy.buffer).setBigUint64(1, 2n ** 64n - 1n, true);
  return copy;
}

describe('standard mode (dunes)', { timeout: TIMEOUT }, () => {
  it('prepares, signs with the wallet, sends and confirms: the input leaves the wallet', async () => {
    const payer = wallet(0);
    const quoted = await usdcToSol(payer, 'dunes', '25');
    const before = {
      usdc: await balance(payer.publicKey, 'USDC'),
      sol: await balance(payer.publicKey, 'SOL'),
      vault: await balance(vault(), 'USDC'),
    };
    const { signer, prompts } = keypairSigner(payer);
    const { prepared, signed, outcome } = await execute(signer, quoted);

    expect(outcome).toEqual({ status: 'confirmed' });
    expect(prompts.count).toBe(1);
    expect(prepared.lite).toBe(false);
    // The service's bytes, unchanged, are what the wallet was asked to sign.
    expect(prepared.unsigned).toBe(quoted.txn.data);
    expect(prepared.lastValidBlockHeight).toBe(
      Number(current().chain.latestBlockhash().lastValidBlockHeight),
    );
    expect(current().chain.getSignatureStatus(signed.signature)?.state).toBe('success');
    const fee = feeOf(signed.signature)!;
    expect(fee).toBeGreaterThan(0n);
    expect(before.usdc - (await balance(payer.publicKey, 'USDC'))).toBe(quoted.inputAmount);
    expect((await balance(vault(), 'USDC')) - before.vault).toBe(quoted.inputAmount);
    expect(before.sol - (await balance(payer.publicKey, 'SOL'))).toBe(fee);
  });

  it.each<[UnsafeRule, (m: { payer: PublicKey; instructions: TransactionInstruction[] }) => void]>([
    [
      'fee-payer',
      (m) => {
        m.payer = stranger;
      },
    ],
    [
      'extra-signer',
      (m) => {
        const memo = m.instructions.at(-1)!;
        m.instructions[m.instructions.length - 1] = new TransactionInstruction({
          programId: memo.programId,
          keys: [...memo.keys, { pubkey: stranger, isSigner: true, isWritable: false }],
          data: memo.data,
        });
      },
    ],
    [
      'foreign-program',
      (m) =>
        void m.instructions.push(
          new TransactionInstruction({
            programId: foreignProgram,
            keys: [{ pubkey: m.payer, isSigner: true, isWritable: true }],
            data: Buffer.from('drain'),
          }),
        ),
    ],
  ])('refuses a tampered transaction (%s) before the wallet is asked', async (rule, edit) => {
    const payer = wallet(3);
    const quoted = await usdcToSol(payer, 'dunes', '5');
    const { signer, prompts } = keypairSigner(payer);
    const error = await execute(signer, { ...quoted, txn: tamperStandard(quoted.txn, edit) }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(UnsafeTransactionError);
    expect((error as UnsafeTransactionError).rule).toBe(rule);
    expect(prompts.count).toBe(0);
  });

  it('a program the caller names for the route passes the checks, on to simulation', async () => {
    const payer = wallet(3);
    const quoted = await usdcToSol(payer, 'dunes', '5');
    // A program the ledger has not loaded: allowed by the caller, so it gets as far as simulation.
    const txn = tamperStandard(quoted.txn, (m) =>
      m.instructions.push(
        new TransactionInstruction({ programId: foreignProgram, keys: [], data: Buffer.alloc(0) }),
      ),
    );
    const { signer, prompts } = keypairSigner(payer);
    const error = await signer
      .prepare({ step: quoted.step, txn, routePrograms: [foreignProgram.toBase58()] })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SimulationFailedError);
    expect(prompts.count).toBe(0);
  });

  it('a transaction that would fail is not offered: SimulationFailedError with its logs', async () => {
    const payer = wallet(3);
    const quoted = await usdcToSol(payer, 'dunes', '5');
    const txn = tamperStandard(quoted.txn, (m) => {
      const index = m.instructions.findIndex((ix) => ix.data[0] === 12); // TransferChecked
      const swap = m.instructions[index]!;
      m.instructions[index] = new TransactionInstruction({
        programId: swap.programId,
        keys: swap.keys,
        data: Buffer.from(unpayable(swap.data)),
      });
    });
    const { signer, prompts } = keypairSigner(payer);
    const error = await execute(signer, { ...quoted, txn }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SimulationFailedError);
    const failure = error as SimulationFailedError;
    expect(failure.code).toBe('TRANSACTION_FAILED');
    expect(failure.reason).toMatch(/^instruction \d+ failed: custom program error 0x1$/);
    expect(failure.logs[0]).toBe('Program TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA invoke [1]');
    expect(failure.logs).toContain('Program log: Error: insufficient funds');
    expect(failure.details).toContain('Program log: Error: insufficient funds');
    expect(failure.shortMessage).toMatchInlineSnapshot(
      `"This transaction would fail on chain (instruction 2 failed: custom program error 0x1), so your wallet was not asked to sign it. Nothing was signed."`,
    );
    expect(prompts.count).toBe(0);
  });

  it('refuses the service’s transaction once its blockhash expired, before the wallet', async () => {
    const payer = wallet(3);
    const quoted = await usdcToSol(payer, 'dunes', '5');
    advanceSlots(151);
    const { signer, prompts } = keypairSigner(payer);
    await expect(signer.prepare(quoted)).rejects.toBeInstanceOf(BlockhashExpiredError);
    expect(prompts.count).toBe(0);
  });
});

describe('lite mode', { timeout: TIMEOUT }, () => {
  it('galaxy (first format): assembled with the lookup table, confirmed, input paid', async () => {
    const payer = wallet(1);
    const quoted = await usdcToSol(payer, 'galaxy', '40');
    const before = await balance(payer.publicKey, 'USDC');
    const vaultBefore = await balance(vault(), 'USDC');
    const { signer, prompts } = keypairSigner(payer);
    const { prepared, signed, outcome } = await execute(signer, quoted);
    expect(outcome).toEqual({ status: 'confirmed' });
    expect(prepared.lite).toBe(true);
    expect(prompts.count).toBe(1);
    const tx = VersionedTransaction.deserialize(Buffer.from(signed.signed, 'base64'));
    expect(tx.message.addressTableLookups.map((l) => l.accountKey.toBase58())).toEqual([
      current().chain.lookupTables[0],
    ]);
    expect(before - (await balance(payer.publicKey, 'USDC'))).toBe(quoted.inputAmount);
    expect((await balance(vault(), 'USDC')) - vaultBefore).toBe(quoted.inputAmount);
  });

  it('okapi (second format): confirmed, SOL paid in, the ledger charging input plus fee', async () => {
    const payer = wallet(2);
    const quoted = await nextTxn({
      payer: payer,
      from: 'SOL',
      to: 'USDC',
      amount: '0.8',
      provider: 'okapi',
    });
    const before = await balance(payer.publicKey, 'SOL');
    const vaultBefore = await balance(vault(), 'SOL');
    const { signer } = keypairSigner(payer);
    const { signed, outcome } = await execute(signer, quoted);
    expect(outcome).toEqual({ status: 'confirmed' });
    const fee = feeOf(signed.signature)!;
    expect(before - (await balance(payer.publicKey, 'SOL'))).toBe(quoted.inputAmount + fee);
    expect((await balance(vault(), 'SOL')) - vaultBefore).toBe(quoted.inputAmount);
  });

  it('the chosen priority fee goes into a payload without a price, and the ledger charges it', async () => {
    const payer = wallet(1);
    const quoted = await usdcToSol(payer, 'galaxy', '3');
    const txn = tamperLite(quoted.txn, (p) => {
      p.computeBudgetInstructions = p.computeBudgetInstructions.filter(
        (ix) => Buffer.from(ix.data, 'base64')[0] !== 3,
      );
    });
    const limitIx = JSON.parse(txn.data).computeBudgetInstructions[0] as WireInstruction;
    const units = BigInt(Buffer.from(limitIx.data, 'base64').readUInt32LE(1));
    const { signer } = keypairSigner(payer);
    const { signed, outcome } = await execute(signer, { ...quoted, txn }, 2_000_000);
    expect(outcome).toEqual({ status: 'confirmed' });
    // 5,000 lamports for the signature plus ceil(price × limit / 10^6).
    expect(feeOf(signed.signature)).toBe(5_000n + (2_000_000n * units + 999_999n) / 1_000_000n);
  });

  it('a payload’s own price wins over the chosen one', async () => {
    const payer = wallet(1);
    const quoted = await usdcToSol(payer, 'galaxy', '3');
    const { signer } = keypairSigner(payer);
    const prepared = await signer.prepare({ ...quoted, priorityFee: 2_000_000 });
    const tx = VersionedTransaction.deserialize(Buffer.from(prepared.unsigned, 'base64'));
    const keys = tx.message.staticAccountKeys;
    const prices = tx.message.compiledInstructions.filter(
      (ix) => keys[ix.programIdIndex]!.toBase58() === COMPUTE_BUDGET && ix.data[0] === 3,
    );
    const own = JSON.parse(quoted.txn.data).computeBudgetInstructions.find(
      (ix: WireInstruction) => Buffer.from(ix.data, 'base64')[0] === 3,
    ) as WireInstruction;
    expect(prices.map((ix) => Buffer.from(ix.data).toString('base64'))).toEqual([own.data]);
  });

  it.each<[string, (p: GalaxyWire) => void, (e: unknown) => void]>([
    [
      'extra-signer',
      (p) => {
        p.swapInstruction.accounts.push({
          pubkey: stranger.toBase58(),
          isSigner: true,
          isWritable: false,
        });
      },
      (e) => expect((e as UnsafeTransactionError).rule).toBe('extra-signer'),
    ],
    [
      'foreign-program',
      (p) => {
        p.setupInstructions.push({
          programId: foreignProgram.toBase58(),
          accounts: [
            { pubkey: p.swapInstruction.accounts[0]!.pubkey, isSigner: false, isWritable: true },
          ],
          data: '',
        });
      },
      (e) => expect((e as UnsafeTransactionError).rule).toBe('foreign-program'),
    ],
    [
      'too large',
      (p) => {
        p.otherInstructions.push({
          ...p.swapInstruction,
          data: Buffer.alloc(1_100).toString('base64'),
        });
      },
      (e) => expect(e).toBeInstanceOf(TransactionTooLargeError),
    ],
  ])('refuses a tampered payload (%s) before the wallet is asked', async (_name, edit, check) => {
    const payer = wallet(3);
    const quoted = await usdcToSol(payer, 'galaxy', '5');
    const { signer, prompts } = keypairSigner(payer);
    const error = await execute(signer, { ...quoted, txn: tamperLite(quoted.txn, edit) }).catch(
      (e: unknown) => e,
    );
    check(error);
    expect(prompts.count).toBe(0);
  });

  it('a lite swap that would fail: SimulationFailedError with the token program’s log', async () => {
    const payer = wallet(3);
    const quoted = await usdcToSol(payer, 'galaxy', '5');
    const txn = tamperLite(quoted.txn, (p) => {
      p.swapInstruction.data = Buffer.from(
        unpayable(Buffer.from(p.swapInstruction.data, 'base64')),
      ).toString('base64');
    });
    const { signer, prompts } = keypairSigner(payer);
    const error = await execute(signer, { ...quoted, txn }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SimulationFailedError);
    expect((error as SimulationFailedError).logs).toContain(
      'Program log: Error: insufficient funds',
    );
    expect(prompts.count).toBe(0);
  });
});

/**
 * Token program instructions the shape checks let through (an allowed program, the user the only
 * signer) that move or expose a token outside the route: a `Transfer` of the user's BONK to the
 * vault's BONK account, an `Approve` of a stranger as delegate on the user's USDT account, and a
 * `SetAuthority` making a stranger the owner of the user's WBTC account.
 */
const BONK_TAKEN = 1_000n * 10n ** 5n;
const foreignEffects: Array<
  [string, (user: PublicKey) => TransactionInstruction, unknown, RegExp]
> = [
  [
    'a Transfer of a token outside the route',
    (user) =>
      createTransferInstruction(
        getAssociatedTokenAddressSync(new PublicKey(mint('BONK')), user, true),
        new PublicKey(current().chain.vault.tokenAccounts[mint('BONK')]!),
        user,
        BONK_TAKEN,
      ),
    { kind: 'send', asset: 'BONK', amount: BONK_TAKEN },
    // A mint outside the route: its decimals read from the chain, its address for a name.
    /^This transaction would also send 1,000 \w{4}…\w{4} from your wallet\. Nothing was signed\.$/,
  ],
  [
    'an Approve of a delegate on another token account',
    (user) =>
      createApproveInstruction(
        getAssociatedTokenAddressSync(new PublicKey(mint('USDT')), user, true),
        stranger,
        user,
        2n ** 64n - 1n,
      ),
    { kind: 'grant', asset: 'USDT', spender: 'stranger', amount: 2n ** 64n - 1n },
    /^This transaction would also let \w{4}…\w{4} spend 18,446,744,073,709\.551615 \w{4}…\w{4} from your wallet\. Nothing was signed\.$/,
  ],
  [
    'a SetAuthority giving another token account away',
    (user) =>
      createSetAuthorityInstruction(
        getAssociatedTokenAddressSync(new PublicKey(mint('WBTC')), user, true),
        user,
        AuthorityType.AccountOwner,
        stranger,
      ),
    { kind: 'grant', asset: 'WBTC', spender: 'stranger', amount: 'all' },
    // Its tokens are no longer the user's: what leaves is named first.
    /^This transaction would also send [\d,.]+ \w{4}…\w{4} from your wallet\. Nothing was signed\.$/,
  ],
];

/** The problem with its placeholders ('BONK', 'stranger') made the ledger's addresses. */
function expectedProblem(problem: unknown) {
  const p = problem as Record<string, unknown>;
  return {
    ...p,
    asset: mint(p.asset as string),
    ...(p.spender ? { spender: stranger.toBase58() } : {}),
  };
}

/** An instruction added to a standard transaction, or to a lite payload's `otherInstructions`. */
const withExtra = {
  standard: (txn: TxnSol, ix: TransactionInstruction) =>
    tamperStandard(txn, (m) => void m.instructions.push(ix)),
  lite: (txn: TxnSol, ix: TransactionInstruction) =>
    tamperLite(txn, (p) => {
      p.otherInstructions.push({
        programId: ix.programId.toBase58(),
        accounts: ix.keys.map((k) => ({ ...k, pubkey: k.pubkey.toBase58() })),
        data: Buffer.from(ix.data).toString('base64'),
      });
    }),
};
const effectCases = (['standard', 'lite'] as const).flatMap((mode) =>
  foreignEffects.map(
    ([name, extra, problem, words]) => [mode, name, extra, problem, words] as const,
  ),
);

describe('sign by effect', { timeout: TIMEOUT }, () => {
  it.each(effectCases)(
    '%s: refuses %s before the wallet',
    async (mode, _n, extra, problem, words) => {
      const payer = wallet(4);
      const quoted = await usdcToSol(payer, mode === 'lite' ? 'galaxy' : 'dunes', '5');
      const bonkBefore = await balance(payer.publicKey, 'BONK');
      const txn = withExtra[mode](quoted.txn, extra(payer.publicKey));
      const { signer, prompts } = keypairSigner(payer);
      const error = await execute(signer, { ...quoted, txn }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(EffectRefusedError);
      expect((error as EffectRefusedError).problems).toContainEqual(expectedProblem(problem));
      expect((error as EffectRefusedError).shortMessage).toMatch(words);
      expect(prompts.count).toBe(0);
      expect(await balance(payer.publicKey, 'BONK')).toBe(bonkBefore);
    },
  );

  it('names the route’s own input in words when more of it would leave', async () => {
    const payer = wallet(4);
    const quoted = await usdcToSol(payer, 'dunes', '5');
    // The step as reviewed spends 4 USDC; the transaction moves 5.
    const step = { ...quoted.step, inputAmount: quoted.step.inputAmount - 1_000_000n };
    const { signer, prompts } = keypairSigner(payer);
    const error = await signer.prepare({ step, txn: quoted.txn }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(EffectRefusedError);
    expect((error as EffectRefusedError).shortMessage).toMatchInlineSnapshot(
      `"This transaction would take 5 USDC from your wallet, more than the 4 USDC this step spends. Nothing was signed."`,
    );
    expect(prompts.count).toBe(0);
  });
});

/** A Connection whose requests `intercept` may answer instead of the ledger's RPC. */
function interceptedConnection(
  intercept: (method: string, params: unknown[], id: unknown) => unknown | undefined,
): Connection {
  const forward: typeof fetch = (input, init) => fetch(input, init);
  return new Connection(current().chain.rpcUrl, {
    commitment: 'confirmed',
    fetch: async (input, init) => {
      const body = JSON.parse(String(init?.body)) as {
        id: unknown;
        method: string;
        params: unknown[];
      };
      const result = intercept(body.method, body.params ?? [], body.id);
      if (result === undefined) return forward(input, init);
      return new Response(JSON.stringify({ jsonrpc: '2.0', id: body.id, result }), {
        headers: { 'content-type': 'application/json' },
      });
    },
  });
}

describe('the wallet and the step', { timeout: TIMEOUT }, () => {
  it('a rejection in the wallet goes to the engine as the wallet threw it', async () => {
    const payer = wallet(3);
    const quoted = await usdcToSol(payer, 'okapi', '5');
    // What the wallet adapter throws when the user declines (WalletSignTransactionError).
    const declined = Object.assign(new Error('User rejected the request.'), {
      name: 'WalletSignTransactionError',
      error: { code: 4001, message: 'User rejected the request.' },
    });
    const { signer } = keypairSigner(payer, {
      signTransaction: async () => {
        throw declined;
      },
    });
    const error = await signer.sign(await signer.prepare(quoted)).catch((e: unknown) => e);
    expect(error).toBe(declined);
    // The engine's step maps it so (execution/signers.ts).
    const mapped = toWalletError(error, 'signature');
    expect(mapped).toBeInstanceOf(UserRejectedError);
    expect(mapped.shortMessage).toBe('The signature request was rejected in the wallet.');
  });

  it('refuses a step that does not start on Solana', async () => {
    const payer = wallet(3);
    const quoted = await usdcToSol(payer, 'dunes', '5');
    const step = {
      ...quoted.step,
      from: { ...quoted.step.from, chainId: '31337', networkType: 'evm' as const },
    };
    const { signer, prompts } = keypairSigner(payer);
    const error = await signer.prepare({ step, txn: quoted.txn }).catch((e: unknown) => e);
    expect((error as UnsafeTransactionError).rule).toBe('payload-network');
    expect(prompts.count).toBe(0);
  });
});

describe('sending and confirming', { timeout: TIMEOUT }, () => {
  it('re-broadcasts the same bytes until they land (the first sends are dropped)', async () => {
    const payer = wallet(4);
    const quoted = await usdcToSol(payer, 'okapi', '2');
    const { sends, connection } = countingSends((n) => n <= 2);
    const { signer } = keypairSigner(payer, { connection });
    const { signed, outcome } = await execute(signer, quoted);
    expect(outcome).toEqual({ status: 'confirmed' });
    expect(sends.count).toBeGreaterThanOrEqual(3);
    expect(current().chain.getSignatureStatus(signed.signature)?.state).toBe('success');
  });

  it('a blockhash that expires without the transaction landing: expired, nothing on the ledger', async () => {
    const payer = wallet(4);
    const quoted = await usdcToSol(payer, 'galaxy', '2');
    const before = await balance(payer.publicKey, 'USDC');
    const { signer, prompts } = keypairSigner(payer);
    const prepared = await signer.prepare(quoted);
    const signed = await signer.sign(prepared);
    // The wallet held it too long: the blockhash is past its last valid height.
    advanceSlots(151);
    expect(await signer.sendAndConfirm(signed)).toEqual({ status: 'expired' });
    expect(prompts.count).toBe(1);
    expect(current().chain.getSignatureStatus(signed.signature)).toBeUndefined();
    expect(await balance(payer.publicKey, 'USDC')).toBe(before);
  });

  it('past the last valid height, a transaction that did land is confirmed, not expired', async () => {
    const payer = wallet(4);
    const quoted = await usdcToSol(payer, 'galaxy', '2');
    let landed: string | undefined;
    // The node's recent status cache misses it; only a history search finds it.
    const connection = interceptedConnection((method, params) => {
      if (method !== 'getSignatureStatuses') return undefined;
      const history = (params[1] as { searchTransactionHistory?: boolean } | undefined)
        ?.searchTransactionHistory;
      if (history) return undefined;
      const signature = (params[0] as string[])[0]!;
      if (current().chain.getSignatureStatus(signature) && landed === undefined) {
        landed = signature;
        advanceSlots(151);
      }
      return { context: { slot: 1 }, value: [null] };
    });
    const { signer } = keypairSigner(payer, { connection });
    const { signed, outcome } = await execute(signer, quoted);
    expect(landed).toBe(signed.signature);
    expect(outcome).toEqual({ status: 'confirmed' });
  });

  it('a transaction that lands and fails: failed, with the reason and the program’s log', async () => {
    const payer = wallet(4);
    const { blockhash, lastValidBlockHeight } = current().chain.latestBlockhash();
    const message = new TransactionMessage({
      payerKey: payer.publicKey,
      recentBlockhash: blockhash,
      instructions: [
        SystemProgram.transfer({
          fromPubkey: payer.publicKey,
          toPubkey: stranger,
          lamports: (await balance(payer.publicKey, 'SOL')) + 1n,
        }),
      ],
    }).compileToV0Message();
    const tx = new VersionedTransaction(message);
    tx.sign([payer]);
    const { signer } = keypairSigner(payer);
    const outcome = await signer.sendAndConfirm({
      signature: base58.encode(tx.signatures[0]!),
      signed: Buffer.from(tx.serialize()).toString('base64'),
      lastValidBlockHeight: Number(lastValidBlockHeight),
    });
    expect(outcome.status).toBe('failed');
    const reason = (outcome as { reason?: string }).reason ?? '';
    expect(reason).toMatch(/^instruction 0 failed: custom program error 0x1\n/);
    expect(reason).toContain('Transfer: insufficient lamports');
  });

  it("refuses another key's signed transaction (a stored record's): neither sent nor followed", async () => {
    const payer = wallet(4);
    const quoted = await usdcToSol(payer, 'okapi', '2');
    const before = await balance(payer.publicKey, 'USDC');
    const { signer: payersSigner } = keypairSigner(payer);
    const signed = await payersSigner.sign(await payersSigner.prepare(quoted));
    const { sends, connection } = countingSends(() => false);
    const { signer } = keypairSigner(Keypair.generate(), { connection });
    await expect(signer.sendAndConfirm(signed)).rejects.toBeInstanceOf(
      ForeignSignedTransactionError,
    );
    expect(sends.count).toBe(0);
    expect(current().chain.getSignatureStatus(signed.signature)).toBeUndefined();
    expect(await balance(payer.publicKey, 'USDC')).toBe(before);
  });

  it('one abort signal stops sending and watching', async () => {
    const payer = wallet(4);
    const quoted = await usdcToSol(payer, 'galaxy', '2');
    const { sends, connection } = countingSends(() => true);
    const { signer } = keypairSigner(payer, { connection });
    const signed = await signer.sign(await signer.prepare(quoted));
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 250);
    await expect(signer.sendAndConfirm(signed, controller.signal)).rejects.toBeInstanceOf(
      AbortedError,
    );
    const sendsAtAbort = sends.count;
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sends.count).toBe(sendsAtAbort);
    expect(current().chain.getSignatureStatus(signed.signature)).toBeUndefined();
  });
});
