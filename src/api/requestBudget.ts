import { AbortedError } from './errors';
import type { RequestPriority } from './types';

/**
 * Client-side request budget (docs/routing-api.md §8): at most `limit` requests start in any
 * window of `windowMs` (20 a minute without an API key, 200 with one). Requests wait in a
 * priority queue, so execution and status calls overtake quote refreshes. A 429 pauses the whole
 * queue (`pauseFor`) instead of letting every caller retry on its own.
 *
 * One budget per client instance: two widgets on a page each count their own requests. When they
 * share an IP and no key, the server may still answer 429; the pause handles that.
 */

/** Lower runs first. */
const PRIORITY_RANK: Record<RequestPriority, number> = {
  execution: 0,
  status: 1,
  meta: 2,
  quote: 3,
};

const UNAUTHENTICATED_LIMIT = 20;
const AUTHENTICATED_LIMIT = 200;

export interface RequestBudgetOptions {
  /** Requests allowed to start in any window. */
  limit: number;
  windowMs?: number;
  /**
   * Extra wait after the window, because the server counts arrival times, which jitter
   * relative to our start times.
   */
  marginMs?: number;
}

export interface ScheduleOptions {
  priority: RequestPriority;
  /** Aborting while queued removes the request without spending budget. */
  signal?: AbortSignal | undefined;
}

interface Entry {
  rank: number;
  seq: number;
  run: () => void;
  cancel: () => void;
}

export class RequestBudget {
  readonly limit: number;
  readonly windowMs: number;
  readonly marginMs: number;
  /** Start times (ms) of requests inside the current window (plus margin), oldest first. */
  private starts: number[] = [];
  private queue: Entry[] = [];
  private pausedUntil = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private seq = 0;

  constructor(options: RequestBudgetOptions) {
    if (!Number.isInteger(options.limit) || options.limit < 1) {
      throw new RangeError(`RequestBudget limit must be a positive integer, got ${options.limit}`);
    }
    this.limit = options.limit;
    this.windowMs = options.windowMs ?? 60_000;
    this.marginMs = options.marginMs ?? 250;
  }

  /** Budget for a client: 200/min with an API key, 20/min without (docs/routing-api.md §8). */
  static forApiKey(apiKey: string | undefined): RequestBudget {
    return new RequestBudget({ limit: apiKey ? AUTHENTICATED_LIMIT : UNAUTHENTICATED_LIMIT });
  }

  /** Requests waiting for their turn. */
  get pending(): number {
    return this.queue.length;
  }

  /** Requests started inside the current window. */
  get used(): number {
    this.prune(Date.now());
    return this.starts.length;
  }

  /** Requests that could start now without waiting: what the window has left, less the queue. */
  get room(): number {
    return Math.max(0, this.limit - this.used - this.queue.length);
  }

  /** Runs `task` once the budget and the queue allow it. */
  schedule<T>(task: () => Promise<T>, options: ScheduleOptions): Promise<T> {
    const { signal } = options;
    if (signal?.aborted) return Promise.reject(new AbortedError({ cause: signal.reason }));
    return new Promise<T>((resolve, reject) => {
      const onAbort = () => {
        this.remove(entry);
        reject(new AbortedError({ cause: signal?.reason }));
        this.pump();
      };
      const entry: Entry = {
        rank: PRIORITY_RANK[options.priority],
        seq: this.seq++,
        run: () => {
          signal?.removeEventListener('abort', onAbort);
          Promise.resolve().then(task).then(resolve, reject);
        },
        cancel: () => signal?.removeEventListener('abort', onAbort),
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      this.insert(entry);
      this.pump();
    });
  }

  /** Holds every queued request until `ms` from now (after a 429). Never shortens a pause. */
  pauseFor(ms: number): void {
    this.pausedUntil = Math.max(this.pausedUntil, Date.now() + Math.max(0, ms));
    this.pump();
  }

  /** Milliseconds until the queue may run again after a 429; 0 when not paused. */
  get pausedForMs(): number {
    return Math.max(0, this.pausedUntil - Date.now());
  }

  private insert(entry: Entry): void {
    let i = this.queue.length;
    while (i > 0) {
      const before = this.queue[i - 1];
      if (before === undefined || before.rank <= entry.rank) break;
      i--;
    }
    this.queue.splice(i, 0, entry);
  }

  private remove(entry: Entry): void {
    const i = this.queue.indexOf(entry);
    if (i >= 0) this.queue.splice(i, 1);
    entry.cancel();
  }

  private prune(now: number): void {
    let drop = 0;
    const horizon = now - this.windowMs - this.marginMs;
    while (drop < this.starts.length && (this.starts[drop] ?? 0) <= horizon) drop++;
    if (drop > 0) this.starts.splice(0, drop);
  }

  /** Starts what may start now, then sleeps until the next moment something could. */
  private pump(): void {
    if (this.timer !== undefined) {
      clearTimeout(this.timer);
      this.timer = undefined;
    }
    const now = Date.now();
    this.prune(now);
    while (this.queue.length > 0) {
      if (now < this.pausedUntil) {
        this.wake(this.pausedUntil - now);
        return;
      }
      if (this.starts.length >= this.limit) {
        const oldest = this.starts[0] ?? now;
        this.wake(oldest + this.windowMs + this.marginMs - now);
        return;
      }
      const entry = this.queue.shift();
      if (entry === undefined) return;
      this.starts.push(now);
      entry.run();
    }
  }

  private wake(delayMs: number): void {
    this.timer = setTimeout(
      () => {
        this.timer = undefined;
        this.pump();
      },
      Math.max(1, delayMs),
    );
  }
}
