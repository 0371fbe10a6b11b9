import { persist, type StateStorage } from 'zustand/middleware';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { Asset, Route } from '../api/types';
import type { LockableField } from '../config/widgetOptions';
import {
  defaultSettings,
  isSlippageBps,
  sanitizeSettings,
  type WidgetSettings,
} from '../config/widgetSettings';
import { sanitizeCustomTokens, withCustomToken } from './customTokens';
import { canFlip, keepsLocks } from './lockedChoice';
import { safeJsonStorage, storageKey } from './persistedStorage';
import {
  forgetUnchosenSlippage,
  settingsToStore,
  slippageAfterDefaultChange,
} from './slippageDefault';
/*
 * The per-instance store, plain zustand (no React: the provider and hooks are in
 * `WidgetStoreProvider.tsx`). What the user chose; server data stays in React Query.
 */

export interface TokenSelection {
  chainId?: string;
  tokenAddress?: string;
}

type RouteSort = 'output' | 'speed' | 'fees';

interface WidgetActions {
  /**
   * Merges into the source selection; changing the chain without a token clears the token. A
   * change of a locked field is ignored (`locked`), as for `setTo`, `flip` and `setAmountText`.
   */
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
  /**
   * A new default slippage (the integrator's config changed): the user's slippage follows it
   * unless they chose their own. Invalid values are ignored.
   */
  setDefaultSlippage(bps: number): void;
  /** Remembers a token the user explicitly accepted although it is not on the API's list. */
  addCustomToken(asset: Asset): void;
}

export interface WidgetState {
  from: TokenSelection;
  to: TokenSelection;
  /**
   * The "You pay" amount in human units, canonical: `.` for decimals, no grouping ("1234.5"), as
   * the field read what the user typed in their locale (`canonicalAmountText`); a text that is no
   * amount stays one that `parseAmountInput` refuses.
   */
  amountText: string;
  selectedRouteId?: string;
  /** The selected route as last passed to `selectRoute`, when the caller passed it. */
  selectedRoute?: Route;
  routeSort: RouteSort;
  /** Whether `routeSort` is the person's own choice (kept), not the integrator's or the default. */
  routeSortChosen: boolean;
  settings: WidgetSettings;
  /**
   * The slippage a user starts with and goes back to (the integrator's `slippageBps`, else
   * 0.5 %); a slippage equal to it is not stored (`slippageDefault.ts`).
   */
  defaultSlippageBps: number;
  /**
   * Tokens accepted by address after the "unknown token" warning. Remembered per instance, so a
   * reload keeps a token the user explicitly confirmed; they still carry the unknown-token warning.
   */
  customTokens: Asset[];
  /** The fields fixed to their start value by the integrator (`lockedFields`); never changes. */
  locked: ReadonlySet<LockableField>;
  actions: WidgetActions;
}

export interface WidgetStoreInit {
  from?: TokenSelection;
  to?: TokenSelection;
  amountText?: string;
  routeSort?: RouteSort;
  /** Defaults for settings nothing was stored for yet. */
  settings?: Partial<WidgetSettings>;
  /** Fields the user cannot change (see `lockedFields`); their start values are above. */
  locked?: ReadonlySet<LockableField>;
  /**
   * The recipient field is hidden (`hiddenUI: ['toAddress']`): a recipient stored on an earlier
   * visit is not read, since nobody could see or clear where the tokens would go.
   */
  recipientHidden?: boolean;
}

export interface WidgetStoreOptions {
  /** Storage key: `settingsStorageKey(storageScope(instanceId, apiUrl))`. */
  storageKey: string;
  /** Defaults to `window.localStorage` when there is one; pass one in tests. */
  storage?: StateStorage;
}

export type WidgetStore = StoreApi<WidgetState>;

/**
 * Bump when the persisted shape changes; `migrate` says what is kept from older versions.
 * 1: settings. 2: + routeSort. 3: + customTokens. 4: slippage only when the user's own.
 * 5: routeSort only when the user's own.
 */
export const SETTINGS_STORAGE_VERSION = 5;

const ROUTE_SORTS: readonly RouteSort[] = ['output', 'speed', 'fees'];

/**
 * Namespaced so two widgets on one page, or the host page itself, never share storage; `scope`
 * is `storageScope(instanceId, apiUrl)`, so settings chosen against one API stay with it.
 */
export function settingsStorageKey(scope: string): string {
  return storageKey(scope, 'settings');
}

interface PersistedShape {
  settings: Partial<WidgetSettings>;
  /** Only the person's own choice: an integrator's `routePriority` applies to everyone else. */
  routeSort?: RouteSort | undefined;
  customTokens: Asset[];
}

export function createWidgetStore(init: WidgetStoreInit, options: WidgetStoreOptions): WidgetStore {
  const initialSettings = sanitizeSettings(init.settings ?? {}, defaultSettings());
  const locked: ReadonlySet<LockableField> = new Set(init.locked);
  const setSide = (side: 'from' | 'to', p: TokenSelection) => (s: WidgetState) => {
    const next = mergeSelection(s[side], p);
    return keepsLocks(locked, side, s[side], next) ? { [side]: next, ...NO_ROUTE } : s;
  };
  return createStore<WidgetState>()(
    persist(
      (set, get) => ({
        from: { ...init.from },
        to: { ...init.to },
        amountText: init.amountText ?? '',
        selectedRouteId: undefined,
        routeSort: init.routeSort ?? 'output',
        routeSortChosen: false,
        settings: initialSettings,
        defaultSlippageBps: initialSettings.slippageBps,
        customTokens: [],
        locked,
        actions: {
          setFrom: (p) => set(setSide('from', p)),
          setTo: (p) => set(setSide('to', p)),
          flip: () => set((s) => (canFlip(locked) ? { from: s.to, to: s.from, ...NO_ROUTE } : s)),
          setAmountText: (amountText) =>
            set((s) => (locked.has('amount') ? s : { amountText, ...NO_ROUTE })),
          selectRoute: (selectedRouteId, route) =>
            set({
              selectedRouteId,
              selectedRoute: route && route.routeId === selectedRouteId ? route : undefined,
            }),
          setRouteSort: (routeSort) => set({ routeSort, routeSortChosen: true }),
          updateSettings: (partial) =>
            set((s) => ({ settings: sanitizeSettings(partial, s.settings) })),
          setDefaultSlippage: (bps) => {
            // No `set` for no change: each one writes the storage (a widget's first render
            // calls this, and a widget only looking must not create its storage entry).
            const s = get();
            if (!isSlippageBps(bps) || bps === s.defaultSlippageBps) return;
            const slippageBps = slippageAfterDefaultChange(
              s.settings.slippageBps,
              s.defaultSlippageBps,
              bps,
            );
            set({ defaultSlippageBps: bps, settings: { ...s.settings, slippageBps } });
          },
          addCustomToken: (asset) =>
            set((s) => ({ customTokens: withCustomToken(s.customTokens, asset) })),
        },
      }),
      {
        name: options.storageKey,
        // Without any storage, settings live as long as the page (still one store per instance).
        storage: safeJsonStorage<PersistedShape>(options.storage),
        version: SETTINGS_STORAGE_VERSION,
        partialize: (s): PersistedShape => ({
          settings: settingsToStore(s.settings, s.defaultSlippageBps),
          routeSort: s.routeSortChosen ? s.routeSort : undefined,
          customTokens: s.customTokens,
        }),
        // Later versions only added fields, so older data is kept as it is (`merge` checks it),
        // but for a slippage stored before version 4, which may be the old default rather than
        // the user's choice; data from before version 1, or an unknown one, is not interpreted.
        migrate: (persisted, version) =>
          (version >= 1 && version < SETTINGS_STORAGE_VERSION && isRecord(persisted)
            ? {
                ...persisted,
                settings:
                  version < 4 ? forgetUnchosenSlippage(persisted.settings) : persisted.settings,
                // Before 5 the default sort was stored too: only another sort was surely chosen.
                routeSort: persisted.routeSort === 'output' ? undefined : persisted.routeSort,
              }
            : {}) as unknown as PersistedShape,
        // Validate field by field; whatever is bad falls back to the current value.
        merge: (persisted, current) => {
          const p = isRecord(persisted) ? persisted : {};
          return {
            ...current,
            settings: withoutHiddenRecipient(
              sanitizeSettings(p.settings, current.settings),
              init.recipientHidden,
            ),
            ...chosenRouteSort(p.routeSort, current),
            customTokens: sanitizeCustomTokens(p.customTokens),
          };
        },
      },
    ),
  );
}

function withoutHiddenRecipient(settings: WidgetSettings, hidden = false): WidgetSettings {
  return hidden ? { ...settings, recipient: '' } : settings;
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

/** A stored sort, when it is one: the person's own choice, over the integrator's and the default. */
function chosenRouteSort(
  stored: unknown,
  current: WidgetState,
): Pick<WidgetState, 'routeSort' | 'routeSortChosen'> {
  const sort = ROUTE_SORTS.find((s) => s === stored);
  return sort
    ? { routeSort: sort, routeSortChosen: true }
    : { routeSort: current.routeSort, routeSortChosen: false };
}
