import { describe, expect, it, vi } from 'vitest';
import { madeOnFirstUse } from './madeOnFirstUse';

describe('madeOnFirstUse', () => {
  it('makes nothing until asked, then makes once and keeps it', () => {
    const make = vi.fn(() => ({ made: true }));
    const get = madeOnFirstUse(make);
    expect(make).not.toHaveBeenCalled();
    const first = get();
    expect(get()).toBe(first);
    expect(make).toHaveBeenCalledTimes(1);
  });

  it('tries again after a make that threw', () => {
    const make = vi
      .fn<() => object>()
      .mockImplementationOnce(() => {
        throw new RangeError('no locale data');
      })
      .mockImplementation(() => ({}));
    const get = madeOnFirstUse(make);
    expect(() => get()).toThrow(RangeError);
    expect(get()).toEqual({});
    expect(make).toHaveBeenCalledTimes(2);
  });
});
