import { persist, type StateStorage } from 'zustand/middleware';
import { createStore } from 'zustand/vanilla';
import { safeJsonStorage, storageKey } from '../state/persistedStorage';
import { type Execution, isExecutionOver, type StepPhase } from './model';

/**
 * The executions of one widget instance and API, in a vanilla store of their own (never mixed
 * with settings: editing the form never touches an execution in flight), persisted under
 * `swapwidget:<scope>:executions` with its own version. What comes back from storage is checked
 * before anything resumes from it.
 */
export interface ExecutionStoreState {
  executions: Record<string, Execution>;
}

/** 1: first version. Bump when the persisted shape changes, and say in `migrate` what is kept. */
export const EXECUTIONS_STORAGE_VERSION = 1;
/** Executions kept; the oldest finished ones go first (history proper is a later feature). */
export const MAX_STORED_EXECUTIONS = 20;

export function executionsStorageKey(scope: string): string {
  return storageKey(scope, 'executions');
}

export type ExecutionStore = ReturnType<typeof createExecutionStore>;

export function createExecutionStore(options: {
  storageKey: string;
  storage?: StateStorage | undefined;
}) {
  return createStore<ExecutionStoreState>()(
    persist(() => ({ executions: {} }), {
      name: options.storageKey,
      storage: safeJsonStorage<ExecutionStoreState>(options.storage),
      version: EXECUTIONS_STORAGE_VERSION,
      // No older version exists: anything else is not interpreted.
      migrate: () => ({ executions: {} }),
      merge: (persisted, current) => ({ ...current, executions: storedExecutions(persisted) }),
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

const PHASES: ReadonlySet<string> = new Set<StepPhase>([
  'waiting',
  'preparing',
  'switching-chain',
  'wallet',
  'submitted',
  'tracking',
  'done',
  'skipped',
  'failed',
]);
const STATUSES: ReadonlySet<string> = new Set(['running', 'stopped', 'done', 'partial', 'failed']);

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Stored executions that still make sense: their id matches the key and the route, every step
 * has an id, a known phase and its step, and amounts are bigints. Anything else is dropped, never
 * resumed (a tampered or half-written record must not drive a wallet).
 */
function storedExecutions(persisted: unknown): Record<string, Execution> {
  const executions = isRecord(persisted) ? persisted.executions : undefined;
  if (!isRecord(executions)) return {};
  const kept: Record<string, Execution> = {};
  for (const [id, value] of Object.entries(executions)) {
    if (isStoredExecution(id, value)) kept[id] = value;
  }
  return bounded(kept);
}

function isStoredExecution(id: string, value: unknown): value is Execution {
  if (!isRecord(value) || value.id !== id || !STATUSES.has(String(value.status))) return false;
  const route = value.route;
  if (!isRecord(route) || route.routeId !== id || typeof route.inputAmount !== 'bigint') {
    return false;
  }
  if (typeof value.recipient !== 'string' || typeof value.updatedAt !== 'number') return false;
  const steps = value.steps;
  return (
    Array.isArray(steps) &&
    steps.length > 0 &&
    steps.every(
      (s) =>
        isRecord(s) &&
        typeof s.stepId === 'string' &&
        PHASES.has(String(s.phase)) &&
        isRecord(s.step) &&
        s.step.stepId === s.stepId &&
        typeof s.step.inputAmount === 'bigint' &&
        (s.txHash === undefined || typeof s.txHash === 'string'),
    )
  );
}
