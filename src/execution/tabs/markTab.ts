import type { TabState, TabStateStore } from './tabState';

// What the tabs' coordination changes (`leasedRuns.ts`, `approvals.ts`, loaded with the executions);
// the first load reads the state only.

export function markTab(store: TabStateStore, kind: keyof TabState, id: string, on: boolean): void {
  const set = store.getState()[kind];
  if (set.has(id) === on) return;
  const next = new Set(set);
  if (on) next.add(id);
  else next.delete(id);
  store.setState({ [kind]: next });
}
