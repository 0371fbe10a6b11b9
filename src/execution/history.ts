import type { ExecutionStore } from './executionStore';
import { type Execution, isExecutionOver, isStepInFlight } from './model';

/**
 * The swap history of a widget instance is its stored executions (`executionStore.ts`): the
 * record the engine keeps already has everything history shows (route, hashes, explorer links,
 * status, what arrived), so there is no second store to keep in step, and an execution followed
 * to its end on a later visit is updated in history by the same write.
 */

/** The executions, newest first. */
export function historyOf(executions: Readonly<Record<string, Execution>>): Execution[] {
  return Object.values(executions).sort((a, b) => b.createdAt - a.createdAt);
}

/**
 * What "Clear history" removes: an execution that is over (done, partly done, failed) and holds
 * no transaction whose fate is unknown. One in flight (running, or stopped and waiting for the
 * user) stays: it may still be resumed, and its transactions are still followed.
 */
export function isClearable(execution: Execution): boolean {
  return isExecutionOver(execution) && !execution.steps.some(isStepInFlight);
}

/** "Clear history": removes every clearable execution; answers how many went. */
export function clearHistory(store: ExecutionStore): number {
  const { executions } = store.getState();
  const kept = Object.fromEntries(Object.entries(executions).filter(([, e]) => !isClearable(e)));
  const removed = Object.keys(executions).length - Object.keys(kept).length;
  if (removed > 0) store.setState({ executions: kept });
  return removed;
}
