import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../state/persistedStorage';
import { route, step } from '../test/routeFixtures';
import {
  activeExecution,
  createExecutionStore,
  executionsStorageKey,
  MAX_STORED_EXECUTIONS,
  putExecution,
} from './executionStore';
import type { Execution } from './model';
import {
  executionFailed,
  startExecution,
  stepAtWallet,
  stepPreparing,
  stepSubmitted,
} from './transitions';

/** How the storage codec writes bigints. */
const stored = (value: unknown): unknown =>
  JSON.parse(JSON.stringify(value, (_, v) => (typeof v === 'bigint' ? { $bigint: String(v) } : v)));
const KEY = executionsStorageKey('test:http://127.0.0.1:8787');

function submitted(routeId: string, now = 1): Execution {
  const swap = step({ stepId: `${routeId}:0`, inputAmount: 10n ** 18n });
  let e = startExecution(route({ routeId }), [swap], { recipient: '0xUSER', now: 0 });
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

  it('drops stored records that do not hold together instead of resuming them', async () => {
    const good = submitted('r1');
    const tampered = { ...submitted('r2'), id: 'r3' };
    const badPhase = submitted('r4');
    const broken = { ...badPhase, steps: [{ ...badPhase.steps[0], phase: 'signing-anything' }] };
    const storage = memoryStorage({
      [KEY]: JSON.stringify({
        version: 1,
        state: {
          executions: {
            r1: stored(good),
            r2: stored(tampered),
            r4: stored(broken),
            r5: 'nonsense',
          },
        },
      }),
    });
    const store = createExecutionStore({ storageKey: KEY, storage });
    await store.persist.rehydrate();
    expect(Object.keys(store.getState().executions)).toEqual(['r1']);
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
});
