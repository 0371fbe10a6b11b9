import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WidgetConfigProvider } from '../config/WidgetConfigProvider';
import type { WidgetConfig } from '../config/widgetConfig';
import { memoryStorage } from '../state/persistedStorage';
import { WidgetStoreProvider } from '../state/WidgetStoreProvider';
import { createWidgetStore, settingsStorageKey } from '../state/widgetStore';
import { FollowConfig } from './FollowConfig';

const MOUNTED: WidgetConfig = { apiUrl: 'https://a.example/v1', instanceId: 'shop' };

function mount() {
  const store = createWidgetStore(
    { amountText: '25' },
    { storageKey: settingsStorageKey('follow'), storage: memoryStorage() },
  );
  const ui = (config: WidgetConfig) => (
    <WidgetConfigProvider config={config}>
      <WidgetStoreProvider store={store}>
        <FollowConfig />
      </WidgetStoreProvider>
    </WidgetConfigProvider>
  );
  const view = render(ui(MOUNTED));
  return { store, update: (config: WidgetConfig) => view.rerender(ui(config)) };
}

afterEach(() => vi.restoreAllMocks());

describe('FollowConfig', () => {
  it('applies a new routePriority and a hidden recipient field to the mounted store', () => {
    const { store, update } = mount();
    store
      .getState()
      .actions.updateSettings({ recipient: 'So11111111111111111111111111111111111111112' });
    update({ ...MOUNTED, routePriority: 'cheapest', hiddenUI: ['toAddress'] });
    expect(store.getState().routeSort).toBe('fees');
    expect(store.getState().settings.recipient).toBe('');
    expect(store.getState().amountText).toBe('25');
  });

  it('warns once per read-once field changed, and not for fields that follow', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { update } = mount();
    update({ ...MOUNTED, theme: 'dark', hiddenUI: ['history'] });
    expect(warn).not.toHaveBeenCalled();
    update({ ...MOUNTED, apiUrl: 'https://b.example/v1' });
    update({ ...MOUNTED, apiUrl: 'https://c.example/v1', defaults: { amount: '3' } });
    expect(warn.mock.calls.map(([text]) => String(text))).toEqual([
      expect.stringMatching(/^\[swap-widget\] config\.apiUrl changed after the widget mounted/),
      expect.stringMatching(/^\[swap-widget\] config\.defaults changed after the widget mounted/),
    ]);
  });
});
