import type { TabLocks } from './tabLocks';

/**
 * Locks of one page (or of one test, shared by its simulated tabs): a name is held by one run at
 * a time and freed the moment it ends, like Web Locks. Used where a page can reach no other tab
 * (no Web Locks, no localStorage or BroadcastChannel).
 */
export function localLocks(): TabLocks {
  const held = new Set<string>();
  const waiting = new Map<string, Set<() => void>>();

  const free = (name: string) => {
    held.delete(name);
    const wake = waiting.get(name);
    waiting.delete(name);
    for (const resolve of wake ?? []) resolve();
  };

  return {
    async ifAvailable(name, work) {
      if (held.has(name)) return false;
      held.add(name);
      try {
        await work(new AbortController().signal, () => {});
      } finally {
        free(name);
      }
      return true;
    },
    whenFree(name, signal) {
      return new Promise((resolve, reject) => {
        if (signal.aborted) return reject(signal.reason);
        if (!held.has(name)) return resolve();
        const wake = () => {
          signal.removeEventListener('abort', onAbort);
          resolve();
        };
        const onAbort = () => {
          waiting.get(name)?.delete(wake);
          reject(signal.reason);
        };
        signal.addEventListener('abort', onAbort, { once: true });
        waiting.set(name, (waiting.get(name) ?? new Set()).add(wake));
      });
    },
    async isHeld(name) {
      return held.has(name);
    },
    close() {},
  };
}
