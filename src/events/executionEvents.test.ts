import { describe, expect, it } from 'vitest';
import type { Step } from '../api/types';
import { stepCancelled, stepReplaced } from '../execution/evm/replacementTransitions';
import { createExecutionStore, putExecution } from '../execution/executionStore';
import type { Execution } from '../execution/model';
import {
  executionFailed,
  executionReceived,
  startExecution,
  stepAtWallet,
  stepFailed,
  stepOnChain,
  stepOrderSigned,
  stepPreparing,
  stepSkipped,
  stepStatus,
  stepSubmitted,
} from '../execution/transitions';
import { memoryStorage } from '../state/persistedStorage';
import { asset, route as makeRoute, step as makeStep } from '../test/routeFixtures';
import { watchExecutionEvents } from './watchExecutionEvents';
import { createWidgetEvents, type WidgetEvent } from './widgetEvents';

const USDC = asset({
  symbol: 'USDC',
  decimals: 6,
  address: '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0',
});
const ETH = asset({
  symbol: 'ETH',
  address: '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
  isNative: true,
});
const SWAP: Step = makeStep({ stepId: 'swap', from: USDC, to: ETH, inputAmount: 250_000_000n });
const APPROVAL: Step = { ...SWAP, stepId: 'approve', stepType: 'approval', to: USDC };
const ROUTE = makeRoute({
  routeId: 'r1',
  provider: 'sandswap',
  from: USDC,
  to: ETH,
  steps: [SWAP],
  inputAmount: 250_000_000n,
  outputAmount: 83_000_000_000_000_000n,
});
const HASH_A = `0x${'a'.repeat(64)}`;
const HASH_B = `0x${'b'.repeat(64)}`;
const HASH_C = `0x${'c'.repeat(64)}`;
/** The swap step's `transaction-submitted`, without its hash. */
const submittedSwap = {
  type: 'transaction-submitted',
  executionId: 'r1',
  stepId: 'swap',
  networkType: 'evm',
  chainId: USDC.chainId,
};

/** A store watched from the start, and the events it gave, as `type:stepId` and in full. */
function watched() {
  const store = createExecutionStore({ storageKey: 'k', storage: memoryStorage() });
  const events = createWidgetEvents();
  const seen: WidgetEvent[] = [];
  events.on('*', (e) => seen.push(e));
  const stop = watchExecutionEvents(store, events);
  let now = 0;
  const put = (change: (e: Execution, now: number) => Execution, from?: Execution) => {
    const current = from ?? store.getState().executions.r1!;
    putExecution(store, change(current, ++now));
  };
  const short = () => seen.map((e) => ('stepId' in e ? `${e.type}:${e.stepId}` : e.type));
  return { store, seen, put, short, stop };
}

/** One step through the wallet to success. */
function runStep(put: ReturnType<typeof watched>['put'], stepId: string, hash: string) {
  put((e, t) => stepPreparing(e, stepId, t));
  put((e, t) => stepAtWallet(e, stepId, { nonce: 1 }, t));
  put((e, t) => stepSubmitted(e, stepId, { txHash: hash }, t));
  put((e, t) => stepOnChain(e, stepId, t));
  put((e, t) =>
    stepStatus(e, stepId, { routeId: 'r1', stepId, status: 'in-progress', warnings: [] }, t),
  );
  put((e, t) =>
    stepStatus(e, stepId, { routeId: 'r1', stepId, status: 'success', warnings: [] }, t),
  );
}

/** A one-step swap started, its transaction `HASH_A` sent. */
function sentSwap(put: ReturnType<typeof watched>['put']) {
  put(() => startExecution(ROUTE, [SWAP], { recipient: '0xUSER', now: 0 }), {} as Execution);
  put((e, t) => stepPreparing(e, 'swap', t));
  put((e, t) => stepAtWallet(e, 'swap', { nonce: 1 }, t));
  put((e, t) => stepSubmitted(e, 'swap', { txHash: HASH_A }, t));
}

describe('execution events', () => {
  it('a two-step swap: started, each step started, submitted and done, then done with what arrived', () => {
    const { put, short, seen } = watched();
    put(
      () => startExecution(ROUTE, [APPROVAL, SWAP], { recipient: '0xUSER', now: 0 }),
      {} as Execution,
    );
    runStep(put, 'approve', HASH_A);
    runStep(put, 'swap', HASH_B);
    put((e, t) =>
      executionReceived(e, { amount: 83_100_000_000_000_000n, symbol: 'ETH', decimals: 18 }, t),
    );
    expect(short()).toEqual([
      'execution-started',
      'step-started:approve',
      'transaction-submitted:approve',
      'step-done:approve',
      'step-started:swap',
      'transaction-submitted:swap',
      'step-done:swap',
      'execution-done',
    ]);
    expect(seen[0]).toEqual({
      type: 'execution-started',
      executionId: 'r1',
      routeId: 'r1',
      provider: 'sandswap',
      from: {
        chainId: USDC.chainId,
        token: USDC.address,
        symbol: 'USDC',
        decimals: 6,
        amount: '250000000',
      },
      to: {
        chainId: ETH.chainId,
        token: ETH.address,
        symbol: 'ETH',
        decimals: 18,
        amount: '83000000000000000',
      },
      steps: [
        { stepId: 'approve', stepType: 'approval' },
        { stepId: 'swap', stepType: 'swap' },
      ],
    });
    expect(seen[2]).toEqual({
      type: 'transaction-submitted',
      executionId: 'r1',
      stepId: 'approve',
      networkType: 'evm',
      chainId: USDC.chainId,
      txHash: HASH_A,
    });
    expect(seen.at(-1)).toEqual({
      type: 'execution-done',
      executionId: 'r1',
      routeId: 'r1',
      outcome: 'done',
      received: {
        chainId: ETH.chainId,
        token: ETH.address,
        symbol: 'ETH',
        decimals: 18,
        amount: '83100000000000000',
      },
    });
    // Every payload survives JSON: no bigint anywhere.
    expect(JSON.parse(JSON.stringify(seen))).toEqual(seen);
  });

  it('a partial success is done at once, with the token that arrived instead', () => {
    const { put, seen } = watched();
    const baseUsdc = asset({
      symbol: 'USDC',
      chainId: '31338',
      address: USDC.address,
      decimals: 6,
    });
    sentSwap(put);
    put((e, t) => stepOnChain(e, 'swap', t));
    put((e, t) =>
      stepStatus(
        e,
        'swap',
        {
          routeId: 'r1',
          stepId: 'swap',
          status: 'partial-success',
          outputAmount: 29_950_000n,
          outputToken: baseUsdc,
          warnings: [],
        },
        t,
      ),
    );
    expect(seen.at(-1)).toEqual({
      type: 'execution-done',
      executionId: 'r1',
      routeId: 'r1',
      outcome: 'partial',
      received: {
        chainId: '31338',
        token: USDC.address,
        symbol: 'USDC',
        decimals: 6,
        amount: '29950000',
      },
    });
  });

  it('a gasless order: signed (no transaction of its own), then done with the fill', () => {
    const { put, short, seen } = watched();
    put(
      () => startExecution(ROUTE, [APPROVAL, SWAP], { recipient: '0xUSER', now: 0 }),
      {} as Execution,
    );
    runStep(put, 'approve', HASH_A);
    put((e, t) => stepPreparing(e, 'swap', t));
    put((e, t) => stepAtWallet(e, 'swap', { signing: 'typed' }, t));
    put((e, t) => stepOrderSigned(e, 'swap', `0x${'5'.repeat(130)}`, t));
    put((e, t) => stepOnChain(e, 'swap', t));
    put((e, t) =>
      stepStatus(
        e,
        'swap',
        { routeId: 'r1', stepId: 'swap', status: 'success', destTxnHash: HASH_B, warnings: [] },
        t,
      ),
    );
    expect(short().slice(4)).toEqual(['step-started:swap', 'order-signed:swap', 'step-done:swap']);
    expect(seen.find((e) => e.type === 'order-signed')).toEqual({
      type: 'order-signed',
      executionId: 'r1',
      stepId: 'swap',
      chainId: USDC.chainId,
    });
    expect(seen.at(-1)).toMatchObject({ type: 'step-done', stepId: 'swap', destTxHash: HASH_B });
  });

  it('a stuck swap sped up, then cancelled: each replacement told once, then done as cancelled', () => {
    const { put, short, seen } = watched();
    sentSwap(put);
    put((e, t) => stepReplaced(e, 'swap', { kind: 'speed-up', hash: HASH_B, replaces: HASH_A }, t));
    put((e, t) => stepReplaced(e, 'swap', { kind: 'cancel', hash: HASH_C, replaces: HASH_B }, t));
    put((e, t) => stepCancelled(e, 'swap', { txHash: HASH_C, fee: 21_000n }, t));
    expect(short()).toEqual([
      'execution-started',
      'step-started:swap',
      'transaction-submitted:swap',
      'transaction-submitted:swap',
      'transaction-submitted:swap',
      'execution-done',
    ]);
    expect(seen.slice(3, 5)).toEqual([
      { ...submittedSwap, txHash: HASH_B, kind: 'speed-up', replaces: HASH_A },
      { ...submittedSwap, txHash: HASH_C, kind: 'cancel', replaces: HASH_B },
    ]);
    expect(seen.at(-1)).toEqual({
      type: 'execution-done',
      executionId: 'r1',
      routeId: 'r1',
      outcome: 'cancelled',
      cancelFee: { chainId: USDC.chainId, amount: '21000' },
    });
  });

  it('a speed-up that landed is the step’s transaction, told once', () => {
    const { put, short, seen } = watched();
    sentSwap(put);
    put((e, t) => stepReplaced(e, 'swap', { kind: 'speed-up', hash: HASH_B, replaces: HASH_A }, t));
    put((e, t) => stepSubmitted(e, 'swap', { txHash: HASH_B }, t));
    put((e, t) => stepOnChain(e, 'swap', t));
    put((e, t) =>
      stepStatus(e, 'swap', { routeId: 'r1', stepId: 'swap', status: 'success', warnings: [] }, t),
    );
    expect(short().filter((e) => e.startsWith('transaction-submitted'))).toHaveLength(2);
    expect(seen.at(-1)).toMatchObject({ type: 'step-done', stepId: 'swap', txHash: HASH_B });
  });

  it('a skipped step, a failure and its retry, then giving up', () => {
    const { put, short, seen } = watched();
    put(
      () => startExecution(ROUTE, [APPROVAL, SWAP], { recipient: '0xUSER', now: 0 }),
      {} as Execution,
    );
    put((e, t) => stepPreparing(e, 'approve', t));
    put((e, t) => stepSkipped(e, 'approve', t));
    put((e, t) => stepPreparing(e, 'swap', t));
    put((e, t) => stepFailed(e, 'swap', { code: 'USER_REJECTED', message: 'Rejected.' }, t));
    put((e, t) => stepPreparing(e, 'swap', t));
    put((e, t) => stepFailed(e, 'swap', { code: 'USER_REJECTED', message: 'Rejected.' }, t));
    put((e, t) => executionFailed(e, t));
    expect(short()).toEqual([
      'execution-started',
      'step-started:approve',
      'step-done:approve',
      'step-started:swap',
      'execution-failed:swap',
      'step-started:swap',
      'execution-failed:swap',
      'execution-failed:swap',
    ]);
    expect(seen[2]).toMatchObject({ outcome: 'skipped' });
    expect(seen[4]).toMatchObject({
      final: false,
      error: { code: 'USER_REJECTED', message: 'Rejected.' },
    });
    expect(seen.at(-1)).toMatchObject({ final: true });
  });

  it('announces nothing the store already held, and nothing once stopped', () => {
    const store = createExecutionStore({ storageKey: 'k', storage: memoryStorage() });
    putExecution(store, startExecution(ROUTE, [SWAP], { recipient: '0xUSER', now: 0 }));
    const events = createWidgetEvents();
    const seen: WidgetEvent[] = [];
    events.on('*', (e) => seen.push(e));
    const stop = watchExecutionEvents(store, events);
    putExecution(store, stepPreparing(store.getState().executions.r1!, 'swap', 1));
    stop();
    putExecution(store, stepAtWallet(store.getState().executions.r1!, 'swap', {}, 2));
    expect(seen.map((e) => e.type)).toEqual(['step-started']);
  });

  it('a listener of one type hears only that type, and one that throws stops no other', () => {
    const events = createWidgetEvents();
    const cleared: string[] = [];
    const all: string[] = [];
    events.on('history-cleared', (e) => cleared.push(e.type));
    events.on('*', () => {
      throw new Error('integrator bug');
    });
    events.on('*', (e) => all.push(e.type));
    const error = console.error;
    console.error = () => {};
    try {
      events.emit({ type: 'history-cleared' });
      events.emit({
        type: 'step-started',
        executionId: 'r1',
        stepId: 's',
        index: 0,
        stepType: 'swap',
      });
    } finally {
      console.error = error;
    }
    expect(cleared).toEqual(['history-cleared']);
    expect(all).toEqual(['history-cleared', 'step-started']);
  });
});
