import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../state/persistedStorage';
import { route, step } from '../test/routeFixtures';
import { createExecutionStore, putExecution } from './executionStore';
import { clearHistory, historyOf, isClearable } from './history';
import type { Execution, StepPhase } from './model';
import { startExecution } from './transitions';

function execution(
  id: string,
  status: Execution['status'],
  phase: StepPhase,
  createdAt = 0,
): Execution {
  const e = startExecution(route({ routeId: id }), [step({ stepId: `${id}:0` })], {
    recipient: '0xUSER',
    now: createdAt,
  });
  const steps = e.steps.map((s) => ({
    ...s,
    phase,
    txHash: phase === 'waiting' ? undefined : '0x1',
  }));
  return { ...e, status, steps };
}

describe('swap history', () => {
  it('lists the executions newest first', () => {
    const list = historyOf({
      a: execution('a', 'done', 'done', 10),
      b: execution('b', 'running', 'tracking', 30),
      c: execution('c', 'failed', 'failed', 20),
    });
    expect(list.map((e) => e.id)).toEqual(['b', 'c', 'a']);
  });

  it.each<[string, Execution['status'], StepPhase, boolean]>([
    ['done', 'done', 'done', true],
    ['partly done', 'partial', 'done', true],
    ['failed', 'failed', 'failed', true],
    ['running', 'running', 'preparing', false],
    ['stopped at a step', 'stopped', 'failed', false],
    ['stopped with its transaction unknown', 'stopped', 'submitted', false],
    ['over, yet with a transaction still followed', 'partial', 'tracking', false],
  ])('clears a %s execution: %s', (_, status, phase, clearable) => {
    expect(isClearable(execution('x', status, phase))).toBe(clearable);
  });

  it('Clear history removes what is over and keeps the rest, in storage too', async () => {
    const storage = memoryStorage();
    const store = createExecutionStore({ storageKey: 'k', storage });
    putExecution(store, execution('done', 'done', 'done'));
    putExecution(store, execution('failed', 'failed', 'failed'));
    putExecution(store, execution('live', 'running', 'tracking'));
    putExecution(store, execution('stopped', 'stopped', 'submitted'));
    expect(clearHistory(store)).toBe(2);
    expect(Object.keys(store.getState().executions).sort()).toEqual(['live', 'stopped']);
    expect(clearHistory(store)).toBe(0);

    const reloaded = createExecutionStore({ storageKey: 'k', storage });
    await reloaded.persist.rehydrate();
    expect(Object.keys(reloaded.getState().executions).sort()).toEqual(['live', 'stopped']);
  });
});
