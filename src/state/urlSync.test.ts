import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiPolicy } from '../config/apiPolicy';
import { parseUrlState } from '../config/urlState';
import { buildUrlSearch, syncStoreToUrl, type UrlSyncTarget } from './urlSync';
import { createWidgetStore } from './widgetStore';

const USDC = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const API = 'http://127.0.0.1:9999/v1';
const DEV: ApiPolicy = { defaultApiUrl: API, allowedOrigins: [], acceptAnyApi: true };

describe('buildUrlSearch', () => {
  it('writes the choices and keeps foreign parameters', () => {
    const search = buildUrlSearch(
      {
        from: { chainId: '31337', tokenAddress: USDC },
        to: { chainId: '31338' },
        amountText: ' 12.5 ',
      },
      `?apiUrl=${encodeURIComponent(API)}&theme=dark&toToken=old&amount=3`,
    );
    const params = new URLSearchParams(search);
    expect(Object.fromEntries(params)).toEqual({
      apiUrl: API,
      theme: 'dark',
      fromChain: '31337',
      fromToken: USDC,
      toChain: '31338',
      amount: '12.5',
    });
  });

  it('drops an amount that is not a number and returns an empty string when nothing is left', () => {
    expect(buildUrlSearch({ from: {}, to: {}, amountText: '1.' }, '?amount=2')).toBe('?amount=1.');
    expect(buildUrlSearch({ from: {}, to: {}, amountText: 'abc' }, '?amount=2')).toBe('');
  });

  it('round-trips through parseUrlState', () => {
    const state = {
      from: { chainId: 'sol', tokenAddress: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v' },
      to: { chainId: '31338', tokenAddress: USDC },
      amountText: '0.25',
    };
    const { config } = parseUrlState(buildUrlSearch(state, ''), {}, DEV);
    expect(config.defaults).toEqual({
      fromChain: 'sol',
      fromToken: state.from.tokenAddress,
      toChain: '31338',
      toToken: USDC,
      amount: '0.25',
    });
  });
});

describe('syncStoreToUrl', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function fakeWindow(search: string): UrlSyncTarget & { calls: string[] } {
    const calls: string[] = [];
    const target = {
      calls,
      location: { pathname: '/swap', search, hash: '#x' },
      history: {
        replaceState: (_d: unknown, _u: string, url?: string) => {
          calls.push(url ?? '');
          target.location.search = new URL(url ?? '', 'http://h').search;
        },
      },
    };
    return target;
  }

  it('writes once after typing stops, with replaceState', () => {
    const store = createWidgetStore({}, { storageKey: 'k' });
    const win = fakeWindow('?theme=dark');
    const stop = syncStoreToUrl(store, win, { delayMs: 300 });
    const { actions } = store.getState();
    actions.setAmountText('1');
    actions.setAmountText('12');
    vi.advanceTimersByTime(200);
    actions.setAmountText('123');
    expect(win.calls).toEqual([]);
    vi.advanceTimersByTime(300);
    expect(win.calls).toEqual(['/swap?theme=dark&amount=123#x']);
    actions.setFrom({ chainId: '31337', tokenAddress: USDC });
    vi.advanceTimersByTime(300);
    expect(win.calls[1]).toBe(`/swap?theme=dark&amount=123&fromChain=31337&fromToken=${USDC}#x`);
    stop();
    actions.setAmountText('5');
    vi.advanceTimersByTime(1000);
    expect(win.calls).toHaveLength(2);
  });

  it('ignores changes that do not touch the URL', () => {
    const store = createWidgetStore({}, { storageKey: 'k' });
    const win = fakeWindow('');
    syncStoreToUrl(store, win);
    store.getState().actions.updateSettings({ slippageBps: 10 });
    store.getState().actions.setRouteSort('speed');
    vi.advanceTimersByTime(1000);
    expect(win.calls).toEqual([]);
  });

  it('writes a choice made before it started (its code loads after the first render)', () => {
    const store = createWidgetStore({}, { storageKey: 'k' });
    const atFirstRender = store.getState();
    store.getState().actions.setAmountText('7');
    const win = fakeWindow('');
    syncStoreToUrl(store, win, { since: atFirstRender });
    vi.advanceTimersByTime(300);
    expect(win.calls).toEqual(['/swap?amount=7#x']);
  });

  it('writes nothing on start when nothing changed since the first render', () => {
    const store = createWidgetStore({}, { storageKey: 'k' });
    const win = fakeWindow('?theme=dark');
    syncStoreToUrl(store, win, { since: store.getState() });
    vi.advanceTimersByTime(1000);
    expect(win.calls).toEqual([]);
  });
});
