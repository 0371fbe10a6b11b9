import type { TabLocks } from './tabLocks';

/**
 * `TabLocks` on the browser's Web Locks (`navigator.locks`): exclusive, shared by every tab of
 * the origin, and released by the browser the moment the holding page is closed, crashes or
 * navigates, so a waiting tab takes over at once. Any script of the origin may take a held lock
 * with `steal: true`: the browser then rejects the holder's request with an `AbortError` while
 * its callback still runs, which aborts `lost` (the run stops before its next prompt).
 */
export function webLocks(locks: LockManager): TabLocks {
  return {
    async ifAvailable(name, work) {
      const lost = new AbortController();
      let granted = false;
      let working: Promise<void> | undefined;
      const request = locks.request(name, { ifAvailable: true }, (lock) => {
        if (!lock) return false;
        granted = true;
        working = work(lost.signal, () => {});
        return working.then(() => true);
      });
      try {
        return await request;
      } catch (error) {
        if (!granted || !working) throw error;
        // Stolen: the lock is another's now; the work stops at its next look and is awaited.
        lost.abort(new DOMException('Another tab took this swap over.', 'AbortError'));
        await working;
        return true;
      }
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
