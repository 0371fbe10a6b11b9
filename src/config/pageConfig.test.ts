import { describe, expect, it } from 'vitest';
import { BuildSettingError, parseFlag } from './buildSettings';
import { buildTimePageConfig } from './pageConfig';

describe('buildTimePageConfig: VITE_QUICK_SWAP', () => {
  it('turns /quick-swap on for true or 1 only; unset, false, 0 or a bad value leave it off', () => {
    const quickSwap = (VITE_QUICK_SWAP: string | undefined) =>
      buildTimePageConfig({ VITE_QUICK_SWAP }).quickSwap;
    expect([quickSwap('true'), quickSwap(' 1 '), quickSwap('TRUE')]).toEqual([true, true, true]);
    expect([quickSwap(undefined), quickSwap(''), quickSwap('false'), quickSwap('0')]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    // The build refuses it (`pagePolicyPlugin.ts`); a page that gets one anyway stays off.
    expect(quickSwap('yes')).toBeUndefined();
  });
});

describe('parseFlag', () => {
  it('refuses anything but true, false, 1 or 0, naming the setting', () => {
    expect(() => parseFlag('on', 'VITE_QUICK_SWAP')).toThrow(BuildSettingError);
    expect(() => parseFlag('on', 'VITE_QUICK_SWAP')).toThrowErrorMatchingInlineSnapshot(
      `[BuildSettingError: VITE_QUICK_SWAP: "on" is not true, false, 1 or 0]`,
    );
  });
});
