import type { ExecutionRuntime } from '../startup/executionRuntime';

/**
 * Test data only: the runtime the progress panel's tests mock in
 * (`vi.mock('…/startup/executionRuntime', () => import('…/test/idleExecutionRuntime'))`): it only
 * hands back the id of the execution to show, `r1`; the store holds its record, and nothing runs.
 */
export function startExecutionRuntime(): ExecutionRuntime {
  return {
    start: async () => 'r1',
    previewEffect: async () => ({ status: 'unavailable', reason: 'no-wallet' }),
    retry: () => {},
    approveHere: () => {},
    replaceStuck: async () => {},
    abandon: () => {},
    resume: () => {},
    stop: () => {},
  };
}
