import { describe, expect, it } from 'vitest';
import type { StatusResult } from '../api/types';
import { asset, route, step } from '../test/routeFixtures';
import { currentStepIndex, type Execution } from './model';
import {
  executionFailed,
  routeRequoted,
  startExecution,
  stepAtWallet,
  stepEffectSimulated,
  stepFailed,
  stepOnChain,
  stepPreparing,
  stepSkipped,
  stepStatus,
  stepSubmitted,
  stepSwitchingChain,
  TransitionError,
} from './transitions';

const USDC = asset({ symbol: 'USDC', chainId: '31337', address: '0xUSDC' });
const ROUTE = route({ routeId: 'r1' });
const START = { recipient: '0xUSER', now: 0 };
const APPROVE = step({ stepId: 'approve', stepType: 'approval', from: USDC, to: USDC });
const SWAP = step({ stepId: 'swap', stepType: 'swap', from: USDC });
const status = (s: StatusResult['status'], extra: Partial<StatusResult> = {}): StatusResult => ({
  routeId: 'r1',
  stepId: 'swap',
  status: s,
  warnings: [],
  ...extra,
});

/** Approval skipped (allowance covers it), then the swap through the wallet to success. */
function happyPath(): Execution[] {
  const states: Execution[] = [startExecution(ROUTE, [APPROVE, SWAP], START)];
  const push = (f: (e: Execution) => Execution) => states.push(f(states.at(-1) as Execution));
  push((e) => stepPreparing(e, 'approve', 1));
  push((e) => stepSkipped(e, 'approve', 2));
  push((e) => stepPreparing(e, 'swap', 3));
  push((e) => stepAtWallet(e, 'swap', { nonce: 7, target: '0xROUTER' }, 4));
  push((e) => stepSubmitted(e, 'swap', { txHash: '0xHASH' }, 5));
  push((e) => stepOnChain(e, 'swap', 6));
  push((e) => stepStatus(e, 'swap', status('in-progress'), 7));
  push((e) => stepStatus(e, 'swap', status('success', { srcTxnUrl: 'https://x/tx' }), 8));
  return states;
}

describe('execution transitions', () => {
  it('walks a two-step route to done, one step at a time, keeping what it learnt', () => {
    const states = happyPath();
    const last = states.at(-1) as Execution;
    expect(states.map((e) => e.steps.map((s) => s.phase).join('/'))).toEqual([
      'waiting/waiting',
      'preparing/waiting',
      'skipped/waiting',
      'skipped/preparing',
      'skipped/wallet',
      'skipped/submitted',
      'skipped/tracking',
      'skipped/tracking',
      'skipped/done',
    ]);
    expect(last.status).toBe('done');
    expect(last.steps[1]).toMatchObject({
      nonce: 7,
      target: '0xROUTER',
      txHash: '0xHASH',
      srcTxnUrl: 'https://x/tx',
      startedAt: 3,
      finishedAt: 8,
    });
    expect(currentStepIndex(last)).toBeUndefined();
    // Pure: no earlier state was changed.
    expect(states[0]?.steps[1]?.phase).toBe('waiting');
  });

  it('never starts a step before the steps before it are done', () => {
    const start = startExecution(ROUTE, [APPROVE, SWAP], START);
    expect(() => stepPreparing(start, 'swap', 1)).toThrow(TransitionError);
  });

  it('never signs without preparing, nor tracks without a hash', () => {
    const start = startExecution(ROUTE, [SWAP], START);
    expect(() => stepAtWallet(start, 'swap', {}, 1)).toThrow(/waiting -> wallet/);
    const atWallet = stepAtWallet(stepPreparing(start, 'swap', 1), 'swap', {}, 2);
    expect(() => stepOnChain(atWallet, 'swap', 3)).toThrow(/wallet -> tracking/);
    expect(() => stepSubmitted(atWallet, 'swap', { txHash: '' }, 3)).toThrow(/without a hash/);
  });

  it('a rejection stops the execution at its step; a retry starts the step over', () => {
    const atWallet = stepAtWallet(
      stepPreparing(startExecution(ROUTE, [SWAP], START), 'swap', 1),
      'swap',
      {},
      2,
    );
    const rejected = stepFailed(
      atWallet,
      'swap',
      { code: 'USER_REJECTED', message: 'Rejected.' },
      3,
    );
    expect(rejected.status).toBe('stopped');
    expect(rejected.steps[0]).toMatchObject({ phase: 'failed', error: { code: 'USER_REJECTED' } });
    const retried = stepPreparing(rejected, 'swap', 4);
    expect(retried.status).toBe('running');
    expect(retried.steps[0]?.error).toBeUndefined();
    expect(retried.steps[0]?.startedAt).toBe(1);
  });

  it('a wrong chain is its own phase, then back to preparing once switched', () => {
    const preparing = stepPreparing(startExecution(ROUTE, [SWAP], START), 'swap', 1);
    const switching = stepSwitchingChain(preparing, 'swap', 2);
    expect(switching.steps[0]?.phase).toBe('switching-chain');
    expect(stepPreparing(switching, 'swap', 3).steps[0]?.phase).toBe('preparing');
  });

  it('the service saying failed, or partial success, ends the step accordingly', () => {
    const submitted = happyPath()[6] as Execution;
    const failed = stepStatus(submitted, 'swap', status('failed'), 9);
    expect(failed.status).toBe('stopped');
    expect(failed.steps[1]?.error?.message).toBe(
      'The routing service reports that this step failed.',
    );
    const partial = stepStatus(submitted, 'swap', status('partial-success'), 9);
    expect(partial.status).toBe('partial');
    expect(partial.steps[1]?.phase).toBe('done');
    // The service named no token: what arrived is unknown, and that is settled.
    expect(partial.received).toBeUndefined();
    expect(partial.settledAt).toBe(9);
  });

  it('partial success keeps what the service says arrived, in the token that arrived', () => {
    const submitted = happyPath()[6] as Execution;
    const baseUsdc = asset({ symbol: 'USDC', chainId: '31338', address: '0xUSDC', decimals: 6 });
    const partial = stepStatus(
      submitted,
      'swap',
      status('partial-success', { outputAmount: 29_950_000n, outputToken: baseUsdc }),
      9,
    );
    expect(partial.steps[1]).toMatchObject({ outputAmount: 29_950_000n, outputToken: baseUsdc });
    expect(partial.received).toEqual({
      amount: 29_950_000n,
      symbol: 'USDC',
      decimals: 6,
      token: baseUsdc,
    });
    expect(partial.settledAt).toBe(9);
    // An amount without its token is not said to be of any token.
    const amountOnly = stepStatus(
      submitted,
      'swap',
      status('partial-success', { outputAmount: 1n }),
      9,
    );
    expect(amountOnly.received).toBeUndefined();
  });

  it('a known hash is never replaced, except by the wallet replacing the transaction', () => {
    const submitted = happyPath()[5] as Execution;
    const replaced = stepSubmitted(submitted, 'swap', { txHash: '0xSPEDUP' }, 6);
    expect(replaced.steps[1]?.txHash).toBe('0xSPEDUP');
  });

  it('an expired quote ends the execution for good', () => {
    expect(executionFailed(startExecution(ROUTE, [SWAP], START), 1).status).toBe('failed');
  });

  it('refuses a route without steps', () => {
    expect(() => startExecution(ROUTE, [], START)).toThrow(TransitionError);
  });
});

describe('stepEffectSimulated', () => {
  const EFFECT = {
    changes: [{ asset: '0xUSDC', delta: -250n }],
    grants: [{ asset: '0xUSDC', spender: '0xROUTER', amount: 250n }],
  };
  const preparing = () => stepPreparing(startExecution(ROUTE, [SWAP], START), 'swap', 1);

  it('keeps the effect on the step being prepared, and through its prompt', () => {
    const shown = stepEffectSimulated(preparing(), 'swap', EFFECT, 2);
    expect(shown.steps[0]).toMatchObject({ phase: 'preparing', effect: EFFECT });
    expect(shown.updatedAt).toBe(2);
    const atWallet = stepAtWallet(shown, 'swap', { nonce: 1 }, 3);
    expect(atWallet.steps[0]?.effect).toEqual(EFFECT);
  });

  it('is set only while the step is prepared, and forgotten when it is prepared again', () => {
    const waiting = startExecution(ROUTE, [SWAP], START);
    expect(() => stepEffectSimulated(waiting, 'swap', EFFECT, 1)).toThrow(TransitionError);
    const atWallet = stepAtWallet(
      stepEffectSimulated(preparing(), 'swap', EFFECT, 2),
      'swap',
      {},
      3,
    );
    expect(() => stepEffectSimulated(atWallet, 'swap', EFFECT, 4)).toThrow(TransitionError);
    const failed = stepFailed(atWallet, 'swap', { code: 'USER_REJECTED', message: 'no' }, 5);
    expect(stepPreparing(failed, 'swap', 6).steps[0]?.effect).toBeUndefined();
  });
});

describe('routeRequoted', () => {
  const SMALLER = route({ routeId: 'r2', minOutputAmount: 19_700_000n });
  const NEW_SWAP = step({ stepId: 'r2:0' });
  const preparing = stepPreparing(startExecution(ROUTE, [SWAP], START), 'swap', 1);

  it('replaces the route and its steps, keeping the execution, its confirmed minimum and what it replaced', () => {
    const once = routeRequoted(preparing, SMALLER, [NEW_SWAP], { size: 1400, maxAccounts: 15 }, 2);
    expect(once).toMatchObject({
      id: 'r1',
      route: { routeId: 'r2' },
      status: 'running',
      confirmedMinOutput: ROUTE.minOutputAmount,
      requotes: [{ replacedRouteId: 'r1', size: 1400, maxAccounts: 15, at: 2 }],
      updatedAt: 2,
    });
    expect(once.steps.map((s) => [s.stepId, s.phase])).toEqual([['r2:0', 'waiting']]);
    const third = route({ routeId: 'r3' });
    const twice = routeRequoted(
      stepPreparing(once, 'r2:0', 3),
      third,
      [step({ stepId: 'r3:0' })],
      { size: 1300, maxAccounts: 11 },
      4,
    );
    expect(twice.requotes?.map((r) => [r.replacedRouteId, r.maxAccounts])).toEqual([
      ['r1', 15],
      ['r2', 11],
    ]);
    expect(twice.confirmedMinOutput).toBe(ROUTE.minOutputAmount);
    expect(preparing.route.routeId).toBe('r1');
  });

  it('never replaces a route the wallet may have signed for, nor one that is not running', () => {
    const atWallet = stepAtWallet(preparing, 'swap', {}, 2);
    const requote = { size: 1400, maxAccounts: 15 };
    expect(() => routeRequoted(atWallet, SMALLER, [NEW_SWAP], requote, 3)).toThrow(/may be signed/);
    const stopped = stepFailed(preparing, 'swap', { code: 'UNKNOWN', message: 'x' }, 2);
    expect(() => routeRequoted(stopped, SMALLER, [NEW_SWAP], requote, 3)).toThrow(TransitionError);
    expect(() => routeRequoted(preparing, SMALLER, [], requote, 3)).toThrow(TransitionError);
  });
});
