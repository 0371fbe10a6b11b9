import { describe, expect, it } from 'vitest';
import type { RoutingClient } from '../../api/client';
import type { StatusResult, TxnEvm } from '../../api/types';
import { engineDepsWith } from '../../test/engineDeps';
import {
  APPROVAL,
  alsoMined,
  EVIL,
  evmNextTx,
  hashOf,
  ROUTER,
  recordingEvmSigner,
  SWAP,
  SWAP_ONLY_ROUTE,
  USDC,
  USER,
} from '../../test/erc20Swap';
import { createExecutionStore } from '../executionStore';
import { beginExecution, retryStep, runExecution } from '../runExecution';
import type { EvmCall } from '../signers';
import { encodeApprove } from './approval';
import type { CallsStatus, EvmBatching } from './evmBatching';

/**
 * An approval and its swap in one wallet prompt (EIP-5792), on the engine with a wallet that
 * batches: what the wallet is asked, what is checked before, and how the batch is followed.
 */
const ROUTE = SWAP_ONLY_ROUTE;
const BATCH_HASH = hashOf(42) as `0x${string}`;
const unsupported = () => Object.assign(new Error('Method not supported'), { code: 4200 });

function service(swapTxn: Partial<TxnEvm> = {}) {
  const asked: string[] = [];
  const client = {
    createTx: async () => ({ routeId: 'r1', steps: [APPROVAL, SWAP] }),
    getNextTx: async ({ stepId }: { stepId: string }) => {
      asked.push(`nextTx:${stepId}`);
      return stepId === 'approve'
        ? evmNextTx(stepId, { to: USDC.address, value: 0n, data: encodeApprove(ROUTER, 250n) })
        : evmNextTx(stepId, { to: ROUTER, value: 0n, data: '0xdeadbeef', ...swapTxn });
    },
    getStatus: async ({ stepId, txnHash }: { stepId: string; txnHash?: string }) => {
      asked.push(`status:${stepId}:${txnHash?.slice(-2)}`);
      return { routeId: 'r1', stepId, status: 'success', warnings: [] } as StatusResult;
    },
  } as unknown as RoutingClient;
  return { client, asked };
}

/** A wallet that batches: its answers as the test says; what it was asked, recorded. */
function batchingWallet(answers: { atomic?: boolean; send?: () => Promise<string> } = {}) {
  const batches: EvmCall[][] = [];
  const simulated: EvmCall[][] = [];
  const statuses: CallsStatus[] = [];
  const batching: EvmBatching = {
    atomic: async () => answers.atomic ?? true,
    simulate: async (calls) => {
      simulated.push([...calls]);
      return calls.map(() => ({ status: 'simulated', effects: [] }));
    },
    send: async (calls) => {
      batches.push([...calls]);
      return answers.send ? answers.send() : 'batch-1';
    },
    status: async () => statuses.shift() ?? { status: 'confirmed', hashes: [BATCH_HASH] },
  };
  const { signer, sent } = recordingEvmSigner({ batching });
  // The batch's one transaction, as the chain has it: the account's call to itself (EIP-7702).
  alsoMined(signer, BATCH_HASH, USER);
  return { signer, sent, batches, simulated, statuses };
}

describe('an approval and its swap, batched (EIP-5792)', () => {
  it('with a wallet that runs calls atomically, asks ONE prompt for both, simulated as one sequence, and follows the batch', async () => {
    const { client, asked } = service();
    const wallet = batchingWallet();
    wallet.statuses.push({ status: 'pending' }, { status: 'pending' });
    const { deps } = engineDepsWith(client, wallet.signer);
    await beginExecution(ROUTE, deps);
    const recorded: unknown[] = [];
    const status = wallet.signer.batching!.status;
    wallet.signer.batching!.status = async (args) => {
      recorded.push(deps.store.getState().executions.r1?.steps.map((s) => [s.phase, s.batch]));
      return status(args);
    };

    const done = await runExecution('r1', deps);

    expect(done.status).toBe('done');
    const swapCall = { chainId: 31337, from: USER, to: ROUTER, data: '0xdeadbeef', value: 0n };
    const approveCall = { ...swapCall, to: USDC.address, data: encodeApprove(ROUTER, 250n) };
    expect(wallet.batches).toEqual([[approveCall, swapCall]]);
    expect(wallet.sent).toEqual([]); // no eth_sendTransaction
    expect(wallet.simulated).toEqual([[approveCall, swapCall]]);
    // The batch id was kept before its status was first asked.
    expect(recorded[0]).toEqual([
      ['submitted', { index: 0, id: 'batch-1' }],
      ['submitted', { index: 1, id: 'batch-1' }],
    ]);
    expect(recorded).toHaveLength(3);
    expect(done.steps.map((s) => [s.phase, s.txHash])).toEqual([
      ['done', BATCH_HASH],
      ['done', BATCH_HASH],
    ]);
    expect(asked.filter((a) => a.startsWith('status'))).toEqual([
      'status:approve:42',
      'status:swap:42',
    ]);
  });

  it('says on both steps, while the wallet asks, that one prompt signs the approval and the swap', async () => {
    const { client } = service();
    const wallet = batchingWallet({ send: async () => new Promise(() => {}) });
    const { deps } = engineDepsWith(client, wallet.signer);
    await beginExecution(ROUTE, deps);
    void runExecution('r1', deps);
    await expect
      .poll(() => deps.store.getState().executions.r1?.steps.map((s) => [s.phase, s.target]))
      .toEqual([
        ['wallet', ROUTER],
        ['wallet', ROUTER],
      ]);
  });

  it('sends each step alone when the wallet cannot batch, or answers 4200', async () => {
    for (const [wallet, batchesAsked] of [
      [batchingWallet({ atomic: false }), 0],
      [batchingWallet({ send: async () => Promise.reject(unsupported()) }), 1],
    ] as const) {
      const { client } = service();
      const { deps } = engineDepsWith(client, wallet.signer);
      await beginExecution(ROUTE, deps);
      const done = await runExecution('r1', deps);
      expect(done.steps.map((s) => s.error)).toEqual([undefined, undefined]);
      expect(done.status).toBe('done');
      expect(wallet.sent.map((c) => c.to)).toEqual([USDC.address, ROUTER]);
      expect(done.steps.map((s) => s.batch)).toEqual([undefined, undefined]);
      expect(wallet.batches).toHaveLength(batchesAsked);
    }
  });

  it("holds each call of the batch's simulation to its own step: a swap that also sends another token is refused before any prompt", async () => {
    const { client } = service();
    const wallet = batchingWallet();
    wallet.signer.batching!.simulate = async (calls) => {
      wallet.simulated.push([...calls]);
      return [
        { status: 'simulated', effects: [] },
        { status: 'simulated', effects: [{ kind: 'send', asset: EVIL, amount: 1n, to: EVIL }] },
      ];
    };
    const { deps } = engineDepsWith(client, wallet.signer);
    await beginExecution(ROUTE, deps);
    const stopped = await runExecution('r1', deps);
    expect(wallet.simulated).toHaveLength(1);
    expect(stopped.steps[0]).toMatchObject({
      phase: 'failed',
      error: { code: 'UNSAFE_TRANSACTION' },
    });
    expect(stopped.steps[1]?.phase).toBe('waiting');
    expect(wallet.batches).toEqual([]);
    expect(wallet.sent).toEqual([]);
  });

  it('follows a batch sent before a reload, with its wallet, and never asks for it again', async () => {
    const { client } = service();
    const first = batchingWallet();
    first.signer.batching!.status = async () => {
      throw new Error('the wallet went away');
    };
    const { deps, storage } = engineDepsWith(client, first.signer);
    await beginExecution(ROUTE, deps);
    const stopped = await runExecution('r1', deps);
    // Kept in flight: a batch id is never refused, nor forgotten.
    expect(stopped.steps.map((s) => [s.phase, s.batch?.id])).toEqual([
      ['submitted', 'batch-1'],
      ['submitted', 'batch-1'],
    ]);

    const after = batchingWallet({ send: async () => Promise.reject(new Error('asked twice')) });
    const reloaded = {
      ...engineDepsWith(client, after.signer).deps,
      store: createExecutionStore({ storageKey: 'k', storage }),
    };
    retryStep('r1', reloaded);
    const done = await runExecution('r1', reloaded);
    expect(done.status).toBe('done');
    expect(after.batches).toEqual([]);
    expect(first.batches).toHaveLength(1);
  });

  it('asks for the batch again after a reload while its prompt was open and nothing was sent', async () => {
    const { client } = service();
    const first = batchingWallet({ send: async () => new Promise(() => {}) });
    const { deps, storage } = engineDepsWith(client, first.signer);
    await beginExecution(ROUTE, deps);
    void runExecution('r1', deps);
    await expect.poll(() => first.batches.length).toBe(1);

    const after = batchingWallet();
    const reloaded = {
      ...engineDepsWith(client, after.signer).deps,
      store: createExecutionStore({ storageKey: 'k', storage }),
    };
    const done = await runExecution('r1', reloaded);
    expect(done.status).toBe('done');
    expect(after.batches).toHaveLength(1);
    expect(after.sent).toEqual([]);
  });

  it('follows a batch the wallet sent AFTER a reload while its prompt was open (a phone over WalletConnect), never asking again', async () => {
    const { client, asked } = service();
    const first = batchingWallet({ send: async () => new Promise(() => {}) });
    const { deps, storage } = engineDepsWith(client, first.signer);
    await beginExecution(ROUTE, deps);
    void runExecution('r1', deps);
    await expect.poll(() => first.batches.length).toBe(1);

    // The page reloaded; the phone then sent the batch: the account's nonce 5 is spent by its
    // one transaction, which an EIP-7702 account sends to itself.
    const after = batchingWallet({ send: async () => Promise.reject(new Error('asked twice')) });
    Object.assign(after.signer, {
      nonce: async () => 6,
      minedNonce: async () => 6,
      findByNonce: async ({ nonce }: { nonce: number }) => (nonce === 5 ? BATCH_HASH : undefined),
    });
    const reloaded = {
      ...engineDepsWith(client, after.signer).deps,
      store: createExecutionStore({ storageKey: 'k', storage }),
    };
    const done = await runExecution('r1', reloaded);

    expect(done.steps.map((s) => s.error)).toEqual([undefined, undefined]);
    expect(done.status).toBe('done');
    expect(done.steps.map((s) => s.txHash)).toEqual([BATCH_HASH, BATCH_HASH]);
    expect(after.batches).toEqual([]);
    expect(after.sent).toEqual([]);
    expect(first.batches).toHaveLength(1);
    expect(asked.filter((a) => a.startsWith('status'))).toEqual([
      'status:approve:42',
      'status:swap:42',
    ]);
  });

  it('a batch the wallet never sent (400) fails the approval in words, and the swap waits again', async () => {
    const { client } = service();
    const wallet = batchingWallet();
    wallet.statuses.push({ status: 'failed', code: 400 });
    const { deps } = engineDepsWith(client, wallet.signer);
    await beginExecution(ROUTE, deps);
    const stopped = await runExecution('r1', deps);
    expect(stopped.steps[0]).toMatchObject({
      phase: 'failed',
      error: { message: 'Your wallet did not send the approval and the swap: nothing was sent.' },
    });
    expect(stopped.steps[1]?.phase).toBe('waiting');
    expect(stopped.steps[1]?.batch).toBeUndefined();
    retryStep('r1', deps);
    expect((await runExecution('r1', deps)).status).toBe('done');
    expect(wallet.batches).toHaveLength(2);
  });
});
