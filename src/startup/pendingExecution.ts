import { createStore } from 'zustand/vanilla';
import type { ExecutionController } from '../components/execution/executionContext';
import type { ExecutionStore, ExecutionStoreState } from '../execution/executionStore';
import { createTabState } from '../execution/tabs/tabState';

/**
 * What the UI reads of the executions before their code and stored records are loaded (right
 * after the first render, `LateStart.tsx`): none shown, none listed. What the UI asks meanwhile
 * waits for the controller (`loaded`) and is then asked of it.
 */
export function pendingExecution(loaded: Promise<ExecutionController>): ExecutionController {
  const later =
    <A extends unknown[]>(ask: (c: ExecutionController, ...args: A) => void) =>
    (...args: A) => {
      void loaded.then((c) => ask(c, ...args));
    };
  return {
    // Read only (the UI reads `executions`): the persisted store comes with the execution code.
    store: createStore<ExecutionStoreState>()(() => ({
      executions: {},
    })) as unknown as ExecutionStore,
    tabs: createTabState(),
    shownId: undefined,
    loaded: false,
    start: (...args) => loaded.then((c) => c.start(...args)),
    replaceStuck: (kind) => loaded.then((c) => c.replaceStuck(kind)),
    previewEffect: (...args) => loaded.then((c) => c.previewEffect(...args)),
    retry: later((c, options?: { acceptUncheckedEffect?: boolean }) => c.retry(options)),
    resumeHere: later((c) => c.resumeHere()),
    prepare: later((c) => c.prepare()),
    dismiss: later((c) => c.dismiss()),
    open: later((c, id: string) => c.open(id)),
  };
}
