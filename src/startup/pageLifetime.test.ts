import { describe, expect, it, vi } from 'vitest';
import { followPageLifetime } from './pageLifetime';

const pageEvent = (type: string, persisted: boolean) =>
  Object.assign(new Event(type), { persisted });

describe('followPageLifetime', () => {
  it('aborts the runs when the page goes away (reload, closed tab), before its requests are cancelled', () => {
    const page = new EventTarget();
    const lifetime = followPageLifetime(page, vi.fn());
    const signal = lifetime.signal();
    expect(signal.aborted).toBe(false);
    page.dispatchEvent(pageEvent('pagehide', false));
    expect(signal.aborted).toBe(true);
    expect((signal.reason as DOMException).name).toBe('AbortError');
  });

  it('a page back from the back-forward cache gets a new lifetime and its runs resume', () => {
    const page = new EventTarget();
    const onRestore = vi.fn();
    const lifetime = followPageLifetime(page, onRestore);
    page.dispatchEvent(pageEvent('pageshow', false));
    expect(onRestore).not.toHaveBeenCalled();
    page.dispatchEvent(pageEvent('pagehide', true));
    expect(lifetime.signal().aborted).toBe(true);
    page.dispatchEvent(pageEvent('pageshow', true));
    expect(onRestore).toHaveBeenCalledTimes(1);
    expect(lifetime.signal().aborted).toBe(false);
  });

  it('stop aborts and stops following the page', () => {
    const page = new EventTarget();
    const onRestore = vi.fn();
    const lifetime = followPageLifetime(page, onRestore);
    lifetime.stop();
    expect(lifetime.signal().aborted).toBe(true);
    page.dispatchEvent(pageEvent('pageshow', true));
    expect(onRestore).not.toHaveBeenCalled();
  });
});
