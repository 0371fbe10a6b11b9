import type { ExecutionStore, ExecutionStoreState } from '../executionStore';
import type { Execution } from '../model';
import { markTab } from './markTab';
import { isSyncing } from './syncFromStorage';
import type { TabStateStore } from './tabState';

/**
 * Storage and other tabs are untrusted input: anything on the page can write the stored
 * executions, and another tab's record says only what that tab (or a script) wrote. So a record
 * never opens a wallet prompt by itself. An execution asks the wallet in this tab only once the
 * person approved it here (Confirm swap, Resume swap on a screen that restates its terms, Try
 * again), and only as long as its record is the one they approved: a change read from storage
 * (a `storage` event, a lease taken over) withdraws the approval, and what was already sent is
 * then followed without a click while the next signature waits for the person again.
 */
export function approve(tabs: TabStateStore, id: string): void {
  markTab(tabs, 'approved', id, true);
}

export function isApproved(tabs: TabStateStore, id: string): boolean {
  return tabs.getState().approved.has(id);
}

/**
 * Withdraws the approval of every execution whose record a read from storage changed; `onChange`
 * runs after any such read (a run may now have something to follow). Answers the unsubscribe.
 */
export function withdrawOnOutsideChange(
  store: ExecutionStore,
  tabs: TabStateStore,
  onChange: () => void,
): () => void {
  return store.subscribe((state, previous) => {
    if (!isSyncing(store) || state.executions === previous.executions) return;
    for (const id of tabs.getState().approved) {
      if (!sameRecord(state, previous, id)) markTab(tabs, 'approved', id, false);
    }
    onChange();
  });
}

function sameRecord(a: ExecutionStoreState, b: ExecutionStoreState, id: string): boolean {
  const x = a.executions[id];
  const y = b.executions[id];
  return x === y || (x !== undefined && y !== undefined && fingerprint(x) === fingerprint(y));
}

/** The record's whole content: read back from storage, a record is a new object every time. */
function fingerprint(execution: Execution): string {
  return JSON.stringify(execution, (_, v) => (typeof v === 'bigint' ? `${v}n` : v));
}
