import { describe, expect, it } from 'vitest';
import { memoryStorage } from './persistedStorage';
import { createWidgetStore, SETTINGS_STORAGE_VERSION, settingsStorageKey } from './widgetStore';

const key = settingsStorageKey('slippage');
const stored = (storage: ReturnType<typeof memoryStorage>) =>
  JSON.parse(storage.data.get(key) ?? '{}');
const storeWith = (storage: ReturnType<typeof memoryStorage>, slippageBps?: number) =>
  createWidgetStore(slippageBps === undefined ? {} : { settings: { slippageBps } }, {
    storageKey: key,
    storage,
  });

describe("the integrator's default slippage", () => {
  it('is where a user without a saved slippage starts, and is not saved as theirs', () => {
    const storage = memoryStorage();
    const store = storeWith(storage, 30);
    expect(store.getState().settings.slippageBps).toBe(30);
    expect(store.getState().defaultSlippageBps).toBe(30);
    // Another setting is saved; the slippage, still the default, is not.
    store.getState().actions.updateSettings({ lite: true });
    expect(stored(storage).state.settings).toEqual(expect.objectContaining({ lite: true }));
    expect(stored(storage).state.settings).not.toHaveProperty('slippageBps');
    // So a later default (the integrator changed it) applies to this user.
    expect(storeWith(storage, 80).getState().settings).toMatchObject({
      slippageBps: 80,
      lite: true,
    });
    expect(storeWith(storage).getState().settings.slippageBps).toBe(50);
  });

  it("gives way to the user's own slippage, saved, until they go back to the default", () => {
    const storage = memoryStorage();
    const first = storeWith(storage, 30);
    first.getState().actions.updateSettings({ slippageBps: 100 });
    expect(stored(storage).state.settings.slippageBps).toBe(100);
    const next = storeWith(storage, 30);
    expect(next.getState().settings.slippageBps).toBe(100);
    expect(next.getState().defaultSlippageBps).toBe(30);
    // "Use default" sets the default's value: no longer the user's own.
    next.getState().actions.updateSettings({ slippageBps: 30 });
    expect(stored(storage).state.settings).not.toHaveProperty('slippageBps');
    expect(storeWith(storage, 70).getState().settings.slippageBps).toBe(70);
  });

  it('is ignored when invalid (the widget default applies)', () => {
    for (const bad of [-1, 12.5, 5001, Number.NaN]) {
      const store = storeWith(memoryStorage(), bad);
      expect(store.getState().settings.slippageBps).toBe(50);
      expect(store.getState().defaultSlippageBps).toBe(50);
    }
  });

  it('moves at run time, taking along a user who has not chosen their own', () => {
    const storage = memoryStorage();
    const store = storeWith(storage, 30);
    // The same default again (every widget's first render) writes nothing.
    store.getState().actions.setDefaultSlippage(30);
    expect(storage.data.size).toBe(0);
    store.getState().actions.setDefaultSlippage(40);
    expect(store.getState()).toMatchObject({
      defaultSlippageBps: 40,
      settings: { slippageBps: 40 },
    });
    store.getState().actions.setDefaultSlippage(9000);
    expect(store.getState().defaultSlippageBps).toBe(40);
    store.getState().actions.updateSettings({ slippageBps: 100 });
    store.getState().actions.setDefaultSlippage(20);
    expect(store.getState()).toMatchObject({
      defaultSlippageBps: 20,
      settings: { slippageBps: 100 },
    });
  });

  it('applies to users whose older stored settings hold the old default, not a choice of theirs', () => {
    const old = (slippageBps: number) =>
      memoryStorage({
        [key]: JSON.stringify({ version: 3, state: { settings: { slippageBps, lite: true } } }),
      });
    // Up to version 3, 0.5 % was saved whether or not it was chosen: read as not chosen.
    expect(storeWith(old(50), 30).getState().settings).toMatchObject({
      slippageBps: 30,
      lite: true,
    });
    expect(storeWith(old(100), 30).getState().settings.slippageBps).toBe(100);
    const storage = old(50);
    storeWith(storage, 30);
    expect(stored(storage).version).toBe(SETTINGS_STORAGE_VERSION);
  });
});
