import { describe, expect, it, vi } from 'vitest';
import { reportHeight } from './reportHeight';

describe("the widget's height, for the host page", () => {
  it('is reported rounded up each time it changes, capped, until stopped', () => {
    let height = 0;
    const element = { getBoundingClientRect: () => ({ height }) } as Element;
    let resized: () => void = () => {};
    const observer = { observe: vi.fn(), disconnect: vi.fn() };
    const posted: number[] = [];
    const stop = reportHeight(
      element,
      (h) => posted.push(h),
      (callback) => {
        resized = callback;
        return observer;
      },
    );
    expect(observer.observe).toHaveBeenCalledWith(element);
    for (const h of [612.2, 612.9, 700, 1e9]) {
      height = h;
      resized();
    }
    expect(posted).toEqual([613, 700, 20_000]);
    stop();
    expect(observer.disconnect).toHaveBeenCalled();
  });
});
