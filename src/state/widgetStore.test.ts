import { describe, expect, it } from 'vitest';
import type { Asset, Route } from '../api/types';
import { memoryStorage, storageScope } from './persistedStorage';
import { createWidgetStore, SETTINGS_STORAGE_VERSION, settingsStorageKey } from './widgetStore';

const key = settingsStorageKey('test');

const CUSTOM: Asset = {
  networkType: 'evm',
  chainId: '31337',
  address: '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0',
  decimals: 18,
  symbol: 'NEW',
  name: 'New token',
  isNative: false,
  isPopular: false,
  isEnabled: true,
  isFlagged: false,
  blockchain: 'Sandbox Ethereum',
  lastPrice: 0,
};

describe('createWidgetStore', () => {
  it('namespaces the storage key per instance and API origin', () => {
    expect(settingsStorageKey('a')).toBe('swapwidget:a:settings');
    expect(settingsStorageKey(storageScope('a', 'http://127.0.0.1:8787/v1'))).toBe(
      'swapwidget:a:http://127.0.0.1:8787:settings',
    );
  });

  it('keeps the settings and custom tokens of two API origins apart', () => {
    const storage = memoryStorage();
    const sandbox = settingsStorageKey(storageScope('w', 'http://127.0.0.1:8787/v1'));
    const live = settingsStorageKey(storageScope('w', 'https://api.example.com/v1'));
    const a = createWidgetStore({}, { storageKey: sandbox, storage });
    a.getState().actions.updateSettings({ slippageBps: 300, includeProviders: ['Sandbox DEX'] });
    a.getState().actions.addCustomToken(CUSTOM);
    const b = createWidgetStore({}, { storageKey: live, storage });
    expect(b.getState().settings.slippageBps).toBe(50);
    expect(b.getState().settings.includeProviders).toEqual([]);
    expect(b.getState().customTokens).toEqual([]);
    // The same API under another path is the same origin: its settings come back.
    const again = settingsStorageKey(storageScope('w', 'http://127.0.0.1:8787/v2'));
    expect(
      createWidgetStore({}, { storageKey: again, storage }).getState().settings.slippageBps,
    ).toBe(300);
  });

  it('starts from the init values and default settings (slippage 50 bps)', () => {
    const store = createWidgetStore(
      { from: { chainId: '31337', tokenAddress: '0xabc' }, amountText: '1.5' },
      { storageKey: key, storage: memoryStorage() },
    );
    const s = store.getState();
    expect(s.from).toEqual({ chainId: '31337', tokenAddress: '0xabc' });
    expect(s.to).toEqual({});
    expect(s.amountText).toBe('1.5');
    expect(s.routeSort).toBe('output');
    expect(s.settings).toEqual({
      slippageBps: 50,
      lite: false,
      includeProviders: [],
      excludeProviders: [],
      recipient: '',
      unlimitedApprovals: false,
    });
  });

  it('flips, clears the token when only the chain changes, and drops the selected route', () => {
    const store = createWidgetStore(
      { from: { chainId: '1', tokenAddress: '0xa' }, to: { chainId: '2', tokenAddress: '0xb' } },
      { storageKey: key, storage: memoryStorage() },
    );
    const { actions } = store.getState();
    actions.selectRoute('r1');
    actions.flip();
    expect(store.getState().from).toEqual({ chainId: '2', tokenAddress: '0xb' });
    expect(store.getState().to).toEqual({ chainId: '1', tokenAddress: '0xa' });
    expect(store.getState().selectedRouteId).toBeUndefined();
    actions.setFrom({ chainId: '3' });
    expect(store.getState().from).toEqual({ chainId: '3', tokenAddress: undefined });
    actions.setFrom({ tokenAddress: '0xc' });
    expect(store.getState().from).toEqual({ chainId: '3', tokenAddress: '0xc' });
    actions.setFrom({ chainId: '3' });
    expect(store.getState().from.tokenAddress).toBe('0xc');
  });

  it('keeps a copy of the selected route only when it matches the id', () => {
    const store = createWidgetStore({}, { storageKey: key, storage: memoryStorage() });
    const route = { routeId: 'r1' } as Route;
    store.getState().actions.selectRoute('r1', route);
    expect(store.getState().selectedRoute).toBe(route);
    store.getState().actions.selectRoute('r2', route);
    expect(store.getState().selectedRoute).toBeUndefined();
    store.getState().actions.selectRoute('r1', route);
    store.getState().actions.setAmountText('2');
    expect(store.getState().selectedRouteId).toBeUndefined();
    expect(store.getState().selectedRoute).toBeUndefined();
  });

  it('remembers the sort order, and ignores a tampered one', () => {
    const storage = memoryStorage();
    const a = createWidgetStore({}, { storageKey: key, storage });
    a.getState().actions.setRouteSort('speed');
    expect(createWidgetStore({}, { storageKey: key, storage }).getState().routeSort).toBe('speed');
    storage.setItem(
      key,
      JSON.stringify({ version: SETTINGS_STORAGE_VERSION, state: { routeSort: 'price' } }),
    );
    expect(createWidgetStore({}, { storageKey: key, storage }).getState().routeSort).toBe('output');
  });

  it("starts with the integrator's sort until the person sorts, and then keeps theirs", () => {
    const storage = memoryStorage();
    const fastest = () => createWidgetStore({ routeSort: 'speed' }, { storageKey: key, storage });
    const first = fastest();
    expect(first.getState().routeSort).toBe('speed');
    // Only looking stores no sort: the integrator's stays the start for next time too.
    first.getState().actions.setAmountText('3');
    expect(
      createWidgetStore({ routeSort: 'fees' }, { storageKey: key, storage }).getState().routeSort,
    ).toBe('fees');
    fastest().getState().actions.setRouteSort('output');
    expect(fastest().getState().routeSort).toBe('output');
  });

  it('forgets a sort stored before version 5 when it was the default, which was always stored', () => {
    const storage = memoryStorage();
    const stored = (routeSort: string) =>
      storage.setItem(key, JSON.stringify({ version: 4, state: { settings: {}, routeSort } }));
    stored('output');
    expect(
      createWidgetStore({ routeSort: 'fees' }, { storageKey: key, storage }).getState().routeSort,
    ).toBe('fees');
    stored('speed');
    expect(
      createWidgetStore({ routeSort: 'fees' }, { storageKey: key, storage }).getState().routeSort,
    ).toBe('speed');
  });

  it('remembers accepted custom tokens per instance', () => {
    const storage = memoryStorage();
    const a = createWidgetStore({}, { storageKey: settingsStorageKey('a'), storage });
    a.getState().actions.addCustomToken(CUSTOM);
    const reloaded = createWidgetStore({}, { storageKey: settingsStorageKey('a'), storage });
    expect(reloaded.getState().customTokens).toEqual([CUSTOM]);
    const other = createWidgetStore({}, { storageKey: settingsStorageKey('b'), storage });
    expect(other.getState().customTokens).toEqual([]);
  });

  it('drops malformed custom tokens and keeps the well-formed ones', () => {
    const value = JSON.stringify({
      version: SETTINGS_STORAGE_VERSION,
      state: {
        customTokens: [CUSTOM, { ...CUSTOM, decimals: -1 }, 'junk'],
      },
    });
    const store = createWidgetStore(
      {},
      { storageKey: key, storage: memoryStorage({ [key]: value }) },
    );
    expect(store.getState().customTokens).toEqual([CUSTOM]);
    const notAList = JSON.stringify({
      version: SETTINGS_STORAGE_VERSION,
      state: { customTokens: {} },
    });
    expect(
      createWidgetStore(
        {},
        { storageKey: key, storage: memoryStorage({ [key]: notAList }) },
      ).getState().customTokens,
    ).toEqual([]);
  });

  it('keeps the settings stored by version 1', () => {
    const value = JSON.stringify({ version: 1, state: { settings: { slippageBps: 100 } } });
    const storage = memoryStorage({ [key]: value });
    const store = createWidgetStore({}, { storageKey: key, storage });
    expect(store.getState().settings.slippageBps).toBe(100);
    expect(store.getState().routeSort).toBe('output');
    expect(JSON.parse(storage.data.get(key) ?? '{}').version).toBe(SETTINGS_STORAGE_VERSION);
  });

  it('persists only the settings and sort order, and a new store from the same storage gets them back', () => {
    const storage = memoryStorage();
    const a = createWidgetStore({}, { storageKey: key, storage });
    a.getState().actions.setAmountText('7');
    a.getState().actions.updateSettings({ slippageBps: 120, evmPriorityFee: 'high', lite: true });
    const stored = JSON.parse(storage.data.get(key) ?? '{}');
    expect(stored).toEqual({
      version: SETTINGS_STORAGE_VERSION,
      state: {
        settings: expect.objectContaining({ slippageBps: 120 }),
        // No sort: the person chose none (`setRouteSort` stores theirs).
        customTokens: [],
      },
    });
    const b = createWidgetStore({}, { storageKey: key, storage });
    expect(b.getState().settings).toMatchObject({
      slippageBps: 120,
      evmPriorityFee: 'high',
      lite: true,
    });
    expect(b.getState().amountText).toBe('');
  });

  it('does not read a stored recipient when the integrator hides the recipient field', () => {
    const storage = memoryStorage();
    const friend = '0x000000000000000000000000000000000000bEEF';
    createWidgetStore({}, { storageKey: key, storage }).getState().actions.updateSettings({
      recipient: friend,
      slippageBps: 120,
    });
    const hidden = createWidgetStore({ recipientHidden: true }, { storageKey: key, storage });
    expect(hidden.getState().settings).toMatchObject({ recipient: '', slippageBps: 120 });
    const shown = createWidgetStore({}, { storageKey: key, storage });
    expect(shown.getState().settings.recipient).toBe(friend);
  });

  it('refuses invalid updates field by field', () => {
    const store = createWidgetStore({}, { storageKey: key, storage: memoryStorage() });
    store.getState().actions.updateSettings({ slippageBps: 9000, recipient: 'abc' });
    expect(store.getState().settings.slippageBps).toBe(50);
    expect(store.getState().settings.recipient).toBe('abc');
  });

  it('keeps two instances apart', () => {
    const storage = memoryStorage();
    const a = createWidgetStore({}, { storageKey: settingsStorageKey('a'), storage });
    const b = createWidgetStore({}, { storageKey: settingsStorageKey('b'), storage });
    a.getState().actions.updateSettings({ slippageBps: 300 });
    expect(b.getState().settings.slippageBps).toBe(50);
  });

  it.each([
    ['not JSON', '{nope'],
    ['a number', '42'],
    ['null state', JSON.stringify({ version: SETTINGS_STORAGE_VERSION, state: null })],
    [
      'wrong types',
      JSON.stringify({
        version: SETTINGS_STORAGE_VERSION,
        state: {
          settings: {
            slippageBps: '50; drop table',
            lite: 'yes',
            includeProviders: [1, 2],
            evmPriorityFee: 'insane',
            recipient: { toString: 1 },
          },
        },
      }),
    ],
    [
      'settings is an array',
      JSON.stringify({ version: SETTINGS_STORAGE_VERSION, state: { settings: [] } }),
    ],
  ])('survives tampered storage (%s) with defaults', (_label, value) => {
    const storage = memoryStorage({ [key]: value });
    const store = createWidgetStore({}, { storageKey: key, storage });
    expect(store.getState().settings.slippageBps).toBe(50);
    expect(store.getState().settings.lite).toBe(false);
    expect(store.getState().settings.includeProviders).toEqual([]);
    expect(store.getState().settings.evmPriorityFee).toBeUndefined();
    expect(typeof store.getState().actions.flip).toBe('function');
  });

  it('keeps the valid fields of a partly tampered value', () => {
    const value = JSON.stringify({
      version: SETTINGS_STORAGE_VERSION,
      state: { settings: { slippageBps: 100, lite: 'yes', solanaBundleTip: 5000 } },
    });
    const store = createWidgetStore(
      {},
      { storageKey: key, storage: memoryStorage({ [key]: value }) },
    );
    expect(store.getState().settings).toMatchObject({
      slippageBps: 100,
      lite: false,
      solanaBundleTip: 5000,
    });
  });

  it('resets settings stored by another version', () => {
    const value = JSON.stringify({ version: 0, state: { settings: { slippageBps: 100 } } });
    const storage = memoryStorage({ [key]: value });
    const store = createWidgetStore({}, { storageKey: key, storage });
    expect(store.getState().settings.slippageBps).toBe(50);
    expect(JSON.parse(storage.data.get(key) ?? '{}').version).toBe(SETTINGS_STORAGE_VERSION);
  });

  it('works without any storage', () => {
    const store = createWidgetStore({}, { storageKey: key });
    store.getState().actions.updateSettings({ slippageBps: 10 });
    expect(store.getState().settings.slippageBps).toBe(10);
  });
});

describe('locked fields', () => {
  const USDC = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
  const WETH = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512';
  const start = {
    from: { chainId: '31337', tokenAddress: USDC },
    to: { chainId: '31338', tokenAddress: WETH },
    amountText: '5',
  };

  it('ignores every change that would move a locked token, its chain or the amount', () => {
    const store = createWidgetStore(
      { ...start, locked: new Set(['toChain', 'toToken', 'amount'] as const) },
      { storageKey: key, storage: memoryStorage() },
    );
    const { actions } = store.getState();
    actions.setTo({ chainId: '31337' });
    actions.setTo({ tokenAddress: USDC });
    actions.flip();
    actions.setAmountText('7');
    expect(store.getState()).toMatchObject(start);
    // The free side still moves.
    actions.setFrom({ chainId: '31338', tokenAddress: USDC });
    expect(store.getState().from).toEqual({ chainId: '31338', tokenAddress: USDC });
  });

  it('lets the token change on a locked chain, not the chain', () => {
    const store = createWidgetStore(
      { ...start, locked: new Set(['fromChain'] as const) },
      { storageKey: key, storage: memoryStorage() },
    );
    const { actions } = store.getState();
    actions.setFrom({ chainId: '31338' });
    expect(store.getState().from).toEqual(start.from);
    actions.setFrom({ tokenAddress: WETH });
    expect(store.getState().from).toEqual({ chainId: '31337', tokenAddress: WETH });
    actions.flip();
    expect(store.getState().from.chainId).toBe('31337');
  });

  it('changes anything without locks', () => {
    const store = createWidgetStore(start, { storageKey: key, storage: memoryStorage() });
    store.getState().actions.flip();
    expect(store.getState()).toMatchObject({ from: start.to, to: start.from });
  });
});
