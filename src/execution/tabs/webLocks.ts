import type { TabLocks } from './tabLocks';

/** Never aborted: a Web Lock is held until released or its page goes (nobody steals ours). */
const NEVER_LOST = new AbortController().signal;

/**
 * `TabLocks` on the browser's Web Locks (`navigator.locks`): exclusive, shared by every tab of
 * the origin, and released by the browser the moment the holding page is closed, crashes or
 * navigates, so a waiting tab takes over at once.
 */
export function webLocks(locks: LockManager): TabLocks {
  return {
    async ifAvailable(name, work) {
      const held: boolean = await locks.request(name, { ifAvailable: true }, async (lock) => {
        if (!lock) return false;
        await work(NEVER_LOST);
        return true;
      });
      return held;
    },
    async whenFree(name, signal) {
      // Queued behind the holder; granted when it lets go, and released at once.
      await locks.request(name, { signal }, () => undefined);
    },
    async isHeld(name) {
      const { held = [] } = await locks.query();
      return held.some((lock) => lock.name === name);
    },
    close() {},
  };
}
