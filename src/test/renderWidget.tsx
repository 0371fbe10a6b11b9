/**
 * Test infrastructure for widget components: a fake routing client (no fetch), domain fixtures,
 * and a render helper with a fresh QueryClient (retry off) and in-memory storage per test.
 * Test-only (it imports vitest): never imported by production code.
 */

import type { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { onTestFinished, vi } from 'vitest';
import type { StateStorage } from 'zustand/middleware';
import type { RoutingClient } from '../api/client';
import { RequestBudget } from '../api/requestBudget';
import type { Asset, Chain, QuotesResult, TokensByChain } from '../api/types';
import type { WidgetConfig } from '../config/widgetConfig';
import type { WidgetSettings } from '../config/widgetSettings';
import type { WidgetEvents } from '../events/widgetEvents';
import { createWidgetQueryClient } from '../queries/widgetQueryClient';
import { WidgetProviders } from '../startup/WidgetProviders';
import { memoryStorage, storageScope } from '../state/persistedStorage';
import { useWidgetStoreApi } from '../state/WidgetStoreProvider';
import {
  SETTINGS_STORAGE_VERSION,
  settingsStorageKey,
  type WidgetStore,
} from '../state/widgetStore';

export { memoryStorage } from '../state/persistedStorage';

export function makeChain(p: Partial<Chain> & Pick<Chain, 'chainId' | 'name'>): Chain {
  return {
    symbol: 'ETH',
    networkType: 'evm',
    image: '',
    isPopular: true,
    isEnabled: true,
    explorer: { token: '', txn: '' },
    rpcUrls: [],
    tokenCount: 0,
    ...p,
  };
}

export function makeAsset(
  p: Partial<Asset> & Pick<Asset, 'chainId' | 'address' | 'symbol'>,
): Asset {
  return {
    networkType: 'evm',
    decimals: 18,
    name: p.symbol,
    isNative: false,
    isPopular: false,
    isEnabled: true,
    isFlagged: false,
    blockchain: 'Sandbox',
    lastPrice: 1,
    ...p,
  };
}

export const ETHEREUM = makeChain({ chainId: '31337', name: 'Sandbox Ethereum' });
export const BASE = makeChain({ chainId: '31338', name: 'Sandbox Base' });
export const SOLANA = makeChain({
  chainId: 'sol',
  name: 'Solana',
  symbol: 'SOL',
  networkType: 'sol',
});

export const ETH = makeAsset({
  chainId: '31337',
  address: '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE',
  symbol: 'ETH',
  name: 'Ether',
  isNative: true,
  isPopular: true,
  lastPrice: 3000,
});
export const USDC = makeAsset({
  chainId: '31337',
  address: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  symbol: 'USDC',
  name: 'USD Coin',
  decimals: 6,
  isPopular: true,
});
export const SCAM = makeAsset({
  chainId: '31337',
  address: '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0',
  symbol: 'USDC.e',
  name: 'Totally USDC',
  isFlagged: true,
});
export const BASE_USDC = makeAsset({
  chainId: '31338',
  address: '0xCf7Ed3AccA5a467e9e704C703E8D87F634fB0Fc9',
  symbol: 'USDC',
  name: 'USD Coin',
  decimals: 6,
  isPopular: true,
});

/** A deep link's starting choice: 1 ETH on Sandbox Ethereum to USDC on Sandbox Base. */
export const ETH_TO_BASE_USDC = {
  fromChain: ETH.chainId,
  fromToken: ETH.address,
  toChain: BASE_USDC.chainId,
  toToken: BASE_USDC.address,
  amount: '1',
} as const;

/** The API the fake client claims to be (the sandbox's default address). */
export const FAKE_API_URL = 'http://127.0.0.1:8787/v1';

export interface FakeClientData {
  chains?: Chain[];
  tokens?: TokensByChain;
  quotes?: QuotesResult;
}

/** A `RoutingClient` answering from memory; each call is recorded in `calls`. */
export function fakeRoutingClient(data: FakeClientData = {}): RoutingClient & { calls: string[] } {
  const calls: string[] = [];
  const chains = data.chains ?? [ETHEREUM, BASE];
  const tokens = data.tokens ?? { '31337': [ETH, USDC, SCAM], '31338': [BASE_USDC] };
  const unexpected = (name: string) => () => Promise.reject(new Error(`unexpected ${name} call`));
  return {
    calls,
    baseUrl: FAKE_API_URL,
    budget: RequestBudget.forApiKey(undefined),
    getChains: async () => {
      calls.push('chains');
      return chains;
    },
    getTokens: async (params) => {
      calls.push(`tokens:${params?.chainId ?? ''}`);
      if (!params?.chainId) return tokens;
      return { [params.chainId]: tokens[params.chainId] ?? [] };
    },
    getQuotes: async () => {
      calls.push('quotes');
      return data.quotes ?? { quotes: [] };
    },
    createTx: unexpected('createTx'),
    getNextTx: unexpected('getNextTx'),
    getStatus: unexpected('getStatus'),
    quickSwap: unexpected('quickSwap'),
    submitSignature: unexpected('submitSignature'),
  };
}

/** The instance id `renderInWidget` gives its widget. */
export const TEST_INSTANCE_ID = 'test';

/** Where `renderInWidget`'s widget keeps its settings (the fake client's API by default). */
export function testSettingsStorageKey(apiUrl: string = FAKE_API_URL): string {
  return settingsStorageKey(storageScope(TEST_INSTANCE_ID, apiUrl));
}

/**
 * Storage holding `settings` as the widget stores them, as any script on the page can write them
 * (for `renderInWidget`'s `storage`).
 */
export function storedSettings(settings: Partial<WidgetSettings>) {
  const storage = memoryStorage();
  storage.setItem(
    testSettingsStorageKey(),
    JSON.stringify({ state: { settings }, version: SETTINGS_STORAGE_VERSION }),
  );
  return storage;
}

function CaptureStore({ onStore }: { onStore(store: WidgetStore): void }) {
  onStore(useWidgetStoreApi());
  return null;
}

export interface RenderWidgetOptions {
  client?: RoutingClient;
  storage?: StateStorage;
  config?: Partial<WidgetConfig>;
  /** The integrator's emitter, to assert the events the widget gives. */
  events?: WidgetEvents;
  /** A cache filled before the widget mounts, as a page's early request fills it (`pageStart`). */
  queryClient?: QueryClient;
}

/** Renders `ui` inside a fresh widget instance (own QueryClient with retry off). */
export function renderInWidget(ui: ReactElement, opts: RenderWidgetOptions = {}) {
  // Nothing in a component test reaches the network: the API is the fake client, and side
  // requests (the wallet layer's sandbox probe) get a 404, i.e. "not the sandbox".
  if (!vi.isMockFunction(globalThis.fetch)) {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 404 })),
    );
    onTestFinished(() => {
      vi.unstubAllGlobals();
    });
  }
  const client = opts.client ?? fakeRoutingClient();
  const storage = opts.storage ?? memoryStorage();
  const queryClient = opts.queryClient ?? createWidgetQueryClient();
  queryClient.setDefaultOptions({
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
  });
  let store: WidgetStore | undefined;
  const config: WidgetConfig = {
    apiUrl: client.baseUrl,
    instanceId: TEST_INSTANCE_ID,
    ...opts.config,
  };
  const result = render(
    <WidgetProviders
      config={config}
      client={client}
      storage={storage}
      queryClient={queryClient}
      events={opts.events}
    >
      <CaptureStore
        onStore={(s) => {
          store = s;
        }}
      />
      {ui}
    </WidgetProviders>,
  );
  const getStore = (): WidgetStore => {
    if (!store) throw new Error('store not rendered');
    return store;
  };
  return { ...result, client, storage, queryClient, getStore };
}
