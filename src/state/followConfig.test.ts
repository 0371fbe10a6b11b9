import { describe, expect, it } from 'vitest';
import { followConfig } from './followConfig';
import { memoryStorage } from './persistedStorage';
import { createWidgetStore, settingsStorageKey } from './widgetStore';

const key = settingsStorageKey('follow');

function storeWith(storage = memoryStorage()) {
  return createWidgetStore({ amountText: '25' }, { storageKey: key, storage });
}

describe('followConfig', () => {
  it('moves the starting sort with a new routePriority, and back to best without one', () => {
    const store = storeWith();
    followConfig(store, { routePriority: 'fastest', recipientHidden: false });
    expect(store.getState().routeSort).toBe('speed');
    followConfig(store, { routePriority: undefined, recipientHidden: false });
    expect(store.getState().routeSort).toBe('output');
    expect(store.getState().routeSortChosen).toBe(false);
  });

  it("keeps the person's own sort", () => {
    const store = storeWith();
    store.getState().actions.setRouteSort('fees');
    followConfig(store, { routePriority: 'fastest', recipientHidden: false });
    expect(store.getState().routeSort).toBe('fees');
  });

  it('drops a typed recipient once the field is hidden, and keeps the rest of the form', () => {
    const storage = memoryStorage();
    const store = storeWith(storage);
    store.getState().actions.updateSettings({
      recipient: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      slippageBps: 120,
    });
    followConfig(store, { routePriority: undefined, recipientHidden: true });
    expect(store.getState().settings.recipient).toBe('');
    expect(store.getState().settings.slippageBps).toBe(120);
    expect(store.getState().amountText).toBe('25');
    // Nor is it remembered for the next visit.
    expect(storage.getItem(key)).not.toContain('0x7099');
  });

  it('writes nothing when nothing changes', () => {
    const writes: string[] = [];
    const storage = memoryStorage();
    const counting = {
      ...storage,
      setItem: (name: string, value: string) => {
        writes.push(name);
        storage.setItem(name, value);
      },
    };
    const store = storeWith(counting);
    followConfig(store, { routePriority: 'best', recipientHidden: true });
    expect(writes).toEqual([]);
  });
});
