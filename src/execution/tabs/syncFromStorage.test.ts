import { describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../../state/persistedStorage';
import { route, step } from '../../test/routeFixtures';
import { createExecutionStore, putExecution } from '../executionStore';
import { startExecution } from '../transitions';
import { followOtherTabs, isSyncing } from './syncFromStorage';

const storageEvent = (key: string | null) => Object.assign(new Event('storage'), { key });

describe('followOtherTabs', () => {
  it("reads another tab's write at once, marked as such while it is applied", () => {
    const storage = memoryStorage();
    const other = createExecutionStore({ storageKey: 'k', storage });
    const here = createExecutionStore({ storageKey: 'k', storage });
    const page = new EventTarget();
    const onSync = vi.fn();
    const seen: boolean[] = [];
    here.subscribe(() => seen.push(isSyncing(here)));
    const stop = followOtherTabs(here, 'k', page, onSync);

    const x = startExecution(route({ routeId: 'x' }), [step()], { recipient: '0xme', now: 1 });
    putExecution(other, x);
    page.dispatchEvent(storageEvent('another key'));
    expect(here.getState().executions.x).toBeUndefined();
    page.dispatchEvent(storageEvent('k'));
    expect(here.getState().executions.x).toEqual(x);
    expect(onSync).toHaveBeenCalledOnce();
    expect(seen).toEqual([true]);
    expect(isSyncing(here)).toBe(false);

    // Storage cleared in another tab (key null).
    storage.removeItem('k');
    page.dispatchEvent(storageEvent(null));
    expect(here.getState().executions).toEqual({});

    stop();
    putExecution(other, x);
    page.dispatchEvent(storageEvent('k'));
    expect(here.getState().executions).toEqual({});
  });
});
