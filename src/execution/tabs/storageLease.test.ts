import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseLeaseRecord } from './leaseRecord';
import { type LeaseChannel, storageLeaseLocks } from './storageLease';
import type { TabLocks } from './tabLocks';

/**
 * Tabs of one browser on fake timers: one localStorage, one BroadcastChannel (messages arrive a
 * millisecond later), and a tab can be frozen (its timers wait, as in a crashed or suspended
 * tab) or thawed.
 */
function browser() {
  const data = new Map<string, string>();
  const storage = {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
  const tabs: { owner: string; deliver(message: unknown): void }[] = [];
  const open = (owner: string) => {
    let frozen = false;
    const later: (() => void)[] = [];
    const listeners: ((event: MessageEvent) => void)[] = [];
    const channel: LeaseChannel = {
      postMessage: (message) => {
        for (const other of tabs) {
          if (other.owner !== owner) setTimeout(() => other.deliver(message), 1);
        }
      },
      addEventListener: (_type, listener) => void listeners.push(listener),
      close: () => {},
    };
    const run = (callback: () => void) => (frozen ? later.push(callback) : callback());
    tabs.push({
      owner,
      deliver: (message) =>
        run(() => {
          for (const listener of listeners) listener({ data: message } as MessageEvent);
        }),
    });
    const page = new EventTarget();
    const locks = storageLeaseLocks({
      storage,
      channel,
      owner,
      page,
      clock: {
        now: () => Date.now(),
        setTimeout: (callback, ms) => setTimeout(() => run(callback), ms),
        clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
      },
    });
    return {
      locks,
      page,
      freeze: () => {
        frozen = true;
      },
      thaw: () => {
        frozen = false;
        for (const callback of later.splice(0)) callback();
      },
    };
  };
  return {
    open,
    record: (name: string) => parseLeaseRecord(storage.getItem(name)),
    write: (name: string, value: string) => storage.setItem(name, value),
  };
}

/** A run that lasts until `end()`, and says when it started and whether it was told it lost. */
function work() {
  let end = () => {};
  const state = { started: false, lost: undefined as AbortSignal | undefined };
  const fn = (lost: AbortSignal) => {
    state.started = true;
    state.lost = lost;
    return new Promise<void>((resolve) => {
      end = resolve;
    });
  };
  return { fn, state, end: () => end() };
}

/** A tab waiting for `name` to be free: answers whether it is by now. */
function waitingFor(locks: TabLocks, name: string): () => boolean {
  let free = false;
  void locks.whenFree(name, new AbortController().signal).then(() => {
    free = true;
  });
  return () => free;
}

describe('storageLeaseLocks (no Web Locks): a heartbeat lease in localStorage', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 1_700_000_000_000 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('the holder keeps it while it renews (minutes); another tab waits, and takes it the moment it is released', async () => {
    const world = browser();
    const a = world.open('a');
    const b = world.open('b');
    const runA = work();
    const held = a.locks.ifAvailable('x', runA.fn);
    await vi.advanceTimersByTimeAsync(250);
    expect(runA.state.started).toBe(true);
    expect(await b.locks.isHeld('x')).toBe(true);

    await vi.advanceTimersByTimeAsync(5 * 60_000);
    const runB = work();
    expect(await b.locks.ifAvailable('x', runB.fn)).toBe(false);
    expect(runB.state.started).toBe(false);

    const free = waitingFor(b.locks, 'x');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(free()).toBe(false);
    runA.end();
    await expect(held).resolves.toBe(true);
    await vi.advanceTimersByTimeAsync(2);
    expect(free()).toBe(true);
    expect(world.record('x')).toBeUndefined();
    const taking = b.locks.ifAvailable('x', runB.fn);
    await vi.advanceTimersByTimeAsync(250);
    expect(runB.state.started).toBe(true);
    runB.end();
    await expect(taking).resolves.toBe(true);
  });

  it('a holder that dies (frozen, no release) is taken over only once its lease expired', async () => {
    const world = browser();
    const a = world.open('a');
    const b = world.open('b');
    const runA = work();
    void a.locks.ifAvailable('x', runA.fn);
    await vi.advanceTimersByTimeAsync(7_000);
    a.freeze();
    const expiresAt = world.record('x')?.expiresAt ?? 0;
    expect(world.record('x')?.owner).toBe('a');

    const free = waitingFor(b.locks, 'x');
    await vi.advanceTimersByTimeAsync(expiresAt - Date.now() - 1);
    expect(free()).toBe(false);
    expect(await b.locks.ifAvailable('x', work().fn)).toBe(false);
    await vi.advanceTimersByTimeAsync(2);
    expect(free()).toBe(true);

    const runB = work();
    void b.locks.ifAvailable('x', runB.fn);
    await vi.advanceTimersByTimeAsync(250);
    expect(runB.state.started).toBe(true);
    expect(world.record('x')?.owner).toBe('b');

    // a wakes up: its next renewal finds b's live lease, and tells its run to stop at once.
    expect(runA.state.lost?.aborted).toBe(false);
    a.thaw();
    await vi.advanceTimersByTimeAsync(1);
    expect(runA.state.lost?.aborted).toBe(true);
    runA.end();
    await vi.advanceTimersByTimeAsync(10_000);
    // b's lease was left alone by a's end, and b still renews it.
    expect(world.record('x')?.owner).toBe('b');
    expect(runB.state.lost?.aborted).toBe(false);
  });

  it('right before a prompt, confirm reads the record: a lease another tab holds now stops the run at once', async () => {
    const world = browser();
    const a = world.open('a');
    let confirm = () => {};
    let lost: AbortSignal | undefined;
    void a.locks.ifAvailable('x', (signal, check) => {
      lost = signal;
      confirm = check;
      return new Promise<void>(() => {});
    });
    await vi.advanceTimersByTimeAsync(250);
    confirm();
    expect(lost?.aborted).toBe(false);
    // Another tab's live lease (a froze past its expiry and b took over), before a's next renewal.
    world.write('x', JSON.stringify({ owner: 'b', expiresAt: Date.now() + 9_000 }));
    confirm();
    expect(lost?.aborted).toBe(true);
  });

  it('of two tabs claiming a free lease at the same moment, exactly one holds it', async () => {
    const world = browser();
    const a = world.open('a');
    const b = world.open('b');
    const runA = work();
    const runB = work();
    void a.locks.ifAvailable('x', runA.fn);
    void b.locks.ifAvailable('x', runB.fn);
    await vi.advanceTimersByTimeAsync(250);
    expect([runA.state.started, runB.state.started].filter(Boolean)).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect([runA.state.started, runB.state.started].filter(Boolean)).toHaveLength(1);
  });

  it('a page that goes away (closed, reloaded) releases its leases at once, and its run is told', async () => {
    const world = browser();
    const a = world.open('a');
    const b = world.open('b');
    const runA = work();
    void a.locks.ifAvailable('x', runA.fn);
    await vi.advanceTimersByTimeAsync(250);
    const free = waitingFor(b.locks, 'x');
    a.page.dispatchEvent(new Event('pagehide'));
    expect(runA.state.lost?.aborted).toBe(true);
    expect(world.record('x')).toBeUndefined();
    await vi.advanceTimersByTimeAsync(2);
    expect(free()).toBe(true);
  });

  it('a waiter stops waiting when its signal aborts', async () => {
    const world = browser();
    const a = world.open('a');
    const b = world.open('b');
    void a.locks.ifAvailable('x', work().fn);
    await vi.advanceTimersByTimeAsync(250);
    const stop = new AbortController();
    const waiting = b.locks.whenFree('x', stop.signal);
    stop.abort(new DOMException('gone', 'AbortError'));
    await expect(waiting).rejects.toThrow('gone');
  });
});
