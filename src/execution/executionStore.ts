import { persist, type StateStorage } from 'zustand/middleware';
import { createStore } from 'zustand/vanilla';
import { safeJsonStorage, storageKey } from '../state/persistedStorage';
import { type Execution, isExecutionOver } from './model';
import { isRecord, isStoredExecution } from './storedExecution';
import { type Holds, keepOtherTabsWrites, keptOnRead } from './tabs/otherTabsKept';

/**
 * The executions of one widget instance and API, in a vanilla store of their own (never mixed
 * with settings: editing the form never touches an execution in flight), persisted under
 * `swapwidget:<scope>:executions` with its own version. What comes back from storage is checked
 * before anything resumes from it.
 */
export interface ExecutionStoreState {
  executions: Record<string, Execution>;
}

/**
 * 1: first version. 2: an execution may keep its quote request, the confirmed minimum and its
 * re-quotes (`solana/requote.ts`). 3: a step may keep the transaction `/quick-swap` handed out for it
 * (`handedOut`; no longer written, and dropped when read: see `memoryOnlyDropped`). 4: a step may keep when it was sent and its Speed up and Cancel transactions
 * (`replacements`), and a step and its execution may be `cancelled` (with `cancelFee`). Bump when
 * the persisted shape changes, and say in `migrate` what is kept.
 */
export const EXECUTIONS_STORAGE_VERSION = 4;
/**
 * Executions kept, which are also the swap history (`history.ts`); the oldest finished ones go
 * first. Finished ones are stored compacted (`compacted`): about 4 KB each, 200 KB at most.
 */
export const MAX_STORED_EXECUTIONS = 50;

export function executionsStorageKey(scope: string): string {
  return storageKey(scope, 'executions');
}

export type ExecutionStore = ReturnType<typeof createExecutionStore>;

export function createExecutionStore(options: {
  storageKey: string;
  storage?: StateStorage | undefined;
  /**
   * Shared with other tabs (the widget's): which executions this tab holds the lease of. Reads
   * and writes then keep other tabs' newer records and this tab's own (`tabs/otherTabsKept.ts`).
   */
  holds?: Holds | undefined;
}) {
  const { holds } = options;
  const storage = safeJsonStorage<ExecutionStoreState>(options.storage);
  return createStore<ExecutionStoreState>()(
    persist(() => ({ executions: {} }), {
      name: options.storageKey,
      storage: holds && storage ? keepOtherTabsWrites(storage, storedExecutions, holds) : storage,
      version: EXECUTIONS_STORAGE_VERSION,
      partialize: (s: ExecutionStoreState): ExecutionStoreState => {
        const executions: Record<string, Execution> = {};
        for (const [id, e] of Object.entries(s.executions)) {
          executions[id] = isExecutionOver(e) ? compacted(e) : memoryOnlyDropped(e);
        }
        return { executions };
      },
      // A version 1 record is a version 2 one without a request (it cannot be re-quoted), a
      // version 2 one a version 3 one without handed-out transactions (its steps ask `/nextTx`),
      // and a version 3 one a version 4 one whose steps were never replaced (a step sent before
      // it has no `sentAt`: its wait counts from its start): kept, and checked like any other by
      // `merge`. Anything else is not interpreted.
      migrate: (persisted, version) =>
        version >= 1 && version <= 3 ? (persisted as ExecutionStoreState) : { executions: {} },
      merge: (persisted, current) => {
        const stored = storedExecutions(persisted);
        const executions = holds ? keptOnRead(stored, current.executions, holds) : stored;
        return { ...current, executions };
      },
    }),
  );
}

/** Saves `execution` (the runner calls this after every transition, before awaiting anything). */
export function putExecution(store: ExecutionStore, execution: Execution): void {
  store.setState((s) => ({ executions: bounded({ ...s.executions, [execution.id]: execution }) }));
}

export function removeExecution(store: ExecutionStore, id: string): void {
  store.setState((s) => {
    const { [id]: _removed, ...rest } = s.executions;
    return { executions: rest };
  });
}

/**
 * An execution that is over, as stored: what history, its events and a later read of what arrived
 * use. What only running it needed goes: the quote request, handed-out transactions, signed
 * bytes, programs, fee lists and the route's own copy of the steps (about 10 KB down to 4).
 */
export function compacted(execution: Execution): Execution {
  return {
    ...execution,
    request: undefined,
    route: { ...execution.route, steps: [], fees: [] },
    steps: execution.steps.map((s) => ({
      ...s,
      step: { ...s.step, fees: [] },
      handedOut: undefined,
      solanaSigned: undefined,
      tronSigned: undefined,
      cosmosSigned: undefined,
      programs: undefined,
    })),
  };
}

/** The execution in flight (the newest one not over), if any: it reopens after a reload. */
export function activeExecution(state: ExecutionStoreState): Execution | undefined {
  return Object.values(state.executions)
    .filter((e) => !isExecutionOver(e))
    .sort((a, b) => b.updatedAt - a.updatedAt)[0];
}

function bounded(executions: Record<string, Execution>): Record<string, Execution> {
  const all = Object.values(executions);
  if (all.length <= MAX_STORED_EXECUTIONS) return executions;
  const dropped = new Set(
    all
      .filter(isExecutionOver)
      .sort((a, b) => a.updatedAt - b.updatedAt)
      .slice(0, all.length - MAX_STORED_EXECUTIONS)
      .map((e) => e.id),
  );
  return Object.fromEntries(Object.entries(executions).filter(([id]) => !dropped.has(id)));
}

/**
 * Stored executions that still make sense: their id matches the key and the route (or the first
 * route its re-quotes replaced, each replacing the one before), every step has an id, a known
 * phase and its step, amounts are bigints, and a quote request has the fields a re-quote sends.
 * Anything else is dropped, never resumed (a tampered or half-written record must not drive a
 * wallet).
 */
function storedExecutions(persisted: unknown): Record<string, Execution> {
  const executions = isRecord(persisted) ? persisted.executions : undefined;
  if (!isRecord(executions)) return {};
  const kept: Record<string, Execution> = {};
  for (const [id, value] of Object.entries(executions)) {
    if (isStoredExecution(id, value)) kept[id] = memoryOnlyDropped(value);
  }
  return bounded(kept);
}

/**
 * What lives in the memory of the tab that has it, never in storage, where anything on the page
 * writes: `/quick-swap`'s transactions (one read back would be signed on the word of whatever
 * wrote it there; after a reload the step asks `/nextTx`, as any does), and the person's "Effect
 * not checked" (a planted one would sign unchecked; after a reload it is asked again).
 */
function memoryOnlyDropped(execution: Execution): Execution {
  const handedOut = execution.steps.some((s) => s.handedOut);
  if (!handedOut && execution.effectUncheckedAccepted === undefined) return execution;
  const { effectUncheckedAccepted: _accepted, ...kept } = execution;
  if (!handedOut) return kept;
  return { ...kept, steps: execution.steps.map((s) => ({ ...s, handedOut: undefined })) };
}
