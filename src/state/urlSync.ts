import * as v from 'valibot';
import { amountSchema, URL_PARAMS } from '../config/urlState';
import type { WidgetState, WidgetStore } from './widgetStore';

// Writing the address bar is not needed for the first paint: the pages load this right after it
// (`WidgetProviders.tsx`), while reading the link (`urlState.ts`) comes first.

type UrlSlice = Pick<WidgetState, 'from' | 'to' | 'amountText'>;

/**
 * The query string for the user's current choices. Parameters the widget does not own (apiUrl,
 * theme, anything else) are kept as they are.
 */
export function buildUrlSearch(state: UrlSlice, currentSearch: string): string {
  const params = new URLSearchParams(currentSearch);
  const set = (name: string, value: string | undefined) => {
    if (value) params.set(name, value);
    else params.delete(name);
  };
  set(URL_PARAMS.fromChain, state.from.chainId);
  set(URL_PARAMS.fromToken, state.from.chainId ? state.from.tokenAddress : undefined);
  set(URL_PARAMS.toChain, state.to.chainId);
  set(URL_PARAMS.toToken, state.to.chainId ? state.to.tokenAddress : undefined);
  const amount = state.amountText.trim();
  set(URL_PARAMS.amount, v.is(amountSchema, amount) ? amount : undefined);
  const text = params.toString();
  return text ? `?${text}` : '';
}

export interface UrlSyncTarget {
  location: { pathname: string; search: string; hash: string };
  history: { replaceState(data: unknown, unused: string, url?: string): void };
}

/**
 * Keeps the address bar in step with the store, so the page can be shared. Debounced because
 * typing an amount changes the state on every key; `replaceState` so Back leaves the page instead
 * of walking through keystrokes. `since`: the store's state when syncing was asked for (its code
 * loads then), so a change made before it started is written as well. Returns a function that
 * stops syncing.
 */
export function syncStoreToUrl(
  store: WidgetStore,
  target: UrlSyncTarget,
  { delayMs = 300, since }: { delayMs?: number; since?: UrlSlice } = {},
): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const write = () => {
    timer = undefined;
    const { location, history } = target;
    const search = buildUrlSearch(store.getState(), location.search);
    if (search !== location.search) {
      history.replaceState(null, '', `${location.pathname}${search}${location.hash}`);
    }
  };
  const changed = (state: UrlSlice, prev: UrlSlice) =>
    state.from !== prev.from || state.to !== prev.to || state.amountText !== prev.amountText;
  const schedule = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(write, delayMs);
  };
  const unsubscribe = store.subscribe((state, prev) => {
    if (changed(state, prev)) schedule();
  });
  // A choice made before this code arrived (it loads after the first render) is written too.
  if (since && changed(store.getState(), since)) schedule();
  return () => {
    unsubscribe();
    if (timer !== undefined) clearTimeout(timer);
  };
}
