import { encodeFunctionData, erc20Abi, maxUint256 } from 'viem';
import { describe, expect, it } from 'vitest';
import { TxnsMismatchError } from '../api/checks/swapMismatchErrors';
import type { RoutingClient } from '../api/client';
import type { NextTxResult, Route, StatusResult, TxnData, TxnEvm } from '../api/types';
import { engineDepsWith } from '../test/engineDeps';
import {
  APPROVAL,
  ETH,
  EVIL,
  ROUTER,
  recordingEvmSigner,
  SWAP,
  USDC,
  USER,
} from '../test/erc20Swap';
import { eventually } from '../test/eventually';
import { asset, route as makeRoute } from '../test/routeFixtures';
import { encodeApprove } from './evm/approval';
import { compacted, createExecutionStore } from './executionStore';
import { beginExecution, retryStep, runExecution } from './runExecution';
import type { EvmSigner } from './signers';

/**
 * The engine on a `/quick-swap` answer (routing-api §4.8): the route's own steps and one
 * transaction per step, handed out with it. No `/createTx`, no `/nextTx` while those serve, and
 * every check before the wallet exactly as for `/nextTx` answers.
 */

/** As `/quick-swap` answers it: its final steps, the approval included. */
const QUICK: Route = makeRoute({
  routeId: 'q1',
  from: USDC,
  to: ETH,
  steps: [APPROVAL, SWAP],
  inputAmount: 250n,
  userWalletAddress: USER,
});

function txn(stepId: string, evm: Partial<TxnEvm> = {}): TxnData {
  const base: TxnEvm =
    stepId === 'approve'
      ? { to: USDC.address, value: 0n, data: encodeApprove(ROUTER, maxUint256), chainId: 31337 }
      : { to: ROUTER, value: 0n, data: '0xdeadbeef', chainId: 31337 };
  return {
    routeId: 'q1',
    stepId,
    networkType: 'evm',
    isCompleted: false,
    skipTxn: false,
    txnType: 'on-chain',
    gasless: false,
    txnEvm: { ...base, ...evm },
  };
}

const handedOut = (swap: Partial<TxnEvm> = {}) => [txn('approve'), txn('swap', swap)];

/** The service after `/quick-swap`: `/nextTx` hands out fresh transactions, `/status` says done. */
function fakeClient() {
  const calls: string[] = [];
  const client = {
    createTx: async () => {
      calls.push('createTx');
      throw new Error('a quick swap asks no /createTx');
    },
    getNextTx: async ({ stepId }: { stepId: string }): Promise<NextTxResult> => {
      calls.push(`nextTx:${stepId}`);
      return { routeId: 'q1', stepId, skipTxn: false, txnData: txn(stepId) };
    },
    getStatus: async ({ stepId }: { stepId: string }): Promise<StatusResult> => {
      calls.push(`status:${stepId}`);
      return { routeId: 'q1', stepId, status: 'success', warnings: [] };
    },
  } as unknown as RoutingClient;
  return { client, calls };
}

function setup(overrides: Partial<EvmSigner> = {}) {
  const { client, calls } = fakeClient();
  const { signer, sent } = recordingEvmSigner(overrides);
  return { ...engineDepsWith(client, signer), calls, sent, signer };
}

describe('runExecution on a /quick-swap answer', () => {
  it('signs the handed-out transactions, approval exact, with no /createTx and no /nextTx', async () => {
    const { deps, calls, sent } = setup();
    await beginExecution(QUICK, deps, { handedOut: handedOut() });
    const done = await runExecution('q1', deps);
    expect(done.status).toBe('done');
    // The widget's own approval of the 250 units the swap spends, not the payload's 2^256-1.
    expect(sent.map((c) => [c.to, c.data])).toEqual([
      [USDC.address, encodeApprove(ROUTER, 250n)],
      [ROUTER, '0xdeadbeef'],
    ]);
    expect(calls).toEqual(['status:approve', 'status:swap']);
    expect(done.steps.map((s) => [s.stepId, s.phase, s.target])).toEqual([
      ['approve', 'done', ROUTER],
      ['swap', 'done', ROUTER],
    ]);
    // Each transaction served one attempt: none is kept once its prompt opened.
    expect(done.steps.map((s) => s.handedOut)).toEqual([undefined, undefined]);
  });

  it.each<[string, Partial<TxnEvm>, string, number]>([
    ['a swap to another contract than the approval allows', { to: EVIL }, 'approve', 0],
    ['a swap from another sender', { from: EVIL }, 'swap', 1],
    ['a swap on another chain', { chainId: 1 }, 'swap', 1],
    ['a swap that sends the native coin along', { value: 1n }, 'swap', 1],
  ])('refuses %s before the wallet is asked, as for /nextTx', async (_, swap, refused, count) => {
    const { deps, sent, calls } = setup();
    await beginExecution(QUICK, deps, { handedOut: handedOut(swap) });
    const stopped = await runExecution('q1', deps);
    expect(stopped.status).toBe('stopped');
    const failed = stopped.steps.find((s) => s.phase === 'failed');
    expect(failed?.stepId).toBe(refused);
    expect(failed?.error?.code).toBe('UNSAFE_TRANSACTION');
    expect(sent).toHaveLength(count);
    expect(calls.filter((c) => c.startsWith('nextTx') || c === 'createTx')).toEqual([]);
  });

  it('refuses a handed-out swap whose simulated effect sends a token outside the route: DAI.transfer passes every shape check', async () => {
    const DAI = '0x6B175474E89094C44Da98b954EedeAC495271d0F';
    const alone: Route = { ...QUICK, steps: [SWAP] };
    const { client } = fakeClient();
    const { signer, sent } = recordingEvmSigner({
      // What eth_simulateV1 reports for DAI.transfer(attacker, 1,000 DAI) from the user.
      simulateEffects: async () => ({
        status: 'simulated',
        effects: [{ kind: 'send', asset: DAI, amount: 1000n * 10n ** 18n, to: EVIL }],
      }),
      readTokenInfo: async () => ({ symbol: 'DAI', decimals: 18 }),
    });
    const { deps } = engineDepsWith(client, signer);
    const transfer = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: [EVIL, 1000n * 10n ** 18n],
    });
    // Sent to the router the route names, so no check of the call's shape stops it.
    await beginExecution(alone, deps, { handedOut: [txn('swap', { data: transfer })] });
    const stopped = await runExecution('q1', deps);
    expect(stopped.status).toBe('stopped');
    expect(stopped.steps[0]?.error?.message).toBe(
      'This transaction would also send 1,000 DAI from your wallet. Nothing was signed.',
    );
    expect(sent).toEqual([]);
  });

  it('refuses a swap that is approve(attacker, 2^256-1) on the token it spends: nothing is signed', async () => {
    // A route of the swap alone (an allowance already there, or an approval step left out).
    const alone: Route = { ...QUICK, steps: [SWAP] };
    const { deps, sent, calls } = setup();
    const disguised = { to: USDC.address, data: encodeApprove(EVIL, maxUint256) };
    await beginExecution(alone, deps, { handedOut: [txn('swap', disguised)] });
    const stopped = await runExecution('q1', deps);
    expect(stopped.status).toBe('stopped');
    expect(stopped.steps[0]).toMatchObject({
      phase: 'failed',
      error: {
        code: 'UNSAFE_TRANSACTION',
        message:
          'The transaction would let someone spend your tokens, though this step is not an approval. Nothing was signed.',
        details: `a swap step calls approve(address,uint256) on ${USDC.address}`,
      },
    });
    expect(sent).toEqual([]);
    expect(calls).toEqual([]);
  });

  it('refuses an approval naming a token of the route as spender, before a swap that calls it', async () => {
    // USDC -> WETH: the "router" is the WETH contract, and the "swap" a transfer of the wallet's WETH.
    const WETH = asset({ symbol: 'WETH', address: '0x0165878A594ca255338adfa4d48449f69242Eb8F' });
    const toWeth: Route = {
      ...QUICK,
      to: WETH,
      steps: [
        { ...APPROVAL, to: USDC },
        { ...SWAP, to: WETH },
      ],
    };
    const transfer = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: [EVIL, maxUint256],
    });
    const { deps, sent } = setup();
    await beginExecution(toWeth, deps, {
      handedOut: [
        txn('approve', { data: encodeApprove(WETH.address, maxUint256) }),
        txn('swap', { to: WETH.address, data: transfer }),
      ],
    });
    const stopped = await runExecution('q1', deps);
    expect(stopped.steps.map((s) => [s.stepId, s.phase, s.error?.code])).toEqual([
      ['approve', 'failed', 'UNSAFE_TRANSACTION'],
      ['swap', 'waiting', undefined],
    ]);
    expect(stopped.steps[0]?.error?.message).toBe(
      'The approval would let a token contract spend your tokens instead of the contract that swaps them. Nothing was signed.',
    );
    expect(sent).toEqual([]);
  });

  it('refuses transactions that do not carry the route out, and saves nothing', async () => {
    const { deps, calls } = setup();
    const wrong = [
      [txn('swap')],
      [txn('swap'), txn('approve')],
      [txn('approve'), { ...txn('swap'), routeId: 'other' }],
    ];
    for (const txns of wrong) {
      await expect(beginExecution(QUICK, deps, { handedOut: txns })).rejects.toBeInstanceOf(
        TxnsMismatchError,
      );
    }
    expect(deps.store.getState().executions).toEqual({});
    expect(calls).toEqual([]);
  });

  it('after a rejection, Try again asks /nextTx for a fresh transaction', async () => {
    let reject = true;
    const { deps, calls, sent, signer } = setup();
    const send = signer.sendTransaction;
    signer.sendTransaction = async (call) => {
      if (reject && call.to === ROUTER) {
        throw Object.assign(new Error('User rejected the request.'), { code: 4001 });
      }
      return send(call);
    };
    await beginExecution(QUICK, deps, { handedOut: handedOut() });
    const stopped = await runExecution('q1', deps);
    expect(stopped.steps[1]).toMatchObject({ phase: 'failed', error: { code: 'USER_REJECTED' } });
    reject = false;
    retryStep('q1', deps);
    expect((await runExecution('q1', deps)).status).toBe('done');
    expect(calls).toEqual(['status:approve', 'nextTx:swap', 'status:swap']);
    expect(sent.map((c) => c.to)).toEqual([USDC.address, ROUTER]);
  });
});

describe('a /quick-swap execution across a reload', () => {
  it('never stores the handed-out transactions: after a reload every step asks /nextTx', async () => {
    const { deps, storage, calls, sent } = setup();
    await beginExecution(QUICK, deps, { handedOut: handedOut({ value: 0n }) });
    // In this tab's memory, for its own run; not in storage, where anything on the page writes.
    expect(deps.store.getState().executions.q1?.steps[1]?.handedOut?.txnEvm?.to).toBe(ROUTER);
    expect(await storage.getItem('k')).not.toContain('handedOut');
    const reloaded = createExecutionStore({ storageKey: 'k', storage });
    await reloaded.persist.rehydrate();
    expect(reloaded.getState().executions.q1?.steps.map((s) => s.handedOut)).toEqual([
      undefined,
      undefined,
    ]);
    expect((await runExecution('q1', { ...deps, store: reloaded })).status).toBe('done');
    expect(calls).toEqual([
      'nextTx:approve',
      'nextTx:swap',
      'status:approve',
      'nextTx:swap',
      'status:swap',
    ]);
    expect(sent.map((c) => c.to)).toEqual([USDC.address, ROUTER]);
  });

  it('reloaded at the swap prompt with nothing sent: the swap is asked again from a fresh /nextTx', async () => {
    const { deps, storage, calls } = setup();
    await beginExecution(QUICK, deps, { handedOut: handedOut() });
    const controller = new AbortController();
    const first = recordingEvmSigner({
      sendTransaction: async (call) => {
        if (call.to === ROUTER) return new Promise<`0x${string}`>(() => {});
        return `0x${'01'.repeat(32)}`;
      },
    });
    void runExecution('q1', { ...deps, signers: { evm: first.signer } }, controller.signal);
    await eventually(() =>
      expect(deps.store.getState().executions.q1?.steps[1]?.phase).toBe('wallet'),
    );
    controller.abort();

    const reloaded = createExecutionStore({ storageKey: 'k', storage });
    await reloaded.persist.rehydrate();
    const after = recordingEvmSigner();
    const done = await runExecution('q1', {
      ...deps,
      store: reloaded,
      signers: { evm: after.signer },
    });
    expect(done.status).toBe('done');
    expect(after.sent.map((c) => c.to)).toEqual([ROUTER]);
    expect(calls.filter((c) => c.startsWith('nextTx'))).toEqual(['nextTx:swap']);
  });

  it('a transaction planted in a stored record is never signed: the step asks /nextTx', async () => {
    const { deps, storage, calls, sent } = setup();
    await beginExecution(QUICK, deps, { handedOut: handedOut() });
    // A script on the page adds its own "handed-out" swap: the input, to itself.
    const stored = JSON.parse((await storage.getItem('k')) ?? '{}');
    stored.state.executions.q1.steps[1].handedOut = {
      ...txn('swap'),
      txnEvm: { to: EVIL, value: { $bigint: '250' }, data: '0x', chainId: 31337 },
    };
    await storage.setItem('k', JSON.stringify(stored));
    const reloaded = createExecutionStore({ storageKey: 'k', storage });
    await reloaded.persist.rehydrate();
    expect(reloaded.getState().executions.q1?.steps[1]?.handedOut).toBeUndefined();
    expect((await runExecution('q1', { ...deps, store: reloaded })).status).toBe('done');
    expect(sent.map((c) => [c.to, c.value])).toEqual([
      [USDC.address, 0n],
      [ROUTER, 0n],
    ]);
    expect(calls.filter((c) => c === 'nextTx:swap')).toHaveLength(2);
  });

  it('keeps version 2 records, which have none, and leaves them out once over', async () => {
    const { deps, storage } = setup();
    await beginExecution(QUICK, deps, { handedOut: handedOut() });
    const execution = deps.store.getState().executions.q1!;
    expect(compacted(execution).steps.map((s) => s.handedOut)).toEqual([undefined, undefined]);
    const stored = JSON.parse((await storage.getItem('k')) ?? '{}');
    for (const s of stored.state.executions.q1.steps) delete s.handedOut;
    await storage.setItem('k', JSON.stringify({ ...stored, version: 2 }));
    const reloaded = createExecutionStore({ storageKey: 'k', storage });
    await reloaded.persist.rehydrate();
    expect(reloaded.getState().executions.q1?.steps.map((s) => s.stepId)).toEqual([
      'approve',
      'swap',
    ]);
  });
});
