import {
  canTake,
  DEFAULT_LEASE_TIMING,
  heldRecord,
  isLive,
  type LeaseClaim,
  type LeaseRecord,
  type LeaseTiming,
  nextLook,
  parseLeaseRecord,
  renewal,
  yieldsTo,
} from './leaseRecord';
import type { TabLocks } from './tabLocks';

/** What the lease needs of a `BroadcastChannel`. */
export interface LeaseChannel {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  close(): void;
}

/** Time, injectable so tests can run hours of renewals in an instant. */
interface LeaseClock {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface StorageLeaseOptions {
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  channel: LeaseChannel;
  /** This tab's id in the records; random by default (a reload is a new owner). */
  owner?: string | undefined;
  timing?: LeaseTiming | undefined;
  /** How long a claim listens for other claims before it looks at the record again. */
  settleMs?: number | undefined;
  clock?: LeaseClock | undefined;
  /**
   * The page: on `pagehide` (closed, reloaded, navigated away) its leases are released at once,
   * so another tab need not wait for them to expire. Only a crash or a frozen tab makes it wait.
   */
  page?: EventTarget | undefined;
}

type LeaseMessage = { kind: 'claim' | 'release'; name: string; owner: string; at: number };

const systemClock: LeaseClock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * `TabLocks` for browsers without Web Locks: a heartbeat lease per name in localStorage
 * (`leaseRecord.ts` has the rules), announced on a BroadcastChannel. The holder renews its
 * record every `renewMs`; a tab that finds it expired may claim it: it writes its own record,
 * says so on the channel, listens `settleMs` for other claims, and holds the lease if the record
 * is still its own and no later claim was heard. A holder that finds its lease taken (it was
 * frozen past the expiry) aborts `lost` and must stop. Best effort by nature: storage is shared
 * without transactions, so the timings leave room for it to settle.
 */
export function storageLeaseLocks(options: StorageLeaseOptions): TabLocks {
  const { storage, channel } = options;
  const me = options.owner ?? randomOwner();
  const { ttlMs, renewMs } = options.timing ?? DEFAULT_LEASE_TIMING;
  const settleMs = options.settleMs ?? 200;
  const clock = options.clock ?? systemClock;
  /** Leases held here, with what releases them early (the page going away). */
  const mine = new Map<string, () => void>();
  /** Other tabs' claims heard while this tab claims a name. */
  const hearing = new Map<string, LeaseClaim[]>();
  /** Waiters woken by another tab's release. */
  const waiters = new Map<string, Set<() => void>>();
  /** Closed while leases were held: the channel closes after the last release. */
  let closing = false;

  const read = (name: string): LeaseRecord | undefined => {
    try {
      return parseLeaseRecord(storage.getItem(name));
    } catch {
      return undefined;
    }
  };
  const write = (name: string, record: LeaseRecord): boolean => {
    try {
      storage.setItem(name, JSON.stringify(record));
      return true;
    } catch {
      return false;
    }
  };
  const post = (kind: LeaseMessage['kind'], name: string, at: number) => {
    try {
      channel.postMessage({ kind, name, owner: me, at } satisfies LeaseMessage);
    } catch {
      // A closed channel: the record and its expiry still tell the others.
    }
  };
  const release = (name: string) => {
    try {
      if (read(name)?.owner === me) storage.removeItem(name);
    } catch {
      // Left to expire.
    }
    post('release', name, clock.now());
    if (closing && mine.size === 0) channel.close();
  };

  channel.addEventListener('message', (event) => {
    const message = parseMessage(event.data);
    if (!message || message.owner === me) return;
    if (message.kind === 'claim') hearing.get(message.name)?.push(message);
    else for (const wake of waiters.get(message.name) ?? []) wake();
  });
  const onPagehide = () => {
    for (const end of [...mine.values()]) end();
  };
  options.page?.addEventListener('pagehide', onPagehide);

  /** Until `ms` passed or another tab released `name`. */
  const wait = (name: string, ms: number, signal: AbortSignal) =>
    new Promise<void>((resolve, reject) => {
      if (signal.aborted) return reject(signal.reason);
      const done = () => {
        clock.clearTimeout(timer);
        waiters.get(name)?.delete(done);
        signal.removeEventListener('abort', onAbort);
        resolve();
      };
      const onAbort = () => {
        clock.clearTimeout(timer);
        waiters.get(name)?.delete(done);
        reject(signal.reason);
      };
      const timer = clock.setTimeout(done, ms);
      signal.addEventListener('abort', onAbort, { once: true });
      waiters.set(name, (waiters.get(name) ?? new Set()).add(done));
    });

  /** Takes `name` if it is free: true when this tab holds it now. */
  const claim = async (name: string): Promise<boolean> => {
    const at = clock.now();
    if (!canTake(read(name), me, at, ttlMs)) return false;
    const heard: LeaseClaim[] = [];
    hearing.set(name, heard);
    try {
      if (!write(name, heldRecord(me, at, ttlMs))) return false;
      post('claim', name, at);
      await new Promise<void>((resolve) => clock.setTimeout(resolve, settleMs));
    } finally {
      hearing.delete(name);
    }
    // A later claim wins: it writes its record again; this one leaves it alone.
    if (heard.some((other) => yieldsTo({ owner: me, at }, other))) return false;
    const record = read(name);
    if (record && record.owner !== me && isLive(record, clock.now(), ttlMs)) return false;
    return write(name, heldRecord(me, clock.now(), ttlMs));
  };

  return {
    async ifAvailable(name, work) {
      if (mine.has(name)) return false;
      const lost = new AbortController();
      let timer: unknown;
      const end = (reason: string) => {
        clock.clearTimeout(timer);
        mine.delete(name);
        lost.abort(new DOMException(reason, 'AbortError'));
      };
      mine.set(name, () => {
        end('The page went away.');
        release(name);
      });
      if (!(await claim(name).catch(() => false))) {
        mine.delete(name);
        return false;
      }
      const renew = () => {
        const next = renewal(read(name), me, clock.now(), ttlMs);
        if (next === 'lost') return end('Another tab took this swap over.');
        write(name, next);
        timer = clock.setTimeout(renew, renewMs);
      };
      timer = clock.setTimeout(renew, renewMs);
      const confirm = () => {
        if (!lost.signal.aborted && renewal(read(name), me, clock.now(), ttlMs) === 'lost') {
          end('Another tab took this swap over.');
        }
      };
      try {
        await work(lost.signal, confirm);
      } finally {
        if (!lost.signal.aborted) {
          end('Released.');
          release(name);
        }
      }
      return true;
    },
    async whenFree(name, signal) {
      for (;;) {
        signal.throwIfAborted();
        const now = clock.now();
        const record = read(name);
        if (!mine.has(name) && canTake(record, me, now, ttlMs)) return;
        await wait(name, nextLook(record, now, ttlMs, renewMs) || renewMs, signal);
      }
    },
    async isHeld(name) {
      return mine.has(name) || isLive(read(name), clock.now(), ttlMs);
    },
    close() {
      options.page?.removeEventListener('pagehide', onPagehide);
      // Leases still held are released by their runs (which post through the channel first).
      if (mine.size === 0) channel.close();
      else closing = true;
    },
  };
}

function parseMessage(data: unknown): LeaseMessage | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const { kind, name, owner, at } = data as Record<string, unknown>;
  if (kind !== 'claim' && kind !== 'release') return undefined;
  if (typeof name !== 'string' || typeof owner !== 'string' || typeof at !== 'number') {
    return undefined;
  }
  return { kind, name, owner, at };
}

function randomOwner(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') {
    return crypto.randomUUID();
  }
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}
