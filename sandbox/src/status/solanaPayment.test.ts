import { base64 } from '@scure/base';
import {
  Keypair,
  LAMPORTS_PER_SOL,
  PublicKey,
  TransactionInstruction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import type { Step, TxnData, TxnSol } from '../../../src/api/types';
import { decodeTransfer, SYSTEM_PROGRAM } from '../chains/solana/transfer';
import { devSigners } from '../flows/engineSigners';
import { setupFlowSandbox } from '../flows/flowSandbox';
import { createHarness } from '../testing/harness';

/**
 * `/status` on the Solana ledger believes a transaction for a step only when it is the step's:
 * the fee payer and the order memo `/nextTx` handed out, AND the payment of the step's input from
 * the user into the vault. A transaction that copies the memo but pays nothing, less, or into
 * another account is a 400; the genuine one (standard mode, and lite mode, whose vault accounts
 * come from a lookup table) reaches `success`. A genuine transaction that failed on chain is
 * still the step's, and `failed`.
 */
const env = setupFlowSandbox({}, 100);
const api = createHarness(() => env.sandbox);

/** An instruction as both payload formats carry it: program, account keys, data. */
interface RawIx {
  program: string;
  keys: string[];
  data: Uint8Array;
}
/** What a memo copy does to the step's input transfer: another one, or none (`null`). */
type PaymentEdit = (transfer: RawIx, user: string) => RawIx | null;

/** The transfer's amount, one unit less. */
const payLess: PaymentEdit = (ix) => {
  const data = Uint8Array.from(ix.data);
  const view = new DataView(data.buffer);
  const offset = ix.program === SYSTEM_PROGRAM ? 4 : 1;
  view.setBigUint64(offset, view.getBigUint64(offset, true) - 1n, true);
  return { ...ix, data };
};
const payNothing: PaymentEdit = () => null;
/** The whole input, to the user's own account instead of the vault's (a self-transfer). */
const payYourself: PaymentEdit = (ix, user) => {
  const keys = [...ix.keys];
  if (ix.program === SYSTEM_PROGRAM) keys[1] = user;
  else keys[2] = keys[0]!; // TransferChecked: source, mint, destination, authority
  return { ...ix, keys };
};

const isTransfer = (ix: RawIx) => decodeTransfer(ix.program, ix.keys, ix.data) !== undefined;

/** Standard mode: the serialized transaction, its input transfer edited, recompiled. */
function editStandard(data: string, user: string, edit: PaymentEdit): string {
  const tx = VersionedTransaction.deserialize(Buffer.from(data, 'base64'));
  const message = TransactionMessage.decompile(tx.message);
  const instructions = message.instructions.flatMap((ix) => {
    const raw = {
      program: ix.programId.toBase58(),
      keys: ix.keys.map((k) => k.pubkey.toBase58()),
      data: ix.data,
    };
    if (!isTransfer(raw)) return [ix];
    const edited = edit(raw, user);
    if (!edited) return [];
    const keys = ix.keys.map((k, i) => ({ ...k, pubkey: new PublicKey(edited.keys[i]!) }));
    return [
      new TransactionInstruction({ programId: ix.programId, keys, data: Buffer.from(edited.data) }),
    ];
  });
  const edited = new TransactionMessage({ ...message, instructions }).compileToV0Message();
  return Buffer.from(new VersionedTransaction(edited).serialize()).toString('base64');
}

interface WireIx {
  programId: string;
  accounts: Array<{ pubkey: string; isSigner: boolean; isWritable: boolean }>;
  data: string;
}

/** Lite mode: the instruction payload, its input transfer edited (the okapi list drops it). */
function editLite(data: string, user: string, edit: PaymentEdit): string {
  const payload = JSON.parse(data) as Record<string, WireIx | WireIx[] | unknown>;
  const editIx = (ix: WireIx): WireIx | null => {
    const raw = {
      program: ix.programId,
      keys: ix.accounts.map((a) => a.pubkey),
      data: Buffer.from(ix.data, 'base64'),
    };
    if (!isTransfer(raw)) return ix;
    const edited = edit(raw, user);
    if (!edited) return null;
    return {
      ...ix,
      accounts: ix.accounts.map((a, i) => ({ ...a, pubkey: edited.keys[i]! })),
      data: Buffer.from(edited.data).toString('base64'),
    };
  };
  if (Array.isArray(payload.instructionLists)) {
    payload.instructionLists = (payload.instructionLists as WireIx[])
      .map(editIx)
      .filter((ix) => ix !== null);
  } else {
    const swap = editIx(payload.swapInstruction as WireIx);
    if (!swap) throw new Error('the swap-instructions format cannot lose its swap instruction');
    payload.swapInstruction = swap;
  }
  return JSON.stringify(payload);
}

interface HandedOut {
  routeId: string;
  stepId: string;
  step: Step;
  txnData: TxnData;
  lite: boolean;
}

async function handOut(
  payer: Keypair,
  from: string,
  to: string,
  provider: string,
  lite = false,
): Promise<HandedOut> {
  const { client } = env.context();
  const user = payer.publicKey.toBase58();
  const { quotes } = await client.getQuotes({
    fromChainId: 'sol',
    fromAssetAddress: env.token('sol', from).address,
    toChainId: 'sol',
    toAssetAddress: env.token('sol', to).address,
    amount: { inputAmountDisplay: from === 'SOL' ? '0.5' : '40' },
    userWalletAddress: user,
    include: [provider],
    lite,
  });
  const route = quotes[0]!;
  const { steps } = await client.createTx({ routeId: route.routeId });
  const step = steps[0]!;
  const { stepId } = step;
  const { txnData } = await client.getNextTx({ routeId: route.routeId, stepId });
  return { routeId: route.routeId, stepId, step, txnData: txnData!, lite };
}

/**
 * `txn` signed by the payer's dev key through the engine's Solana signer (standard: the bytes as
 * given; lite: assembled by the widget; checked and simulated first), then sent.
 */
async function send(payer: Keypair, step: HandedOut, txn: TxnSol): Promise<string> {
  const signer = devSigners(env.ledgers, { solana: payer }).sol!;
  const signed = await signer.sign(await signer.prepare({ step: step.step, txn }));
  return env.ledgers.solana.sendRawTransaction(base64.decode(signed.signed));
}

async function finalStatus(step: HandedOut, txnHash: string): Promise<string> {
  const query = { routeId: step.routeId, stepId: step.stepId, txnHash };
  for (let i = 0; i < 100; i++) {
    const { status } = await api.data('/status', query);
    if (status !== 'not-started' && status !== 'in-progress') return status;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`step ${step.stepId} not final after 10 s`);
}

const copies: Array<[string, string, string, string, boolean, PaymentEdit]> = [
  ['SOL standard, pays nothing', 'SOL', 'USDC', 'dunes', false, payNothing],
  ['SOL standard, pays one lamport less', 'SOL', 'USDC', 'dunes', false, payLess],
  ['SOL standard, pays the user', 'SOL', 'USDC', 'dunes', false, payYourself],
  ['USDC standard, pays one unit less', 'USDC', 'SOL', 'dunes', false, payLess],
  ['USDC standard, pays the user', 'USDC', 'SOL', 'dunes', false, payYourself],
  ['SOL lite (okapi), pays nothing', 'SOL', 'USDC', 'okapi', true, payNothing],
  ['USDC lite (galaxy), pays one unit less', 'USDC', 'SOL', 'galaxy', true, payLess],
];

describe('Solana /status checks the payment into the vault', () => {
  it.each(copies)(
    '%s: the memo copy is refused, the genuine transaction succeeds',
    async (_name, from, to, provider, lite, edit) => {
      const payer = env.wallets.solana[0]!;
      const user = payer.publicKey.toBase58();
      const step = await handOut(payer, from, to, provider, lite);
      const data = step.txnData.txnSol!.data;
      const copy = (lite ? editLite : editStandard)(data, user, edit);
      const copyHash = await send(payer, step, { data: copy });
      // It executed: the ledger has it, with the step's fee payer and order memo.
      expect(
        (await env.ledgers.solana.getTransaction(copyHash, { maxSupportedTransactionVersion: 0 }))
          ?.meta?.err,
      ).toBeNull();
      const refused = await api.get('/status', {
        routeId: step.routeId,
        stepId: step.stepId,
        txnHash: copyHash,
      });
      expect(refused.status).toBe(400);
      expect(refused.body.error).toMatchObject({ code: 'BAD_REQUEST' });
      expect(refused.body.error.message).toMatch(/^txnHash: transaction does not match this step/);

      expect(await finalStatus(step, await send(payer, step, step.txnData.txnSol!))).toBe(
        'success',
      );
    },
  );

  it("a genuine transaction that failed on chain is the step's, and failed", async () => {
    const poor = Keypair.generate();
    const airdrop = await env.ledgers.solana.requestAirdrop(
      poor.publicKey,
      0.01 * LAMPORTS_PER_SOL,
    );
    await env.ledgers.solana.confirmTransaction(airdrop);
    const step = await handOut(poor, 'SOL', 'USDC', 'dunes');
    // 0.5 SOL from a wallet holding 0.01: the transfer fails, the fee is still charged. The
    // engine's simulation would refuse it, so it is signed as handed out and sent unsimulated.
    const tx = VersionedTransaction.deserialize(base64.decode(step.txnData.txnSol!.data));
    tx.sign([poor]);
    const txnHash = await env.ledgers.solana.sendRawTransaction(tx.serialize(), {
      skipPreflight: true,
    });
    expect(await finalStatus(step, txnHash)).toBe('failed');
  });
});
