import {
  createJSONStorage,
  type PersistStorage,
  persist,
  type StateStorage,
} from 'zustand/middleware';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { Asset, Route } from '../api/types';
import { sanitizeCustomTokens, withCustomToken } from './customTokens';
import { defaultSettings, sanitizeSettings, type WidgetSettings } from './widgetSettings';

// The React side lives in its own file; re-exported so the contract's import path works.
export {
  useWidgetActions,
  useWidgetStore,
  useWidgetStoreApi,
  WidgetStoreProvider,
} from './WidgetStoreProvider';
export type { WidgetSettings } from './widgetSettings';

export interface TokenSelection {
  chainId?: string;
  tokenAddress?: string;
}

export type RouteSort = 'output' | 'speed' | 'fees';

export interface WidgetActions {
  /** Merges into the source selection; changing the chain without a token clears the token. */
  setFrom(p: TokenSelection): void;
  setTo(p: TokenSelection): void;
  /** Swaps source and destination. */
  flip(): void;
  setAmountText(text: string): void;
  /**
   * Selects a route by id. Pass the route itself too, so "You receive" can show its output
   * (quotes stay in React Query; this is a read-only copy of the chosen one).
   */
  selectRoute(routeId?: string, route?: Route): void;
  setRouteSort(sort: RouteSort): void;
  updateSettings(partial: Partial<WidgetSettings>): void;
  /** Remembers a token the user explicitly accepted although it is not on the API's list. */
  addCustomToken(asset: Asset): void;
}

export interface WidgetState {
  from: TokenSelection;
  to: TokenSelection;
  /** Exactly what the user typed in "You pay" (human units). */
  amountText: string;
  selectedRouteId?: string;
  /** The selected route as last passed to `selectRoute`, when the caller passed it. */
  selectedRoute?: Route;
  routeSort: RouteSort;
  settings: WidgetSettings;
  /**
   * Tokens accepted by address after the "unknown token" warning. Remembered per instance, so a
   * reload keeps a token the user explicitly confirmed; they still carry the unknown-token warning.
   */
  customTokens: Asset[];
  actions: WidgetActions;
}

export interface WidgetStoreInit {
  from?: TokenSelection;
  to?: TokenSelection;
  amountText?: string;
  routeSort?: RouteSort;
  /** Defaults for settings nothing was stored for yet. */
  settings?: Partial<WidgetSettings>;
}

export interface WidgetStoreOptions {
  /** Storage key, e.g. `settingsStorageKey(instanceId)`. */
  storageKey: string;
  /** Defaults to `window.localStorage` when there is one; pass one in tests. */
  storage?: StateStorage;
}

export type WidgetStore = StoreApi<WidgetState>;

/**
 * Bump when the persisted shape changes; `migrate` says what is kept from older versions.
 * 1: settings. 2: + routeSort. 3: + customTokens.
 */
export const SETTINGS_STORAGE_VERSION = 3;

const ROUTE_SORTS: readonly RouteSort[] = ['output', 'speed', 'fees'];

/** Namespaced so two widgets on one page, or the host page itself, never share storage. */
export function settingsStorageKey(instanceId: string): string {
  return `swapwidget:${instanceId}:settings`;
}

interface PersistedShape {
  settings: WidgetSettings;
  routeSort: RouteSort;
  customTokens: Asset[];
}

export function createWidgetStore(init: WidgetStoreInit, options: WidgetStoreOptions): WidgetStore {
  const initialSettings = sanitizeSettings(init.settings ?? {}, defaultSettings());
  return createStore<WidgetState>()(
    persist(
      (set) => ({
        from: { ...init.from },
        to: { ...init.to },
        amountText: init.amountText ?? '',
        selectedRouteId: undefined,
        routeSort: init.routeSort ?? 'output',
        settings: initialSettings,
        customTokens: [],
        actions: {
          setFrom: (p) => set((s) => ({ from: mergeSelection(s.from, p), ...NO_ROUTE })),
          setTo: (p) => set((s) => ({ to: mergeSelection(s.to, p), ...NO_ROUTE })),
          flip: () => set((s) => ({ from: s.to, to: s.from, ...NO_ROUTE })),
          setAmountText: (amountText) => set({ amountText, ...NO_ROUTE }),
          selectRoute: (selectedRouteId, route) =>
            set({
              selectedRouteId,
              selectedRoute: route && route.routeId === selectedRouteId ? route : undefined,
            }),
          setRouteSort: (routeSort) => set({ routeSort }),
          updateSettings: (partial) =>
            set((s) => ({ settings: sanitizeSettings(partial, s.settings) })),
          addCustomToken: (asset) =>
            set((s) => ({ customTokens: withCustomToken(s.customTokens, asset) })),
        },
      }),
      {
        name: options.storageKey,
        storage: safeJsonStorage(options.storage),
        version: SETTINGS_STORAGE_VERSION,
        partialize: (s): PersistedShape => ({
          settings: s.settings,
          routeSort: s.routeSort,
          customTokens: s.customTokens,
        }),
        // Every later version only added fields, so older data is kept as it is (`merge` checks
        // it); data from before version 1, or from an unknown one, is not interpreted.
        migrate: (persisted, version) =>
          (version >= 1 && version < SETTINGS_STORAGE_VERSION && isRecord(persisted)
            ? persisted
            : {}) as unknown as PersistedShape,
        // Validate field by field; whatever is bad falls back to the current value.
        merge: (persisted, current) => {
          const p = isRecord(persisted) ? persisted : {};
          return {
            ...current,
            settings: sanitizeSettings(p.settings, current.settings),
            routeSort: ROUTE_SORTS.find((s) => s === p.routeSort) ?? current.routeSort,
            customTokens: sanitizeCustomTokens(p.customTokens),
          };
        },
      },
    ),
  );
}

const NO_ROUTE = { selectedRouteId: undefined, selectedRoute: undefined } as const;

function mergeSelection(prev: TokenSelection, p: TokenSelection): TokenSelection {
  const chainChanged = p.chainId !== undefined && p.chainId !== prev.chainId;
  return {
    chainId: p.chainId ?? prev.chainId,
    tokenAddress:
      'tokenAddress' in p ? p.tokenAddress : chainChanged ? undefined : prev.tokenAddress,
  };
}

function isRecord(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

/**
 * JSON storage that never throws: a corrupt value reads as "nothing stored", and a failing write
 * (quota, storage disabled in a sandboxed iframe) is ignored.
 */
function safeJsonStorage(storage?: StateStorage): PersistStorage<PersistedShape> | undefined {
  // Without any storage, settings live as long as the page (still one store per instance).
  const base = storage ?? browserStorage() ?? memoryStorage();
  const safe: StateStorage = {
    getItem: (name) => {
      try {
        const text = base.getItem(name);
        if (typeof text !== 'string') return null;
        JSON.parse(text);
        return text;
      } catch {
        return null;
      }
    },
    setItem: (name, value) => {
      try {
        base.setItem(name, value);
      } catch {
        // Storage full or blocked: settings just are not remembered.
      }
    },
    removeItem: (name) => {
      try {
        base.removeItem(name);
      } catch {
        // ignore
      }
    },
  };
  return createJSONStorage<PersistedShape>(() => safe);
}

function browserStorage(): StateStorage | undefined {
  try {
    return typeof window !== 'undefined' ? window.localStorage : undefined;
  } catch {
    // Accessing localStorage throws when cookies are blocked for a third-party iframe.
    return undefined;
  }
}

function memoryStorage(): StateStorage {
  const data = new Map<string, string>();
  return {
    getItem: (name) => data.get(name) ?? null,
    setItem: (name, value) => {
      data.set(name, value);
    },
    removeItem: (name) => {
      data.delete(name);
    },
  };
}
