import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../state/persistedStorage';
import { asset, route, step } from '../test/routeFixtures';
import {
  activeExecution,
  compacted,
  createExecutionStore,
  EXECUTIONS_STORAGE_VERSION,
  executionsStorageKey,
  MAX_STORED_EXECUTIONS,
  putExecution,
} from './executionStore';
import type { Execution } from './model';
import {
  executionFailed,
  routeRequoted,
  startExecution,
  stepAtWallet,
  stepAwaitsWallet,
  stepPreparing,
  stepSubmitted,
} from './transitions';

/** How the storage codec writes bigints. */
const stored = (value: unknown): unknown =>
  JSON.parse(JSON.stringify(value, (_, v) => (typeof v === 'bigint' ? { $bigint: String(v) } : v)));
const KEY = executionsStorageKey('test:http://127.0.0.1:8787');
/** The fields of a quote request besides the amount. */
const REQUEST_FIELDS = {
  fromChainId: '31337',
  fromAssetAddress: '0xA',
  toChainId: '31337',
  toAssetAddress: '0xB',
  userWalletAddress: '0xUSER',
};

function submitted(routeId: string, now = 1): Execution {
  const swap = step({ stepId: `${routeId}:0`, inputAmount: 10n ** 18n });
  let e = startExecution(route({ routeId, inputAmount: 10n ** 18n }), [swap], {
    recipient: '0xUSER',
    now: 0,
  });
  e = stepPreparing(e, swap.stepId, now);
  e = stepAtWallet(e, swap.stepId, { nonce: 3 }, now);
  return stepSubmitted(e, swap.stepId, { txHash: '0xHASH' }, now);
}

describe('execution store', () => {
  it('survives a reload with bigints, hashes and nonces intact', async () => {
    const storage = memoryStorage();
    const first = createExecutionStore({ storageKey: KEY, storage });
    putExecution(first, submitted('r1'));
    expect(storage.data.get(KEY)).toContain('"$bigint"');

    const reloaded = createExecutionStore({ storageKey: KEY, storage });
    await reloaded.persist.rehydrate();
    const active = activeExecution(reloaded.getState());
    expect(active?.id).toBe('r1');
    expect(active?.steps[0]).toMatchObject({ phase: 'submitted', txHash: '0xHASH', nonce: 3 });
    expect(active?.steps[0]?.step.inputAmount).toBe(10n ** 18n);
  });

  it("drops a record in flight whose steps no longer carry out its route (a step's amount raised)", async () => {
    const storage = memoryStorage();
    putExecution(createExecutionStore({ storageKey: KEY, storage }), submitted('r1'));
    const text = storage.data.get(KEY) ?? '';
    // What a script on the page writes: the swap's input raised to 2^255, the route's left.
    const raised = JSON.parse(text);
    raised.state.executions.r1.steps[0].step.inputAmount = { $bigint: String(2n ** 255n) };
    storage.data.set(KEY, JSON.stringify(raised));
    const reloaded = createExecutionStore({ storageKey: KEY, storage });
    await reloaded.persist.rehydrate();
    expect(reloaded.getState().executions).toEqual({});
  });

  it('drops stored records that do not hold together instead of resuming them', async () => {
    const good = submitted('r1');
    const tampered = { ...submitted('r2'), id: 'r3' };
    const badPhase = submitted('r4');
    const broken = { ...badPhase, steps: [{ ...badPhase.steps[0], phase: 'signing-anything' }] };
    // Waiting for a wallet: of the step's own network (evm), never another one.
    const waiting = stepAwaitsWallet(submitted('r6'), 'r6:0', true, 2);
    const otherWallet = submitted('r7');
    const wrongWallet = {
      ...otherWallet,
      steps: [{ ...otherWallet.steps[0], awaitsWallet: 'sol' }],
    };
    const storage = memoryStorage({
      [KEY]: JSON.stringify({
        version: 2,
        state: {
          executions: {
            r1: stored(good),
            r2: stored(tampered),
            r4: stored(broken),
            r5: 'nonsense',
            r6: stored(waiting),
            r7: stored(wrongWallet),
          },
        },
      }),
    });
    const store = createExecutionStore({ storageKey: KEY, storage });
    await store.persist.rehydrate();
    expect(Object.keys(store.getState().executions)).toEqual(['r1', 'r6']);
    expect(store.getState().executions.r6?.steps[0]?.awaitsWallet).toBe('evm');
  });

  it('keeps what a partial success delivered, and drops a record whose amount received is not one', async () => {
    const baseUsdc = asset({ symbol: 'USDC', chainId: '31338', address: '0xUSDC', decimals: 6 });
    const partial: Execution = {
      ...submitted('p1'),
      status: 'partial',
      received: { amount: 29_950_000n, symbol: 'USDC', decimals: 6, token: baseUsdc },
    };
    const textAmount = { ...partial, id: 'p2', route: { ...partial.route, routeId: 'p2' } };
    const badToken = { ...partial, id: 'p3', route: { ...partial.route, routeId: 'p3' } };
    const storage = memoryStorage({
      [KEY]: JSON.stringify({
        version: 2,
        state: {
          executions: {
            p1: stored(partial),
            p2: {
              ...(stored(textAmount) as object),
              received: { ...partial.received, amount: '1' },
            },
            p3: {
              ...(stored(badToken) as object),
              received: {
                ...partial.received,
                amount: { $bigint: '1' },
                token: { chainId: 31338 },
              },
            },
          },
        },
      }),
    });
    const store = createExecutionStore({ storageKey: KEY, storage });
    await store.persist.rehydrate();
    expect(Object.keys(store.getState().executions)).toEqual(['p1']);
    expect(store.getState().executions.p1?.received).toEqual(partial.received);
  });

  it('keeps the quote request and the re-quotes of an execution across a reload', async () => {
    const request = {
      fromChainId: 'sol',
      fromAssetAddress: 'USDC',
      toChainId: 'sol',
      toAssetAddress: 'SOL',
      amount: { inputAmount: 40_000_000n },
      userWalletAddress: 'User',
      lite: true,
      include: ['galaxy'],
    };
    const first = route({ routeId: 'r1' });
    const swap = step({ stepId: 'r1:0' });
    const started = stepPreparing(
      startExecution(first, [swap], { recipient: 'User', request, now: 0 }),
      swap.stepId,
      1,
    );
    const requoted = routeRequoted(
      started,
      route({ routeId: 'r2' }),
      [step({ stepId: 'r2:0' })],
      { size: 1400, maxAccounts: 15 },
      2,
    );
    const storage = memoryStorage();
    putExecution(createExecutionStore({ storageKey: KEY, storage }), requoted);
    const reloaded = createExecutionStore({ storageKey: KEY, storage });
    await reloaded.persist.rehydrate();
    expect(reloaded.getState().executions.r1).toEqual(requoted);
  });

  it('keeps version 1 records, which cannot be re-quoted, and drops broken re-quote data', async () => {
    const v1 = submitted('r1');
    const requoted = routeRequoted(
      stepPreparing(
        startExecution(route({ routeId: 'r2' }), [step({ stepId: 'r2:0' })], {
          recipient: '0xUSER',
          now: 0,
        }),
        'r2:0',
        1,
      ),
      route({ routeId: 'r3' }),
      [step({ stepId: 'r3:0' })],
      { size: 1400, maxAccounts: 15 },
      2,
    );
    const load = async (version: number, executions: Record<string, unknown>) => {
      const storage = memoryStorage({
        [KEY]: JSON.stringify({ version, state: { executions } }),
      });
      const store = createExecutionStore({ storageKey: KEY, storage });
      await store.persist.rehydrate();
      return Object.keys(store.getState().executions);
    };
    expect(await load(1, { r1: stored(v1) })).toEqual(['r1']);
    expect(await load(0, { r1: stored(v1) })).toEqual([]);
    expect(
      await load(2, {
        r1: stored(v1),
        r2: stored(requoted),
        // The route is not the one the re-quotes lead to, or the request is not one.
        r4: stored({ ...requoted, id: 'r4' }),
        r5: stored({ ...submitted('r5'), request: { fromChainId: 'sol' } }),
        r6: stored({ ...submitted('r6'), requotes: [] }),
      }),
    ).toEqual(['r1', 'r2']);
  });

  it('reads the version before as it is, and keeps or drops Speed up and Cancel data', async () => {
    const sped = submitted('r2');
    const speedUp = { kind: 'speed-up', hash: '0xFAST', replaces: '0xHASH', at: 40 };
    const cancelled = {
      ...submitted('r3'),
      status: 'cancelled',
      cancelFee: 21_000n,
      steps: [{ ...submitted('r3').steps[0], phase: 'cancelled', txHash: '0xCANCEL' }],
    };
    const badKind = submitted('r4');
    const executions = {
      r1: stored(submitted('r1')),
      r2: stored({ ...sped, steps: [{ ...sped.steps[0], replacements: [speedUp] }] }),
      r3: stored(cancelled),
      r4: stored({
        ...badKind,
        steps: [{ ...badKind.steps[0], replacements: [{ ...speedUp, kind: 'swap' }] }],
      }),
      r5: stored({ ...cancelled, cancelFee: '21000' }),
    };
    const older = { r1: executions.r1 };
    const read = async (version: number, state: object) => {
      const storage = memoryStorage({
        [KEY]: JSON.stringify({ version, state: { executions: state } }),
      });
      const store = createExecutionStore({ storageKey: KEY, storage });
      await store.persist.rehydrate();
      return store.getState().executions;
    };
    expect(Object.keys(await read(EXECUTIONS_STORAGE_VERSION - 1, older))).toEqual(['r1']);
    const kept = await read(EXECUTIONS_STORAGE_VERSION, executions);
    expect(Object.keys(kept)).toEqual(['r1', 'r2', 'r3']);
    expect(kept.r2?.steps[0]?.replacements).toEqual([speedUp]);
    expect(kept.r3).toMatchObject({ status: 'cancelled', cancelFee: 21_000n });
    // A later version than this code knows is not interpreted.
    expect(await read(EXECUTIONS_STORAGE_VERSION + 1, older)).toEqual({});
  });

  it('keeps the simulated effect of a step, with its amounts, and drops a record whose effect is not one', async () => {
    const effect = {
      changes: [
        { asset: '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE', delta: -(10n ** 16n) },
        { asset: '0xUSDC', delta: 29_950_000n },
      ],
      grants: [
        { asset: '0xUSDC', spender: '0xROUTER', amount: 25_000_000n },
        { asset: '0xNFT', spender: '0xMARKET', amount: 'all' },
      ],
    };
    const withEffect = (id: string, value: unknown) => {
      const e = submitted(id);
      return stored({ ...e, steps: [{ ...e.steps[0], effect: value }] });
    };
    const storage = memoryStorage({
      [KEY]: JSON.stringify({
        version: EXECUTIONS_STORAGE_VERSION,
        state: {
          executions: {
            r1: withEffect('r1', effect),
            r2: withEffect('r2', { ...effect, changes: [{ asset: '0xUSDC', delta: '-1' }] }),
            r3: withEffect('r3', { ...effect, grants: [{ asset: '0xUSDC', amount: 5n }] }),
            r4: withEffect('r4', { changes: effect.changes }),
            r5: withEffect('r5', { ...effect, grants: [{ ...effect.grants[0], amount: 'some' }] }),
          },
        },
      }),
    });
    const store = createExecutionStore({ storageKey: KEY, storage });
    await store.persist.rehydrate();
    const kept = store.getState().executions;
    expect(Object.keys(kept)).toEqual(['r1']);
    expect(kept.r1?.steps[0]?.effect).toEqual(effect);
  });

  it('keeps the newest unfinished execution as the active one, and bounds what it keeps', () => {
    const store = createExecutionStore({ storageKey: KEY, storage: memoryStorage() });
    for (let i = 0; i < MAX_STORED_EXECUTIONS + 5; i++) {
      putExecution(store, executionFailed(submitted(`old${i}`, i), i));
    }
    putExecution(store, submitted('live', 1_000));
    const ids = Object.keys(store.getState().executions);
    expect(ids).toHaveLength(MAX_STORED_EXECUTIONS);
    expect(ids).toContain('live');
    expect(activeExecution(store.getState())?.id).toBe('live');
  });
  it('keeps up to 50 executions as the swap history, dropping the oldest finished ones first', () => {
    expect(MAX_STORED_EXECUTIONS).toBe(50);
    const store = createExecutionStore({ storageKey: KEY, storage: memoryStorage() });
    putExecution(store, submitted('oldest-live', 0));
    for (let i = 1; i <= MAX_STORED_EXECUTIONS + 2; i++) {
      putExecution(store, executionFailed(submitted(`old${i}`, i), i));
    }
    const ids = Object.keys(store.getState().executions);
    expect(ids).toHaveLength(MAX_STORED_EXECUTIONS);
    // One in flight is never dropped, however old.
    expect(ids).toContain('oldest-live');
    expect(ids).not.toContain('old1');
    expect(ids).not.toContain('old3');
    expect(ids).toContain('old4');
  });

  it('stores a finished execution without what only running it needed; history reads it back', async () => {
    const storage = memoryStorage();
    const store = createExecutionStore({ storageKey: KEY, storage });
    const fee = {
      type: 'NETWORK' as const,
      rawType: 'NETWORK',
      token: route({ routeId: 'x' }).from,
      amount: 1n,
    };
    const started = submitted('r1');
    const running: Execution = {
      ...started,
      request: { ...REQUEST_FIELDS, amount: { inputAmount: 1n } },
      route: { ...started.route, fees: [fee] },
      steps: started.steps.map((s) => ({
        ...s,
        step: { ...s.step, fees: [fee] },
        solanaSigned: { signed: 'AAAA', lastValidBlockHeight: 1 },
      })),
    };
    putExecution(store, running);
    const whole = storage.data.get(KEY)?.length ?? 0;
    const done: Execution = {
      ...running,
      status: 'done',
      received: { amount: 5n, symbol: 'USDC', decimals: 6 },
      steps: running.steps.map((s) => ({ ...s, phase: 'done', srcTxnUrl: 'http://x.test/tx/1' })),
      updatedAt: 9,
    };
    putExecution(store, done);
    expect(storage.data.get(KEY)?.length).toBeLessThan(whole);
    // In memory nothing changes: only what is written is compacted.
    expect(store.getState().executions.r1).toBe(done);

    const reloaded = createExecutionStore({ storageKey: KEY, storage });
    await reloaded.persist.rehydrate();
    const back = reloaded.getState().executions.r1;
    expect(back).toEqual(compacted(done));
    expect(back).toMatchObject({
      status: 'done',
      received: { amount: 5n },
      route: { routeId: 'r1', steps: [], fees: [], inputAmount: done.route.inputAmount },
      steps: [{ phase: 'done', txHash: '0xHASH', srcTxnUrl: 'http://x.test/tx/1' }],
    });
    expect(back?.request).toBeUndefined();
    expect(back?.steps[0]?.solanaSigned).toBeUndefined();
  });
});
