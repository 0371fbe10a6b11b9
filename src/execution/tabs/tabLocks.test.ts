import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageTabLocks } from './tabLocks';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A browser that blocks this page's storage, as for a third-party iframe: Web Locks refuse too. */
function storageBlocked() {
  const refused = vi.fn(async () => {
    throw new DOMException('The request was denied.', 'SecurityError');
  });
  vi.stubGlobal('navigator', { locks: { request: refused, query: refused } });
  Object.defineProperty(globalThis, 'localStorage', {
    configurable: true,
    get() {
      throw new DOMException('Access is denied for this document.', 'SecurityError');
    },
  });
  return refused;
}

describe("a page's locks", () => {
  afterEach(() => {
    Reflect.deleteProperty(globalThis, 'localStorage');
  });

  it("are the page's own where its storage is blocked, so an execution still runs, once", async () => {
    const refused = storageBlocked();
    const locks = pageTabLocks('embed', new EventTarget());
    let release: () => void = () => {};
    const first = locks.ifAvailable(
      'swapwidget:embed:execution:e1',
      (_lost) => new Promise((r) => (release = r)),
    );
    await expect(locks.isHeld('swapwidget:embed:execution:e1')).resolves.toBe(true);
    await expect(locks.ifAvailable('swapwidget:embed:execution:e1', async () => {})).resolves.toBe(
      false,
    );
    release();
    await expect(first).resolves.toBe(true);
    expect(refused).not.toHaveBeenCalled();
  });
});
