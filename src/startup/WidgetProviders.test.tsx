import { describe, expect, it } from 'vitest';
import {
  fakeRoutingClient,
  memoryStorage,
  renderInWidget,
  testSettingsStorageKey,
} from '../test/renderWidget';

describe('WidgetProviders storage', () => {
  it('keeps settings per API origin: the same instance on another API starts fresh', () => {
    const storage = memoryStorage();
    const otherApi = 'https://api.example.com/v1';
    const first = renderInWidget(<div />, { storage });
    first.getStore().getState().actions.updateSettings({ slippageBps: 300 });
    first.unmount();
    expect(storage.data.has(testSettingsStorageKey())).toBe(true);

    const elsewhere = renderInWidget(<div />, {
      storage,
      client: { ...fakeRoutingClient(), baseUrl: otherApi },
    });
    expect(elsewhere.getStore().getState().settings.slippageBps).toBe(50);
    elsewhere.unmount();
    expect(storage.data.has(testSettingsStorageKey(otherApi))).toBe(false);

    const back = renderInWidget(<div />, { storage });
    expect(back.getStore().getState().settings.slippageBps).toBe(300);
  });
});
