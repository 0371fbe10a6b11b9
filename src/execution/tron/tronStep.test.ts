import { bytesToHex } from 'viem';
import { sign } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import type { RoutingClient } from '../../api/client';
import type { NextTxResult, StatusResult, TxnTron } from '../../api/types';
import { engineDepsWith } from '../../test/engineDeps';
import { route as makeRoute } from '../../test/routeFixtures';
import {
  approvalStep,
  approveTxn,
  EVIL,
  NOW,
  OTHER,
  OTHER_KEY,
  ROUTER,
  swapStep,
  swapTxn,
  T,
  trigger,
  trx,
  USDT,
  USER,
  USER_KEY,
  usdt,
} from '../../test/tronPayloads';
import { SimulationFailedError } from '../errors';
import { encodeApprove } from '../evm/approval';
import { createExecutionStore } from '../executionStore';
import { beginExecution, retryStep, runExecution } from '../runExecution';
import type { TronBroadcast, TronReceipt, TronSigner, TronTransaction } from '../signers';

/** Transfer(address,address,uint256) */
const TRANSFER_TOPIC = 'ddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef';

const ROUTE = makeRoute({
  routeId: 'r1',
  from: usdt,
  to: trx,
  steps: [swapStep],
  inputAmount: 250n,
  outputAmount: 250n,
  minOutputAmount: 250n,
  userWalletAddress: T(USER),
});

/** `/nextTx` for the approval and the swap; each answer a fresh transaction (its own timestamp). */
function fakeClient(
  swap: (fetch: number) => TxnTron = (n) => swapTxn({}, { timestamp: BigInt(NOW + n) }),
  approval: () => TxnTron = () => approveTxn(),
) {
  const asked: string[] = [];
  let swapFetches = 0;
  const nextTx = (stepId: string): NextTxResult => ({
    routeId: 'r1',
    stepId,
    skipTxn: false,
    txnData: {
      networkType: 'tron',
      isCompleted: false,
      skipTxn: false,
      txnType: 'on-chain',
      gasless: false,
      txnTron: stepId === 'approval' ? approval() : swap(swapFetches++),
    },
  });
  const client = {
    createTx: async () => ({ routeId: 'r1', steps: [approvalStep, swapStep] }),
    getNextTx: async ({ stepId }: { stepId: string }) => {
      asked.push(`nextTx:${stepId}`);
      return nextTx(stepId);
    },
    getStatus: async ({ stepId, txnHash }: { stepId: string; txnHash?: string }) => {
      asked.push(`status:${stepId}`);
      return { routeId: 'r1', stepId, status: 'success', txnHash, warnings: [] } as StatusResult;
    },
  } as unknown as RoutingClient;
  return { client, asked };
}

interface Chain {
  /** txID -> what a receipt says once it is in a block. */
  blocks: Map<string, TronReceipt>;
  /** What the next broadcasts answer, in order; then they land as `landAs`. */
  broadcasts: TronBroadcast[];
  landAs: TronReceipt;
}

/** A Tron wallet on USER's key over a scripted chain; `log` says what was asked, in order. */
function fakeTronSigner(chain: Partial<Chain> = {}, hooks: Partial<TronSigner> = {}) {
  const state: Chain = {
    blocks: new Map(),
    broadcasts: [],
    landAs: { status: 'success' },
    ...chain,
  };
  const log: string[] = [];
  const sent: { tx: TronTransaction; signature: string }[] = [];
  const signer: TronSigner = {
    networkType: 'tron',
    account: () => T(USER),
    simulate: async (call) => {
      log.push(`simulate:${call.contract}`);
      return { logs: [] };
    },
    readToken: async () => undefined,
    readAllowance: async () => 0n,
    sign: async (tx) => {
      log.push(`sign:${tx.txID}`);
      return (await sign({ hash: `0x${tx.txID}`, privateKey: USER_KEY, to: 'hex' })).slice(2);
    },
    broadcast: async (tx, signature) => {
      log.push(`broadcast:${tx.txID}`);
      sent.push({ tx, signature });
      const answer = state.broadcasts.shift();
      if (answer) return answer;
      state.blocks.set(tx.txID, state.landAs);
      return { status: 'sent' };
    },
    receipt: async (txID) => state.blocks.get(txID),
    readTokenBalance: async () => 1_000n,
    ...hooks,
  };
  return { signer, log, sent, state };
}

async function started(client: RoutingClient, signer: TronSigner) {
  const { deps, storage } = engineDepsWith(client, undefined, {
    signers: { tron: signer },
    now: () => NOW,
  });
  await beginExecution(ROUTE, deps);
  return { deps, storage };
}

/**
 * The approval signed and saved, then the page gone before it was broadcast; `plant` saves another
 * transaction as the approval's, as a script writing storage would.
 */
async function signedThenGone() {
  const { client } = fakeClient();
  const first = fakeTronSigner();
  const controller = new AbortController();
  first.signer.broadcast = async () => {
    controller.abort();
    throw new Error('the page went away');
  };
  const { deps, storage } = await started(client, first.signer);
  await runExecution('r1', deps, controller.signal);
  const execution = deps.store.getState().executions.r1;
  const saved = execution?.steps[0]?.tronSigned;
  if (!execution || !saved) throw new Error('not saved');
  const plant = (txHash: string, tronSigned: typeof saved) => {
    const steps = execution.steps.map((s, i) => (i === 0 ? { ...s, txHash, tronSigned } : s));
    deps.store.setState({ executions: { r1: { ...execution, steps } } });
  };
  return { deps, storage, saved, plant };
}

describe('the Tron step: a TRC-20 swap with its approval on Tron', () => {
  it('signs each step once, keeps it before broadcasting, and follows it to success', async () => {
    const { client, asked } = fakeClient();
    const { signer, log } = fakeTronSigner();
    const { deps } = await started(client, signer);
    const kept: unknown[] = [];
    const broadcast = signer.broadcast;
    signer.broadcast = async (tx, signature) => {
      const record = deps.store.getState().executions.r1?.steps.find((s) => s.txHash === tx.txID);
      kept.push([record?.phase, record?.tronSigned?.signature === signature]);
      return broadcast(tx, signature);
    };
    const done = await runExecution('r1', deps);
    expect(done.status).toBe('done');
    const approve = approveTxn().txID;
    const swap = swapTxn({}, { timestamp: BigInt(NOW + 1) }).txID;
    expect(log).toEqual([
      `simulate:${usdt.address}`,
      `sign:${approve}`,
      `broadcast:${approve}`,
      `simulate:${T(ROUTER)}`,
      `sign:${swap}`,
      `broadcast:${swap}`,
    ]);
    expect(kept).toEqual([
      ['submitted', true],
      ['submitted', true],
    ]);
    expect(done.steps.map((s) => [s.phase, s.txHash])).toEqual([
      ['done', approve],
      ['done', swap],
    ]);
    expect(asked).toEqual([
      'nextTx:approval',
      'nextTx:swap',
      'status:approval',
      'nextTx:swap',
      'status:swap',
    ]);
  });

  it('waits for the Tron wallet, asking nothing more, then goes on once it is connected', async () => {
    const { client, asked } = fakeClient();
    const { signer, log } = fakeTronSigner();
    const { deps } = await started(client, signer);
    const waiting = await runExecution('r1', { ...deps, signers: {} });
    expect(waiting.status).toBe('running');
    expect(waiting.steps[0]).toMatchObject({ phase: 'preparing', awaitsWallet: 'tron' });
    expect(asked).toEqual(['nextTx:approval']);
    const done = await runExecution('r1', deps);
    expect(done.status).toBe('done');
    expect(done.steps.map((s) => [s.phase, s.awaitsWallet])).toEqual([
      ['done', undefined],
      ['done', undefined],
    ]);
    expect(log.filter((l) => l.startsWith('sign:'))).toHaveLength(2);
  });

  it('a signed transaction saved before a reload waits for the wallet to be sent: never signed again', async () => {
    const { client, asked } = fakeClient();
    const { signer, log } = fakeTronSigner({
      broadcasts: [{ status: 'refused', code: 'X', message: 'down' }],
    });
    const { deps } = await started(client, signer);
    // Signed and saved, its broadcast refused: the step keeps it.
    expect((await runExecution('r1', deps)).steps[0]?.phase).toBe('submitted');
    asked.length = 0;
    retryStep('r1', deps);
    const waiting = await runExecution('r1', { ...deps, signers: {} });
    expect(waiting.steps[0]).toMatchObject({ phase: 'submitted', awaitsWallet: 'tron' });
    expect(asked).toEqual([]);
    expect((await runExecution('r1', deps)).status).toBe('done');
    expect(log.filter((l) => l.startsWith('sign:'))).toHaveLength(2);
  });

  it('shows a failing simulation with its reason and never asks for a signature', async () => {
    const { client } = fakeClient();
    const { signer, log } = fakeTronSigner(
      {},
      {
        simulate: async () => {
          throw new SimulationFailedError({ reason: 'TRC20: transfer amount exceeds balance' });
        },
      },
    );
    const { deps } = await started(client, signer);
    const stopped = await runExecution('r1', deps);
    expect(stopped.steps[0]?.phase).toBe('failed');
    expect(stopped.steps[0]?.error?.message).toContain('TRC20: transfer amount exceeds balance');
    expect(log.filter((l) => l.startsWith('sign'))).toEqual([]);
  });

  it('refuses a call whose simulation moves a token outside the route, before any prompt', async () => {
    const { client } = fakeClient();
    // The approval passes as it is; the swap's simulation shows 1,000 of another token leaving.
    const word = (bytes: Uint8Array) => bytesToHex(bytes.subarray(1)).slice(2).padStart(64, '0');
    const { signer, log } = fakeTronSigner(
      {},
      {
        simulate: async (call) => {
          log.push(`simulate:${call.contract}`);
          if (call.contract !== T(ROUTER)) return { logs: [] };
          const foreign = {
            address: 'abcdef0000000000000000000000000000000001',
            topics: [TRANSFER_TOPIC, word(USER), word(EVIL)],
            data: (1_000n * 10n ** 6n).toString(16).padStart(64, '0'),
          };
          return { logs: [foreign] };
        },
      },
    );
    const { deps } = await started(client, signer);
    const stopped = await runExecution('r1', deps);
    expect(stopped.steps[1]).toMatchObject({
      phase: 'failed',
      error: { code: 'UNSAFE_TRANSACTION' },
    });
    expect(stopped.steps[1]?.error?.message).toMatch(
      /^This transaction would also send 1000000000 units of T\S+ from your wallet\. Nothing was signed\.$/,
    );
    // The approval was signed; the swap never reached the wallet.
    expect(log.filter((l) => l.startsWith('sign'))).toHaveLength(1);
    expect(log.at(-1)).toBe(`simulate:${T(ROUTER)}`);
  });

  it('asks the wallet with raw_data rebuilt from the bytes, not the JSON the payload sent', async () => {
    const withToken = (txn: TxnTron): TxnTron => {
      const json = structuredClone(txn.raw_data) as {
        contract: [{ parameter: { value: Record<string, unknown> } }];
      };
      json.contract[0].parameter.value.call_token_value = 1_000;
      return { ...txn, raw_data: json };
    };
    const { client } = fakeClient(
      (n) => withToken(swapTxn({}, { timestamp: BigInt(NOW + n) })),
      () => withToken(approveTxn()),
    );
    const shown: unknown[] = [];
    const { signer } = fakeTronSigner();
    const sign = signer.sign;
    signer.sign = async (tx) => {
      shown.push(tx.rawData);
      return sign(tx);
    };
    const { deps } = await started(client, signer);
    expect((await runExecution('r1', deps)).status).toBe('done');
    expect(shown).toHaveLength(2);
    expect(shown[0]).toEqual(JSON.parse(JSON.stringify(approveTxn().raw_data)));
    expect(JSON.stringify(shown)).not.toContain('call_token_value');
  });

  it('refuses a tampered payload before any prompt', async () => {
    const { client } = fakeClient(undefined, () => approveTxn(EVIL));
    const { signer, log } = fakeTronSigner();
    const { deps } = await started(client, signer);
    const stopped = await runExecution('r1', deps);
    expect(stopped.steps[0]).toMatchObject({
      phase: 'failed',
      error: { code: 'UNSAFE_TRANSACTION' },
    });
    expect(log).toEqual([]);
  });

  it('refuses an approval of more than the account holds of the token, before any prompt', async () => {
    const { client } = fakeClient();
    const { signer, log } = fakeTronSigner({}, { readTokenBalance: async () => 249n });
    const { deps } = await started(client, signer);
    const stopped = await runExecution('r1', deps);
    expect(stopped.steps[0]?.error?.message).toBe(
      'This step would approve more USDT than your account holds, so it was not signed. Nothing was signed.',
    );
    expect(log).toEqual([]);
  });

  it('fails the step with the receipt reason when the call reverts or runs out of energy', async () => {
    const { client } = fakeClient();
    const { signer } = fakeTronSigner({ landAs: { status: 'failed', reason: 'OUT_OF_ENERGY' } });
    const { deps } = await started(client, signer);
    const stopped = await runExecution('r1', deps);
    expect(stopped.steps[0]).toMatchObject({
      phase: 'failed',
      error: { code: 'TRANSACTION_FAILED' },
    });
    expect(stopped.steps[0]?.error?.message).toContain('OUT_OF_ENERGY');
  });

  it('a reload after the signature sends the same transaction again, with no second prompt', async () => {
    // The page goes right after the wallet signed: nothing was broadcast.
    const { deps, storage } = await signedThenGone();
    const saved = deps.store.getState().executions.r1?.steps[0];
    expect(saved).toMatchObject({ phase: 'submitted', txHash: approveTxn().txID });

    const reloaded = fakeTronSigner();
    const store = createExecutionStore({ storageKey: 'k', storage });
    const again = { ...deps, store, signers: { tron: reloaded.signer } };
    const done = await runExecution('r1', again);
    expect(done.status).toBe('done');
    expect(reloaded.log.filter((l) => l.startsWith('sign:'))).toHaveLength(1); // the swap only
    expect(reloaded.sent[0]).toEqual({
      tx: { txID: approveTxn().txID, rawDataHex: approveTxn().raw_data_hex, visible: false },
      signature: saved?.tronSigned?.signature,
    });
  });

  it('never sends a signed transaction read back from storage that the owner did not sign', async () => {
    const { deps, saved, plant } = await signedThenGone();
    const other = swapTxn({ contract: EVIL } as never);
    plant(other.txID, { ...saved, rawDataHex: other.raw_data_hex ?? '' });
    const reloaded = fakeTronSigner();
    await runExecution('r1', { ...deps, signers: { tron: reloaded.signer } });
    expect(reloaded.sent).toEqual([]);
  });

  it('never sends or follows a stored transaction another key signed, however well it checks', async () => {
    const { deps, plant } = await signedThenGone();
    // Another account's own approval, signed by its own key: owner and signature agree.
    const theirs = approveTxn(ROUTER, 250n, {
      contract: trigger(USDT, encodeApprove(bytesToHex(ROUTER.subarray(1)), 250n), {
        owner: OTHER,
      }),
    });
    const signature = (
      await sign({ hash: `0x${theirs.txID}`, privateKey: OTHER_KEY, to: 'hex' })
    ).slice(2);
    plant(theirs.txID, {
      rawDataHex: theirs.raw_data_hex ?? '',
      signature,
      expiration: NOW + 60_000,
    });
    const reloaded = fakeTronSigner();
    reloaded.state.blocks.set(theirs.txID, { status: 'success' });
    const stopped = await runExecution('r1', { ...deps, signers: { tron: reloaded.signer } });
    expect(reloaded.sent).toEqual([]);
    expect(stopped.steps[0]?.phase).not.toBe('done');
    expect(stopped.steps[0]?.error?.message).toBe(
      'The transaction saved for this step was signed by another account than the connected one, so it was neither sent nor followed. Nothing was signed.',
    );
  });

  it('one that expired without landing provably never will: prepared and signed anew', async () => {
    const { client } = fakeClient();
    const { signer, log } = fakeTronSigner({ broadcasts: [{ status: 'expired' }] });
    const { deps } = await started(client, signer);
    const done = await runExecution('r1', deps);
    expect(done.status).toBe('done');
    expect(log.filter((l) => l.startsWith('sign:'))).toHaveLength(3);
    expect(log.slice(0, 5)).toEqual([
      `simulate:${usdt.address}`,
      `sign:${approveTxn().txID}`,
      `broadcast:${approveTxn().txID}`,
      `simulate:${usdt.address}`,
      `sign:${approveTxn().txID}`,
    ]);
  });

  it('a refused broadcast keeps the transaction: Try again sends the same one', async () => {
    const { client } = fakeClient();
    const refusal: TronBroadcast = {
      status: 'refused',
      code: 'TAPOS_ERROR',
      message: 'Tapos check error',
    };
    const { signer, log } = fakeTronSigner({ broadcasts: [refusal] });
    const { deps } = await started(client, signer);
    const stopped = await runExecution('r1', deps);
    expect(stopped.status).toBe('stopped');
    expect(stopped.steps[0]).toMatchObject({ phase: 'submitted', txHash: approveTxn().txID });
    expect(stopped.steps[0]?.error?.message).toContain('Tapos check error');
    retryStep('r1', deps);
    expect((await runExecution('r1', deps)).status).toBe('done');
    expect(log.filter((l) => l === `broadcast:${approveTxn().txID}`)).toHaveLength(2);
    expect(log.filter((l) => l === `sign:${approveTxn().txID}`)).toHaveLength(1);
  });

  it('a run whose lease is lost right before the signature asks the wallet for none, and fails nothing', async () => {
    const { client } = fakeClient();
    const { signer, log } = fakeTronSigner();
    const lease = new AbortController();
    const { deps } = engineDepsWith(client, undefined, {
      signers: { tron: signer },
      now: () => NOW,
      confirmLease: () => lease.abort(new DOMException('Another tab took this swap over.')),
    });
    await beginExecution(ROUTE, deps);
    const left = await runExecution('r1', deps, lease.signal);
    expect(log.filter((l) => l.startsWith('sign:'))).toEqual([]);
    expect(left.status).toBe('running');
    expect(left.steps[0]).toMatchObject({ phase: 'wallet', error: undefined });
  });
});
