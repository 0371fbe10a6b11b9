import { afterAll, vi } from 'vitest';
import type { ExecutionHost, ExecutionRuntime } from '../startup/executionRuntime';
import * as runtimeModule from '../startup/executionRuntime';

/**
 * Test only: the runtime `ExecutionProvider` loads is `start(host)` for the rest of this file.
 * A spy on the module's export, not `vi.mock`, so the file shares the module graph with the
 * others; restored after the file's last test (and its unmounts), before the next file runs.
 */
export function replaceExecutionRuntime(start: (host: ExecutionHost) => ExecutionRuntime): void {
  const spy = vi.spyOn(runtimeModule, 'startExecutionRuntime').mockImplementation(start);
  afterAll(() => spy.mockRestore());
}

/**
 * Test data only: the runtime the progress panel's tests put in (`replaceExecutionRuntime`): it
 * only hands back the id of the execution to show, `r1`; the store holds its record, and nothing
 * runs.
 */
export function idleExecutionRuntime(): ExecutionRuntime {
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
