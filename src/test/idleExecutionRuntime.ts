import type { ExecutionHost, ExecutionRuntime } from '../startup/executionRuntime';
import * as runtimeModule from '../startup/executionRuntime';
import { fakeExportForFile } from './fakeExportForFile';

/** Test only: the runtime `ExecutionProvider` loads is `start(host)` for the rest of this file. */
export function replaceExecutionRuntime(start: (host: ExecutionHost) => ExecutionRuntime): void {
  fakeExportForFile(runtimeModule, 'startExecutionRuntime', start);
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
