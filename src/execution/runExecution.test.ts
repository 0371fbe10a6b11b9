import { maxUint256 } from 'viem';
import { describe, expect, it, vi } from 'vitest';
import type { RoutingClient } from '../api/client';
import type { NextTxResult, Route, StatusResult, Step, TxnEvm } from '../api/types';
import { engineDepsWith } from '../test/engineDeps';
import {
  APPROVAL,
  ETH,
  EVIL,
  evmNextTx,
  hashOf,
  ROUTER,
  recordingEvmSigner,
  SWAP,
  USDC,
  USER,
} from '../test/erc20Swap';
import { eventually } from '../test/eventually';
import { asset, route as makeRoute, step as makeStep } from '../test/routeFixtures';
import type { ExecutionDeps } from './deps';
import { encodeApprove } from './evm/approval';
import { activeExecution, createExecutionStore, putExecution } from './executionStore';
import type { Execution } from './model';
import { abandonExecution, beginExecution, retryStep, runExecution } from './runExecution';
import type { SolanaSigner } from './signers';
import {
  startExecution,
  stepAtWallet,
  stepFailed,
  stepOnChain,
  stepPreparing,
  stepSkipped,
  stepStatus,
  stepSubmitted,
} from './transitions';

const ROUTE: Route = makeRoute({
  routeId: 'r1',
  from: USDC,
  to: ETH,
  steps: [SWAP],
  inputAmount: 250n,
  userWalletAddress: USER,
});

interface Script {
  approvalTxn?: Partial<TxnEvm>;
  swapTxn?: Partial<TxnEvm>;
  /** The swap's payload from its second `/nextTx` on (the first one is read for the approval). */
  swapTxnLater?: Partial<TxnEvm>;
  /** `/status` answers in order; the last one repeats. */
  statuses?: StatusResult['status'][];
  /** `/createTx`'s steps, if not the approval of 250 units and the swap. */
  steps?: Step[];
}

function fakeClient(script: Script = {}) {
  const calls: string[] = [];
  let swapFetches = 0;
  const txn = (stepId: string): TxnEvm => {
    if (stepId === 'approve') {
      const data = encodeApprove(ROUTER, maxUint256);
      return { to: USDC.address, value: 0n, data, chainId: 31337, ...script.approvalTxn };
    }
    swapFetches += 1;
    const later = swapFetches > 1 ? script.swapTxnLater : undefined;
    const swap: TxnEvm = { to: ROUTER, value: 0n, data: '0xdeadbeef', chainId: 31337 };
    return { ...swap, ...script.swapTxn, ...later };
  };
  let polls = 0;
  const client = {
    createTx: async () => {
      calls.push('createTx');
      return { routeId: 'r1', steps: script.steps ?? [APPROVAL, SWAP] };
    },
    getNextTx: async ({ stepId }: { stepId: string }): Promise<NextTxResult> => {
      calls.push(`nextTx:${stepId}`);
      return evmNextTx(stepId, txn(stepId));
    },
    getStatus: async ({ stepId }: { stepId: string }): Promise<StatusResult> => {
      calls.push(`status:${stepId}`);
      const list = script.statuses ?? ['success'];
      const status = list[Math.min(polls++, list.length - 1)] ?? 'success';
      if (status === 'success') polls = 0;
      return { routeId: 'r1', stepId, status, warnings: [] };
    },
  } as unknown as RoutingClient;
  return { client, calls };
}

describe('runExecution: an ERC-20 swap with its approval', () => {
  it('approves exactly the swap input to the swap contract, then swaps, one step after the other', async () => {
    const { client, calls } = fakeClient({ statuses: ['in-progress', 'success'] });
    const { signer, sent } = recordingEvmSigner();
    const { deps } = engineDepsWith(client, signer);
    await beginExecution(ROUTE, deps);
    const done = await runExecution('r1', deps);
    expect(done.status).toBe('done');
    expect(sent.map((c) => [c.to, c.data?.slice(0, 10)])).toEqual([
      [USDC.address, '0x095ea7b3'],
      [ROUTER, '0xdeadbeef'],
    ]);
    // The widget's own approval: 250 units, not the payload's 2^256-1.
    expect(sent[0]?.data).toBe(encodeApprove(ROUTER, 250n));
    expect(calls).toEqual([
      'createTx',
      'nextTx:approve',
      'nextTx:swap',
      'status:approve',
      'status:approve',
      'nextTx:swap',
      'status:swap',
      'status:swap',
    ]);
    expect(done.steps.map((s) => [s.phase, s.txHash?.slice(-1)])).toEqual([
      ['done', '1'],
      ['done', '2'],
    ]);
  });

  it('with unlimited approvals on, names the spender on the step before the wallet is asked', async () => {
    const { client } = fakeClient();
    const { signer, sent } = recordingEvmSigner();
    const { deps } = engineDepsWith(client, signer, { options: { unlimitedApprovals: true } });
    await beginExecution(ROUTE, deps);
    const atPrompt: unknown[] = [];
    const send = signer.sendTransaction;
    signer.sendTransaction = async (call) => {
      const step = deps.store.getState().executions.r1?.steps[0];
      atPrompt.push({ unlimitedApproval: step?.unlimitedApproval, target: step?.target });
      return send(call);
    };
    expect((await runExecution('r1', deps)).status).toBe('done');
    expect(sent[0]?.data).toBe(encodeApprove(ROUTER, maxUint256));
    expect(atPrompt[0]).toEqual({ unlimitedApproval: true, target: ROUTER });
    expect(atPrompt[1]).toEqual({ unlimitedApproval: true, target: ROUTER }); // kept after
  });

  it('approves no more than the swap spends, whatever the approval step says', async () => {
    const { client } = fakeClient({ steps: [{ ...APPROVAL, inputAmount: maxUint256 }, SWAP] });
    const { signer, sent } = recordingEvmSigner();
    const { deps } = engineDepsWith(client, signer);
    await beginExecution(ROUTE, deps);
    expect((await runExecution('r1', deps)).status).toBe('done');
    expect(sent[0]?.data).toBe(encodeApprove(ROUTER, 250n));
  });

  it('asks nothing of the wallet when the allowance already covers the swap', async () => {
    const { client } = fakeClient();
    const { signer, sent } = recordingEvmSigner({ readAllowance: async () => 250n });
    const { deps } = engineDepsWith(client, signer);
    await beginExecution(ROUTE, deps);
    const done = await runExecution('r1', deps);
    expect(done.steps.map((s) => s.phase)).toEqual(['skipped', 'done']);
    expect(sent).toHaveLength(1);
  });

  it.each<[string, Script, string]>([
    [
      'an approval to another spender',
      { approvalTxn: { data: encodeApprove(EVIL, 1n) } },
      'approve',
    ],
    [
      'a swap whose contract is not the one it says, from the start',
      { swapTxn: { to: EVIL } },
      'approve',
    ],
    ['a swap whose contract changed after the approval', { swapTxnLater: { to: EVIL } }, 'swap'],
    ['a swap from another sender', { swapTxn: { from: EVIL } }, 'swap'],
  ])('refuses %s before the wallet is asked', async (_, script, refusedStep) => {
    const { client } = fakeClient(script);
    const { signer, sent } = recordingEvmSigner();
    const { deps } = engineDepsWith(client, signer);
    await beginExecution(ROUTE, deps);
    const stopped = await runExecution('r1', deps);
    expect(stopped.status).toBe('stopped');
    const failed = stopped.steps.find((s) => s.phase === 'failed');
    expect(failed?.stepId).toBe(refusedStep);
    expect(failed?.error?.code).toBe('UNSAFE_TRANSACTION');
    // Only the approval may have gone out, and only when the refusal came after it.
    expect(sent.map((c) => c.to)).toEqual(refusedStep === 'approve' ? [] : [USDC.address]);
  });

  it('a rejection stops at the step; a retry asks again and goes on', async () => {
    const { client } = fakeClient();
    let reject = true;
    const { signer, sent } = recordingEvmSigner();
    const send = signer.sendTransaction;
    signer.sendTransaction = async (call) => {
      if (reject) throw Object.assign(new Error('User rejected the request.'), { code: 4001 });
      return send(call);
    };
    const { deps } = engineDepsWith(client, signer);
    await beginExecution(ROUTE, deps);
    const stopped = await runExecution('r1', deps);
    expect(stopped.steps[0]).toMatchObject({ phase: 'failed', error: { code: 'USER_REJECTED' } });
    reject = false;
    retryStep('r1', deps);
    expect((await runExecution('r1', deps)).status).toBe('done');
    expect(sent).toHaveLength(2);
  });

  it('an expired quote ends the execution: no retry of the route, a new quote instead', async () => {
    const { client } = fakeClient();
    const { QuoteExpiredError } = await import('../api/errors');
    client.getNextTx = async () => {
      throw new QuoteExpiredError('routeId: quote expired');
    };
    const { signer, sent } = recordingEvmSigner();
    const { deps } = engineDepsWith(client, signer);
    await beginExecution(ROUTE, deps);
    const ended = await runExecution('r1', deps);
    expect(ended.status).toBe('failed');
    expect(ended.steps[0]).toMatchObject({ phase: 'failed', error: { code: 'QUOTE_EXPIRED' } });
    expect(() => retryStep('r1', deps)).toThrow();
    expect(activeExecution(deps.store.getState())).toBeUndefined();
    expect(sent).toHaveLength(0);
  });

  it('Get a new quote gives up a stopped route: it is not reopened after a reload', async () => {
    const { client } = fakeClient();
    const { signer } = recordingEvmSigner({
      sendTransaction: async () => {
        throw Object.assign(new Error('User rejected the request.'), { code: 4001 });
      },
    });
    const { deps } = engineDepsWith(client, signer);
    await beginExecution(ROUTE, deps);
    expect((await runExecution('r1', deps)).status).toBe('stopped');
    expect(activeExecution(deps.store.getState())?.id).toBe('r1');
    expect(abandonExecution('r1', deps)?.status).toBe('failed');
    expect(activeExecution(deps.store.getState())).toBeUndefined();
  });

  it('Get a new quote keeps a route whose sent transaction is still unknown', async () => {
    const { client } = fakeClient();
    const { signer } = recordingEvmSigner({
      readAllowance: async () => 250n,
      waitForReceipt: async () => {
        throw new Error('RPC unreachable');
      },
    });
    const { deps } = engineDepsWith(client, signer);
    await beginExecution(ROUTE, deps);
    const stopped = await runExecution('r1', deps);
    expect(stopped.steps[1]?.phase).toBe('submitted');
    expect(abandonExecution('r1', deps)?.status).toBe('stopped');
    expect(activeExecution(deps.store.getState())?.id).toBe('r1');
  });

  it('Get a new quote keeps a route part of which went through: stopped, it stays in the history to resume', async () => {
    const claim = makeStep({ stepId: 'claim', stepType: 'claim', from: ETH, to: ETH });
    const bridged = makeRoute({ routeId: 'r1', from: USDC, to: ETH, steps: [SWAP, claim] });
    const { client } = fakeClient();
    const { deps } = engineDepsWith(client, undefined);
    let e = startExecution(bridged, [SWAP, claim], { recipient: USER, now: 0 });
    e = stepAtWallet(stepPreparing(e, 'swap', 1), 'swap', { nonce: 5 }, 1);
    e = stepOnChain(stepSubmitted(e, 'swap', { txHash: hashOf(1) }, 2), 'swap', 3);
    e = stepStatus(
      e,
      'swap',
      { routeId: 'r1', stepId: 'swap', status: 'success', warnings: [] },
      4,
    );
    const error = {
      code: 'NETWORK_ERROR' as const,
      message: 'Could not reach the routing service.',
    };
    putExecution(deps.store, stepFailed(stepPreparing(e, 'claim', 5), 'claim', error, 5));
    expect(abandonExecution('r1', deps)?.status).toBe('stopped');
    expect(activeExecution(deps.store.getState())?.id).toBe('r1');
  });

  it('a failed simulation is said, and nothing is signed', async () => {
    const { client } = fakeClient();
    const { signer, sent } = recordingEvmSigner({
      simulateEffects: async () => {
        const { WidgetError } = await import('../lib/widgetError');
        throw new WidgetError('TRANSACTION_FAILED', 'The transaction would fail: deadline passed.');
      },
    });
    const { deps } = engineDepsWith(client, signer);
    await beginExecution(ROUTE, deps);
    const stopped = await runExecution('r1', deps);
    expect(stopped.steps[0]?.error?.message).toBe('The transaction would fail: deadline passed.');
    expect(sent).toHaveLength(0);
  });
});

describe('runExecution: never twice, never lost', () => {
  it('after a reload at the wallet prompt, a transaction that went out is followed, not asked again', async () => {
    const { client } = fakeClient();
    const { signer, sent } = recordingEvmSigner({ readAllowance: async () => 250n });
    const { deps, storage } = engineDepsWith(client, signer);
    await beginExecution(ROUTE, deps);
    // The page dies with the swap's prompt open; meanwhile the wallet sent it with nonce 5.
    const dying = { ...signer, sendTransaction: () => new Promise<`0x${string}`>(() => {}) };
    const controller = new AbortController();
    const running = runExecution('r1', { ...deps, signers: { evm: dying } }, controller.signal);
    await eventually(() =>
      expect(deps.store.getState().executions.r1?.steps[1]?.phase).toBe('wallet'),
    );
    controller.abort();
    // The prompt never answers (the page died): `running` never settles, and nothing awaits it.
    void running;

    const reloaded = createExecutionStore({ storageKey: 'k', storage });
    await reloaded.persist.rehydrate();
    const landed = `0x${'ab'.repeat(32)}` as const;
    const after = recordingEvmSigner({
      readAllowance: async () => 250n,
      minedNonce: async () => 6,
      findByNonce: async ({ nonce }) => (nonce === 5 ? landed : undefined),
    });
    const done = await runExecution('r1', {
      ...deps,
      store: reloaded,
      signers: { evm: after.signer },
    });
    expect(done.status).toBe('done');
    expect(done.steps[1]?.txHash).toBe(landed);
    expect(after.sent).toHaveLength(0);
    expect(sent).toHaveLength(0);
  });

  it('a page that goes away during a request saves no failure: the next load resumes the step', async () => {
    const { client } = fakeClient();
    const { signer, sent } = recordingEvmSigner({ readAllowance: async () => 250n });
    const { deps, storage } = engineDepsWith(client, signer);
    await beginExecution(ROUTE, deps);
    const controller = new AbortController();
    // The swap's own /nextTx is in flight when the page goes away: the widget aborts its runs on
    // `pagehide`, then the browser cancels the request ("Failed to fetch").
    const dying = {
      ...client,
      getNextTx: async (args: { stepId: string }) => {
        if (
          sent.length === 0 &&
          args.stepId === 'swap' &&
          deps.store.getState().executions.r1?.steps[0]?.phase === 'skipped'
        ) {
          controller.abort();
          throw new TypeError('Failed to fetch');
        }
        return client.getNextTx(args as never);
      },
    } as RoutingClient;
    const left = await runExecution('r1', { ...deps, client: dying }, controller.signal);
    expect(left.status).toBe('running');
    expect(left.steps[1]).toMatchObject({ phase: 'preparing', error: undefined });

    const reloaded = createExecutionStore({ storageKey: 'k', storage });
    await reloaded.persist.rehydrate();
    expect(reloaded.getState().executions.r1?.steps[1]?.phase).toBe('preparing');
    const done = await runExecution('r1', { ...deps, store: reloaded });
    expect(done.status).toBe('done');
    expect(sent).toHaveLength(1);
  });

  it('a hash saved before a crash is followed after the reload', async () => {
    const { client } = fakeClient();
    const { signer } = recordingEvmSigner({ readAllowance: async () => 250n });
    const { deps } = engineDepsWith(client, signer);
    await beginExecution(ROUTE, deps);
    let crash = true;
    signer.waitForReceipt = async ({ hash }) => {
      if (crash) throw new Error('tab closed');
      return { status: 'success', hash };
    };
    const stopped = await runExecution('r1', deps);
    const hash = stopped.steps[1]?.txHash;
    expect(hash).toBeDefined();
    // Its fate is unknown: the step keeps its transaction, the execution waits for the user.
    expect(stopped.status).toBe('stopped');
    expect(stopped.steps[1]?.phase).toBe('submitted');
    crash = false;
    retryStep('r1', deps);
    const done = await runExecution('r1', deps);
    expect(done.steps[1]).toMatchObject({ phase: 'done', txHash: hash });
  });

  it('the amount received comes from the ledger, not the quote', async () => {
    const { client } = fakeClient();
    const { signer } = recordingEvmSigner({ readAllowance: async () => 250n });
    const balances = [1_000n, 1_700n];
    const { deps } = engineDepsWith(client, signer, {
      readBalance: async () => balances.shift() ?? 0n,
      readTransactionFee: async () => ({ payer: EVIL, fee: 99n }),
    });
    await beginExecution(ROUTE, deps);
    const done = await runExecution('r1', deps);
    // Another wallet paid the swap's gas: the recipient's balance moved by what arrived alone.
    expect(done.received).toEqual({ amount: 700n, symbol: 'ETH', decimals: 18 });
  });
});

describe('runExecution, following only: what a later visit does for executions not on screen', () => {
  /** The approval on chain (its `/status` not final yet) when the page closed. */
  async function approvalOnChain(deps: ExecutionDeps) {
    await beginExecution(ROUTE, deps);
    const e = deps.store.getState().executions.r1 as Execution;
    let next = stepPreparing(e, 'approve', 1);
    next = stepAtWallet(next, 'approve', { nonce: 5 }, 2);
    next = stepSubmitted(next, 'approve', { txHash: hashOf(1) }, 3);
    putExecution(deps.store, stepOnChain(next, 'approve', 4));
  }

  it('follows a step on chain to its end without a wallet, and leaves the next step for a full run', async () => {
    const { client, calls } = fakeClient({ statuses: ['in-progress', 'success'] });
    const { signer, sent } = recordingEvmSigner();
    const { deps } = engineDepsWith(client, signer);
    await approvalOnChain(deps);
    calls.length = 0;
    const followed = await runExecution('r1', { ...deps, signers: {} }, undefined, {
      followOnly: true,
    });
    expect(followed.status).toBe('running');
    expect(followed.steps.map((s) => s.phase)).toEqual(['done', 'waiting']);
    expect(calls).toEqual(['status:approve', 'status:approve']);
    // Nothing new asked of the service or the wallet until a full run.
    expect((await runExecution('r1', deps, undefined, { followOnly: true })).steps[1]?.phase).toBe(
      'waiting',
    );
    expect(sent).toHaveLength(0);
    expect((await runExecution('r1', deps)).status).toBe('done');
    expect(sent).toHaveLength(1);
  });

  it('reads what arrived when the last step ends, as a full run does', async () => {
    const { client } = fakeClient();
    const { signer, sent } = recordingEvmSigner({ readAllowance: async () => 250n });
    const balances = [1_000n, 1_700n];
    const { deps } = engineDepsWith(client, signer, {
      readBalance: async () => balances.shift() ?? 0n,
      readTransactionFee: async () => ({ payer: EVIL, fee: 1n }),
    });
    await beginExecution(ROUTE, deps);
    // The swap was sent and the page closed before its receipt.
    const e = deps.store.getState().executions.r1 as Execution;
    let next = stepSkipped(stepPreparing(e, 'approve', 1), 'approve', 1);
    next = stepAtWallet(stepPreparing(next, 'swap', 2), 'swap', { nonce: 5 }, 2);
    putExecution(deps.store, stepSubmitted(next, 'swap', { txHash: hashOf(9) }, 3));
    const done = await runExecution('r1', deps, undefined, { followOnly: true });
    expect(done.status).toBe('done');
    expect(done.received?.amount).toBe(700n);
    expect(done.steps[1]).toMatchObject({ phase: 'done', txHash: hashOf(9) });
    expect(sent).toHaveLength(0);
  });

  it('a Solana transaction that expired unseen is not signed again: that needs the wallet', async () => {
    const SOL_USDC = asset({ symbol: 'USDC', chainId: 'sol', networkType: 'sol', decimals: 6 });
    const solSwap = makeStep({ stepId: 'swap', from: SOL_USDC, to: SOL_USDC, inputAmount: 5n });
    const solRoute = makeRoute({ routeId: 's1', from: SOL_USDC, to: SOL_USDC, steps: [solSwap] });
    let e = startExecution(solRoute, [solSwap], { recipient: 'User', now: 0 });
    e = stepAtWallet(stepPreparing(e, 'swap', 1), 'swap', {}, 1);
    e = stepSubmitted(
      e,
      'swap',
      { txHash: 'sig1', solanaSigned: { signed: 'AA', lastValidBlockHeight: 9 } },
      2,
    );
    const signed: string[] = [];
    const sol: SolanaSigner = {
      networkType: 'sol',
      account: () => 'User',
      prepare: async () => {
        throw new Error('not asked when following');
      },
      sign: async () => {
        signed.push('again');
        throw new Error('not asked when following');
      },
      sendAndConfirm: async () => ({ status: 'expired' }),
    };
    const { client } = fakeClient();
    const { deps } = engineDepsWith(client, recordingEvmSigner().signer, { signers: { sol } });
    putExecution(deps.store, e);
    const left = await runExecution('s1', deps, undefined, { followOnly: true });
    expect(left.status).toBe('running');
    expect(left.steps[0]).toMatchObject({ phase: 'preparing', txHash: undefined });
    expect(signed).toEqual([]);
  });

  it('a step not sent yet is left as it is', async () => {
    const { client, calls } = fakeClient();
    const { signer, sent } = recordingEvmSigner();
    const { deps } = engineDepsWith(client, signer);
    await beginExecution(ROUTE, deps);
    const left = await runExecution('r1', deps, undefined, { followOnly: true });
    expect(left.steps.map((s) => s.phase)).toEqual(['waiting', 'waiting']);
    expect(calls).toEqual(['createTx']);
    expect(sent).toHaveLength(0);
  });
});

describe('runExecution: what arrived, when the output is the coin the gas was paid in', () => {
  /** The recipient paid 46 wei for the approval and 120 for the swap, out of its ETH. */
  const FEES: Record<string, bigint> = { [hashOf(1)]: 46n, [hashOf(2)]: 120n };

  it("adds back the gas the recipient paid, read from the chain per step's hash", async () => {
    const { client } = fakeClient();
    const { signer } = recordingEvmSigner();
    const balances = [1_000n, 1_534n];
    const read: string[] = [];
    const { deps } = engineDepsWith(client, signer, {
      readBalance: async () => balances.shift() ?? 0n,
      readTransactionFee: async (tx) => {
        read.push(`${tx.chainId}:${tx.networkType}:${tx.hash}`);
        return { payer: USER.toLowerCase(), fee: FEES[tx.hash] ?? 0n };
      },
    });
    await beginExecution(ROUTE, deps);
    const done = await runExecution('r1', deps);
    // 1,534 - 1,000 is what arrived less the approval's and the swap's gas.
    expect(done.received).toEqual({ amount: 700n, symbol: 'ETH', decimals: 18 });
    expect(read.sort()).toEqual([`31337:evm:${hashOf(1)}`, `31337:evm:${hashOf(2)}`]);
  });

  it('a fee that cannot be read shows no amount rather than a guess; a reload reads it by the saved hashes', async () => {
    const { client } = fakeClient();
    const { signer } = recordingEvmSigner();
    const balances = [1_000n, 1_534n, 1_534n];
    const { deps, storage } = engineDepsWith(client, signer, {
      readBalance: async () => balances.shift() ?? 0n,
      readTransactionFee: async () => {
        throw new Error('RPC unreachable');
      },
    });
    await beginExecution(ROUTE, deps);
    const done = await runExecution('r1', deps);
    expect(done.status).toBe('done');
    expect(done.received).toBeUndefined();

    const reloaded = createExecutionStore({ storageKey: 'k', storage });
    await reloaded.persist.rehydrate();
    const again = await runExecution('r1', {
      ...deps,
      store: reloaded,
      readTransactionFee: async (tx) => ({ payer: USER, fee: FEES[tx.hash] ?? 0n }),
    });
    expect(again.received?.amount).toBe(700n);
  });

  it('without a fee reader, the amount is not shown (it would be short by the gas)', async () => {
    const { client } = fakeClient();
    const { signer } = recordingEvmSigner();
    const balances = [1_000n, 1_534n];
    const { deps } = engineDepsWith(client, signer, {
      readBalance: async () => balances.shift() ?? 0n,
    });
    await beginExecution(ROUTE, deps);
    expect((await runExecution('r1', deps)).received).toBeUndefined();
  });

  /** The fake service's `/status`: success, with `swap` for the swap step. */
  const swapStatus =
    (swap: Partial<StatusResult>) =>
    async ({ stepId }: { stepId: string }): Promise<StatusResult> => ({
      routeId: 'r1',
      stepId,
      status: 'success',
      warnings: [],
      ...(stepId === 'swap' ? swap : {}),
    });

  it("the service's outputAmount wins: no ledger read at all", async () => {
    const { client } = fakeClient();
    client.getStatus = swapStatus({ outputAmount: 701n });
    const { signer } = recordingEvmSigner();
    const readTransactionFee = vi.fn();
    const { deps } = engineDepsWith(client, signer, {
      readBalance: async () => 1_000n,
      readTransactionFee,
    });
    await beginExecution(ROUTE, deps);
    expect((await runExecution('r1', deps)).received?.amount).toBe(701n);
    expect(readTransactionFee).not.toHaveBeenCalled();
  });

  it("a success whose outputAmount is of another token is not read as the route's: the ledger says", async () => {
    const { client } = fakeClient();
    client.getStatus = swapStatus({ outputAmount: 999_000n, outputToken: USDC });
    const { signer } = recordingEvmSigner();
    const balances = [1_000n, 1_534n];
    const { deps } = engineDepsWith(client, signer, {
      readBalance: async () => balances.shift() ?? 0n,
      readTransactionFee: async (tx) => ({ payer: USER, fee: FEES[tx.hash] ?? 0n }),
    });
    await beginExecution(ROUTE, deps);
    expect((await runExecution('r1', deps)).received).toEqual({
      amount: 700n,
      symbol: 'ETH',
      decimals: 18,
    });
  });

  it('partial success ends with what the service says arrived, in its token; the ledger of the wanted one is not read', async () => {
    const BASE_USDC = asset({
      symbol: 'USDC',
      chainId: '31338',
      address: USDC.address,
      decimals: 6,
    });
    const { client } = fakeClient();
    client.getStatus = swapStatus({
      status: 'partial-success',
      outputAmount: 29_950_000n,
      outputToken: BASE_USDC,
    });
    const { signer } = recordingEvmSigner();
    const readBalance = vi.fn(async () => 1_000n);
    const { deps } = engineDepsWith(client, signer, { readBalance });
    await beginExecution(ROUTE, deps);
    const partial = await runExecution('r1', deps);
    expect(partial.status).toBe('partial');
    expect(partial.received).toEqual({
      amount: 29_950_000n,
      symbol: 'USDC',
      decimals: 6,
      token: BASE_USDC,
    });
    // Read once, before the start; never for the token that did not arrive.
    expect(readBalance).toHaveBeenCalledTimes(1);
  });
});

describe('beginExecution: the network a step runs on', () => {
  // A Tron chain that is not the public network (728126428), as a sandbox's own ledger has.
  const TRON = '3448148188';
  const unnamed = (symbol: string) => asset({ symbol, chainId: TRON, networkType: undefined });
  const tronRoute = makeRoute({
    routeId: 'tron',
    from: unnamed('USDT'),
    to: unnamed('TRX'),
    steps: [makeStep({ from: unnamed('USDT'), to: unnamed('TRX') })],
  });

  it('is what /chains says when the assets do not name it: a Tron step waits for the Tron wallet, never asks the EVM one', async () => {
    const { client } = fakeClient({ steps: tronRoute.steps });
    const { signer, sent } = recordingEvmSigner();
    const chains = [{ chainId: TRON, networkType: 'tron' as const }];
    const { deps } = engineDepsWith(client, signer, { chains });
    const execution = await beginExecution({ ...tronRoute, routeId: 'r1' }, deps);
    expect(execution.steps.map((s) => s.networkType)).toEqual(['tron']);
    const waiting = await runExecution('r1', deps);
    expect(waiting.status).toBe('running');
    expect(waiting.steps[0]?.awaitsWallet).toBe('tron');
    expect(sent).toEqual([]);
  });
});
