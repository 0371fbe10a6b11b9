import type { ExecutionStore } from '../executionStore';
import { markTab } from './markTab';
import { syncFromStorage } from './syncFromStorage';
import type { TabLocks } from './tabLocks';
import type { TabStateStore } from './tabState';

/**
 * One route, one tab: an execution runs only in the tab that holds its lease, and the others
 * follow it read-only until the lease is free (the holder finished, stopped, closed or died),
 * then look again. What the engine does under the lease is the caller's (`runExecution`, with
 * the same never-twice rules as after a reload).
 */
export interface LeasedRuns {
  /**
   * Runs `work` on execution `id` holding its lease, if no tab holds it now, and answers true
   * once done. The store is read again from storage first: a tab that takes over resumes from what
   * was stored last, never from an older copy in its memory. False, without running, when
   * another tab (or this one) holds it.
   */
  tryRun(
    id: string,
    work: (lost: AbortSignal, confirm: () => void) => Promise<void>,
  ): Promise<boolean>;
  /**
   * Marks `id` as run in another tab until its lease is free, then calls `onFree` (holding
   * nothing: the caller tries again). One follow per id at a time; `signal` ends it.
   */
  follow(id: string, signal: AbortSignal, onFree: () => void): void;
  /** Whether another tab holds the lease of `id` now. */
  heldElsewhere(id: string): Promise<boolean>;
}

export function createLeasedRuns({
  locks,
  lockName,
  store,
  tabs,
}: {
  locks: TabLocks;
  lockName: (id: string) => string;
  store: ExecutionStore;
  tabs: TabStateStore;
}): LeasedRuns {
  const following = new Set<string>();
  const heldHere = (id: string) => tabs.getState().held.has(id);
  return {
    async tryRun(id, work) {
      if (heldHere(id)) return false;
      return locks.ifAvailable(lockName(id), async (lost, confirm) => {
        // Before it is marked held: the stored record wins over the copy in memory.
        syncFromStorage(store);
        markTab(tabs, 'elsewhere', id, false);
        markTab(tabs, 'held', id, true);
        try {
          await work(lost, confirm);
        } finally {
          markTab(tabs, 'held', id, false);
        }
      });
    },
    follow(id, signal, onFree) {
      if (following.has(id) || heldHere(id)) return;
      following.add(id);
      markTab(tabs, 'elsewhere', id, true);
      const end = () => {
        following.delete(id);
        markTab(tabs, 'elsewhere', id, false);
      };
      locks.whenFree(lockName(id), signal).then(() => {
        end();
        onFree();
      }, end);
    },
    async heldElsewhere(id) {
      return !heldHere(id) && (await locks.isHeld(lockName(id)));
    },
  };
}
