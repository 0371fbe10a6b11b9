import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AbortedError } from './errors';
import { RequestBudget } from './requestBudget';
import type { RequestPriority } from './types';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(1_000_000);
});
afterEach(() => {
  vi.useRealTimers();
});

/** Schedules a task that records when it started and resolves at once. */
function track(
  budget: RequestBudget,
  log: string[],
  name: string,
  priority: RequestPriority,
  signal?: AbortSignal,
) {
  return budget.schedule(
    async () => {
      log.push(name);
      return name;
    },
    { priority, signal },
  );
}

describe('RequestBudget', () => {
  it('sizes itself by API key: 20 a minute without, 200 with', () => {
    expect(RequestBudget.forApiKey(undefined).limit).toBe(20);
    expect(RequestBudget.forApiKey('k').limit).toBe(200);
  });

  it('lets 20 through at once and holds the 21st until the window has passed', async () => {
    const budget = new RequestBudget({ limit: 20, marginMs: 0 });
    const started: number[] = [];
    const all = Array.from({ length: 21 }, () =>
      budget.schedule(async () => started.push(Date.now()), { priority: 'quote' }),
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(started).toHaveLength(20);
    expect(budget.pending).toBe(1);
    await vi.advanceTimersByTimeAsync(59_999);
    expect(started).toHaveLength(20);
    await vi.advanceTimersByTimeAsync(1);
    expect(started).toHaveLength(21);
    expect(started[20]).toBe(1_000_000 + 60_000);
    await Promise.all(all);
  });

  it('waits an extra margin after the window by default', async () => {
    const budget = new RequestBudget({ limit: 1 });
    const log: string[] = [];
    void track(budget, log, 'a', 'quote');
    void track(budget, log, 'b', 'quote');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(log).toEqual(['a']);
    await vi.advanceTimersByTimeAsync(250);
    expect(log).toEqual(['a', 'b']);
  });

  it('never starts more than the limit in any 60 s window', async () => {
    const budget = new RequestBudget({ limit: 20 });
    const started: number[] = [];
    let seed = 7;
    const random = () => {
      seed = (seed * 48271) % 2147483647;
      return seed / 2147483647;
    };
    const priorities: RequestPriority[] = ['execution', 'status', 'meta', 'quote'];
    for (let i = 0; i < 120; i++) {
      void budget.schedule(async () => started.push(Date.now()), {
        priority: priorities[Math.floor(random() * 4)] ?? 'quote',
      });
      await vi.advanceTimersByTimeAsync(Math.floor(random() * 3000));
    }
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(started).toHaveLength(120);
    for (const t of started) {
      expect(started.filter((s) => s > t - 60_000 && s <= t).length).toBeLessThanOrEqual(20);
    }
  });

  it('runs execution, then status, then meta, then quotes; FIFO within a priority', async () => {
    const budget = new RequestBudget({ limit: 1 });
    const log: string[] = [];
    void track(budget, log, 'first', 'quote');
    void track(budget, log, 'quote1', 'quote');
    void track(budget, log, 'meta', 'meta');
    void track(budget, log, 'quote2', 'quote');
    void track(budget, log, 'status', 'status');
    void track(budget, log, 'exec1', 'execution');
    void track(budget, log, 'exec2', 'execution');
    for (let i = 0; i < 7; i++) await vi.advanceTimersByTimeAsync(60_250);
    expect(log).toEqual(['first', 'exec1', 'exec2', 'status', 'meta', 'quote1', 'quote2']);
  });

  it('pauses the whole queue after a 429 and never shortens a pause', async () => {
    const budget = new RequestBudget({ limit: 20 });
    const log: string[] = [];
    budget.pauseFor(12_000);
    budget.pauseFor(1_000);
    expect(budget.pausedForMs).toBe(12_000);
    void track(budget, log, 'exec', 'execution');
    void track(budget, log, 'quote', 'quote');
    await vi.advanceTimersByTimeAsync(11_999);
    expect(log).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(log).toEqual(['exec', 'quote']);
  });

  it('drops aborted queued requests without spending budget', async () => {
    const budget = new RequestBudget({ limit: 1 });
    const log: string[] = [];
    void track(budget, log, 'first', 'quote');
    const controller = new AbortController();
    const aborted = track(budget, log, 'aborted', 'quote', controller.signal);
    void track(budget, log, 'next', 'quote');
    await vi.advanceTimersByTimeAsync(0);
    controller.abort();
    await expect(aborted).rejects.toBeInstanceOf(AbortedError);
    expect(budget.pending).toBe(1);
    await vi.advanceTimersByTimeAsync(60_250);
    expect(log).toEqual(['first', 'next']);
    expect(budget.used).toBe(1);
    expect(budget.pending).toBe(0);
  });

  it('rejects a request whose signal is already aborted, spending nothing', async () => {
    const budget = new RequestBudget({ limit: 1 });
    const log: string[] = [];
    await expect(track(budget, log, 'x', 'quote', AbortSignal.abort())).rejects.toBeInstanceOf(
      AbortedError,
    );
    expect(budget.used).toBe(0);
    expect(log).toEqual([]);
  });

  it('passes task errors through', async () => {
    const budget = new RequestBudget({ limit: 1 });
    await expect(
      budget.schedule(
        async () => {
          throw new Error('boom');
        },
        { priority: 'meta' },
      ),
    ).rejects.toThrow('boom');
  });
});
