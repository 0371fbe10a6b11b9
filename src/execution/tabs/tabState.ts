import { createStore } from 'zustand/vanilla';

/**
 * Which executions this tab runs and which another tab runs, by id, as far as this tab knows:
 * the runs mark them (`leasedRuns.ts`), the store keeps what this tab runs from being overwritten
 * by what another tab wrote (`otherTabsKept.ts`), and the progress panel reads `elsewhere` to
 * offer nothing that would sign. Which ones the person told this tab to sign for (`approved`).
 * Not persisted: leases end with their page, and a reload asks the person again.
 */
export interface TabState {
  /** Executions whose lease this tab holds. */
  held: ReadonlySet<string>;
  /** Executions another tab holds the lease of (followed, read-only here). */
  elsewhere: ReadonlySet<string>;
  /**
   * Executions the person told this tab to carry on (Confirm swap, Resume swap, Try again): only
   * these ask a wallet here (`approvals.ts`). Any other is only followed.
   */
  approved: ReadonlySet<string>;
}

export type TabStateStore = ReturnType<typeof createTabState>;

export function createTabState() {
  return createStore<TabState>()(() => ({
    held: new Set(),
    elsewhere: new Set(),
    approved: new Set(),
  }));
}
