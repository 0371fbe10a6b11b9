import type { ExecutionStore } from '../executionStore';

/** Stores being re-read from storage right now (their changes come from another tab). */
const syncing = new WeakSet<ExecutionStore>();

/**
 * Re-reads `store` from its storage, where another tab may have written: synchronous with
 * localStorage. What it changes is marked (`isSyncing`) while it is applied, so watchers can tell
 * another tab's changes from this tab's own. The store's `merge` keeps what this tab runs.
 */
export function syncFromStorage(store: ExecutionStore): void {
  syncing.add(store);
  try {
    void store.persist.rehydrate();
  } finally {
    syncing.delete(store);
  }
}

/** True while `store` is being changed by `syncFromStorage`. */
export function isSyncing(store: ExecutionStore): boolean {
  return syncing.has(store);
}

/**
 * Follows what other tabs write under `key` (zustand's persist does not: each tab keeps its own
 * copy): the browser's `storage` event fires in every other tab of the origin after a write, and
 * the store is read again. `onSync` runs after each. Answers the function that stops following.
 */
export function followOtherTabs(
  store: ExecutionStore,
  key: string,
  target: EventTarget,
  onSync: () => void = () => {},
): () => void {
  const listener = (event: Event) => {
    const changed = (event as StorageEvent).key;
    // `null`: the whole storage was cleared.
    if (changed !== key && changed !== null) return;
    syncFromStorage(store);
    onSync();
  };
  target.addEventListener('storage', listener);
  return () => target.removeEventListener('storage', listener);
}
