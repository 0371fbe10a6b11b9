import type { PersistStorage, StorageValue } from 'zustand/middleware';
import type { ExecutionStoreState } from '../executionStore';
import type { Execution } from '../model';

/**
 * Last-writer safety for the executions every tab of a widget keeps in one storage key. Each tab
 * holds a copy in memory and writes the whole of it; a tab that writes (a new swap, an execution
 * given up) from a copy older than what another tab stored since would put old records back over
 * newer ones: a lost hash, a step that seems never signed. So:
 *
 * - an execution is changed only by the tab that holds its lease (`leasedRuns.ts`);
 * - reading storage (another tab wrote), the tab takes every execution as stored, except the ones
 *   it holds: it is their only writer, its copy is never older (`keptOnRead`);
 * - writing, it merges with what is stored now, against what it saw there last (its base): the
 *   executions it holds are written as it has them; for the others, storage wins unless this tab
 *   removed one that nobody changed since, or a copy here is newer (`keptOnWrite`).
 */

/** Whether this tab holds the lease of execution `id`. */
export type Holds = (id: string) => boolean;

/** Reading another tab's write: everything as stored, except what this tab holds. */
export function keptOnRead(
  stored: Record<string, Execution>,
  current: Record<string, Execution>,
  holds: Holds,
): Record<string, Execution> {
  const kept = { ...stored };
  for (const [id, execution] of Object.entries(current)) {
    if (holds(id)) kept[id] = execution;
  }
  return kept;
}

/**
 * What this tab writes: its own copy merged with what is stored now (`theirs`), given the
 * `updatedAt` of every execution it saw stored last (`base`).
 */
export function keptOnWrite({
  ours,
  theirs,
  base,
  holds,
}: {
  ours: Record<string, Execution>;
  theirs: Record<string, Execution>;
  base: ReadonlyMap<string, number>;
  holds: Holds;
}): Record<string, Execution> {
  const kept: Record<string, Execution> = {};
  for (const id of new Set([...Object.keys(theirs), ...Object.keys(ours)])) {
    const mine = ours[id];
    const stored = theirs[id];
    let chosen: Execution | undefined;
    if (holds(id)) chosen = mine ?? stored;
    // Stored no more: another tab removed it since this one looked (else it is new here).
    else if (!stored) chosen = base.has(id) ? undefined : mine;
    // Removed here: gone, unless another tab changed it since this one looked.
    else if (!mine) chosen = base.get(id) === stored.updatedAt ? undefined : stored;
    else chosen = mine.updatedAt > stored.updatedAt ? mine : stored;
    if (chosen) kept[id] = chosen;
  }
  return kept;
}

/**
 * The executions' persist storage, merging every write with what other tabs stored
 * (`keptOnWrite`). `read` turns a stored state into the executions it holds, checked as on load.
 * Storage that answers asynchronously is written as is (localStorage never does).
 */
export function keepOtherTabsWrites(
  storage: PersistStorage<ExecutionStoreState>,
  read: (state: unknown) => Record<string, Execution>,
  holds: Holds,
): PersistStorage<ExecutionStoreState> {
  let base: ReadonlyMap<string, number> = new Map();
  const look = (executions: Record<string, Execution>) => {
    base = new Map(Object.values(executions).map((e) => [e.id, e.updatedAt]));
  };
  const stored = (name: string): StorageValue<ExecutionStoreState> | null | undefined => {
    const value = storage.getItem(name);
    return isPromiseLike(value) ? undefined : value;
  };
  return {
    getItem(name) {
      const value = storage.getItem(name);
      if (!isPromiseLike(value)) look(value ? read(value.state) : {});
      return value;
    },
    setItem(name, value) {
      const now = stored(name);
      // Nothing stored: another tab may have cleared it all. Another version: not ours to merge.
      const theirs =
        now === null ? {} : now && now.version === value.version ? read(now.state) : undefined;
      const executions = theirs
        ? keptOnWrite({ ours: value.state.executions, theirs, base, holds })
        : value.state.executions;
      look(executions);
      return storage.setItem(name, { ...value, state: { ...value.state, executions } });
    },
    removeItem: (name) => storage.removeItem(name),
  };
}

function isPromiseLike<T>(value: T | PromiseLike<T>): value is PromiseLike<T> {
  return typeof (value as { then?: unknown } | null)?.then === 'function';
}
