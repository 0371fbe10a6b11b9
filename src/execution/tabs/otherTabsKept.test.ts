import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../state/persistedStorage';
import { route, step } from '../../test/routeFixtures';
import { createExecutionStore, putExecution, removeExecution } from '../executionStore';
import type { Execution } from '../model';
import {
  executionFailed,
  startExecution,
  stepAtWallet,
  stepPreparing,
  stepSubmitted,
} from '../transitions';
import { keptOnRead, keptOnWrite } from './otherTabsKept';
import { syncFromStorage } from './syncFromStorage';

const started = (id: string, now: number) =>
  startExecution(route({ routeId: id }), [step({ stepId: 'swap' })], { recipient: '0xme', now });
/** `id` sent, its hash saved at `now`. */
const sent = (id: string, now: number) => {
  const atWallet = stepAtWallet(stepPreparing(started(id, 1), 'swap', 2), 'swap', { nonce: 5 }, 3);
  return stepSubmitted(atWallet, 'swap', { txHash: '0xabc' }, now);
};
const byId = (...list: Execution[]) => Object.fromEntries(list.map((e) => [e.id, e]));
const holding =
  (...ids: string[]) =>
  (id: string) =>
    ids.includes(id);

/** Two tabs of one widget: stores on one storage, each with the ids whose lease it holds. */
function twoTabs() {
  const storage = memoryStorage();
  const tab = () => {
    const held = new Set<string>();
    const store = createExecutionStore({ storageKey: 'k', storage, holds: (id) => held.has(id) });
    return { store, held };
  };
  return { storage, a: tab(), b: tab() };
}

describe('last-writer safety between tabs', () => {
  it("reading another tab's write takes everything as stored, except what this tab runs", () => {
    const stored = byId(started('x', 1), sent('y', 9));
    const current = byId(sent('x', 9), started('y', 1));
    expect(keptOnRead(stored, current, holding('x'))).toEqual(byId(sent('x', 9), sent('y', 9)));
  });

  it('writing keeps what this tab runs as it has it, and another tab’s newer records over its older copies', () => {
    const kept = keptOnWrite({
      ours: byId(sent('mine', 9), started('theirs', 1)),
      theirs: byId(started('mine', 1), sent('theirs', 9)),
      base: new Map([
        ['mine', 1],
        ['theirs', 1],
      ]),
      holds: holding('mine'),
    });
    expect(kept).toEqual(byId(sent('mine', 9), sent('theirs', 9)));
  });

  it('a removal stays a removal, unless the other side changed the record since this tab saw it', () => {
    const finished = executionFailed(started('old', 1), 5);
    const base = new Map([['old', 5]]);
    // Removed here (say, history cleared) and untouched there: gone.
    expect(keptOnWrite({ ours: {}, theirs: byId(finished), base, holds: holding() })).toEqual({});
    // Removed here, but another tab changed it after this one looked: kept.
    const changed = { ...finished, updatedAt: 8 };
    expect(keptOnWrite({ ours: {}, theirs: byId(changed), base, holds: holding() })).toEqual(
      byId(changed),
    );
    // Removed by another tab since this one looked: not put back.
    expect(keptOnWrite({ ours: byId(finished), theirs: {}, base, holds: holding() })).toEqual({});
    // New here (never stored): written.
    expect(
      keptOnWrite({ ours: byId(finished), theirs: {}, base: new Map(), holds: holding() }),
    ).toEqual(byId(finished));
  });

  it('a follower that writes its own swap from an old copy does not put it back over the running tab’s hash', async () => {
    const { storage, a, b } = twoTabs();
    a.held.add('x');
    putExecution(a.store, started('x', 1));
    await b.store.persist.rehydrate(); // b saw x started
    putExecution(a.store, sent('x', 9)); // a saved the hash; b has not read it yet

    b.held.add('y');
    putExecution(b.store, started('y', 10)); // b's own swap, written with its old copy of x

    const fresh = createExecutionStore({ storageKey: 'k', storage });
    await fresh.persist.rehydrate();
    expect(fresh.getState().executions.x?.steps[0]?.txHash).toBe('0xabc');
    expect(fresh.getState().executions.y).toBeDefined();
    // And b, reading again, holds both as stored.
    syncFromStorage(b.store);
    expect(b.store.getState().executions.x?.steps[0]?.txHash).toBe('0xabc');
  });

  it('the running tab does not lose its own newer record when another tab writes an older one', async () => {
    const { storage, a, b } = twoTabs();
    a.held.add('x');
    putExecution(a.store, started('x', 1));
    await b.store.persist.rehydrate();
    putExecution(a.store, sent('x', 9));
    // Some writer without this module's care (an older widget version) puts x back as it was.
    const careless = createExecutionStore({ storageKey: 'k', storage });
    careless.setState({ executions: byId(started('x', 1)) });
    syncFromStorage(a.store);
    expect(a.store.getState().executions.x?.steps[0]?.txHash).toBe('0xabc');
    // Its next write puts the hash back.
    putExecution(a.store, { ...a.store.getState().executions.x!, updatedAt: 10 });
    syncFromStorage(b.store);
    expect(b.store.getState().executions.x?.steps[0]?.txHash).toBe('0xabc');
  });

  it('a history entry removed in one tab stays removed after the other tab writes', async () => {
    const { a, b } = twoTabs();
    putExecution(a.store, executionFailed(started('old', 1), 5));
    await b.store.persist.rehydrate();
    removeExecution(a.store, 'old');
    b.held.add('y');
    putExecution(b.store, started('y', 10));
    syncFromStorage(a.store);
    expect(Object.keys(a.store.getState().executions)).toEqual(['y']);
  });
});
