import { describe, expect, it } from 'vitest';
import { webLocks } from './webLocks';

/**
 * Web Locks as the browser has them, for one held lock: any script of the origin may request it
 * with `steal: true`; the browser then rejects the holder's request with an `AbortError` while
 * the holder's callback goes on running (it cannot be stopped from outside).
 */
function browserLocks() {
  let steal = () => {};
  const manager = {
    request: (name: string, _options: LockOptions, callback: LockGrantedCallback<unknown>) =>
      new Promise((resolve, reject) => {
        steal = () => reject(new DOMException('The lock request is aborted.', 'AbortError'));
        Promise.resolve(callback({ name, mode: 'exclusive' })).then(resolve, reject);
      }),
    query: async () => ({ held: [], pending: [] }),
  } as unknown as LockManager;
  return { manager, steal: () => steal() };
}

describe('webLocks', () => {
  it('a stolen lock aborts `lost` at once, while the run goes on to its end', async () => {
    const { manager, steal } = browserLocks();
    let lost: AbortSignal | undefined;
    let end = () => {};
    const held = webLocks(manager).ifAvailable('x', async (signal) => {
      lost = signal;
      await new Promise<void>((resolve) => {
        end = resolve;
      });
    });
    await Promise.resolve();
    expect(lost?.aborted).toBe(false);
    steal();
    await new Promise((r) => setTimeout(r, 0));
    expect(lost?.aborted).toBe(true);
    expect(String(lost?.reason)).toMatch(/took this swap over/);
    end();
    await expect(held).resolves.toBe(true);
  });

  it("a run's own failure is its own, not a theft", async () => {
    const { manager } = browserLocks();
    const failing = webLocks(manager).ifAvailable('x', async () => {
      throw new Error('the run broke');
    });
    await expect(failing).rejects.toThrow('the run broke');
  });
});
