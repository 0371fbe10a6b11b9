import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useShallow } from 'zustand/react/shallow';
import { isRetryableError, RateLimitError } from '../../api/errors';
import type { QuoteRequest, QuotesResult } from '../../api/types';
import { quotesQueryOptions, useRoutingClient } from '../../queries';
import { buildQuoteRequest, quoteRequestKey } from '../../quoting/buildQuoteRequest';
import { refreshIntervalMs } from '../../quoting/routeRules';
import { type QuoteBlocker, selectQuoteBlocker } from '../../state/quoteBlocker';
import { useWidgetStore } from '../../state/WidgetStoreProvider';
import { useConnectedAddress } from '../../wallets/useConnectedAddress';
import { useTokenBalance } from '../../wallets/useTokenBalances';
import { useSelectedAsset } from '../widget/useSelectedAsset';
import { useDebouncedValue } from './useDebouncedValue';
import { useRefreshWhenVisible } from './useRefreshWhenVisible';

/** Typing pauses this long before a quote is requested. */
export const QUOTE_DEBOUNCE_MS = 350;
/** After a transient failure (network, timeout, 5xx, 408, 425) the panel asks again after this long. */
export const ERROR_RETRY_MS = 10_000;

export interface RouteQuotes {
  /** Why nothing is requested (incomplete choice, bad amount, insufficient balance). */
  blocker?: QuoteBlocker;
  /** The request in flight or answered (after debouncing); undefined when blocked. */
  request?: QuoteRequest;
  /** True while the typed choice differs from the request (debounce running). */
  isDebouncing: boolean;
  /**
   * True while only the connected wallet's balance is missing: nothing is requested (an
   * insufficient balance must cost no request), but the previous routes may stay on screen.
   */
  isAwaitingBalance: boolean;
  query: ReturnType<typeof useQuery<QuotesResult>>;
  /** When the routes will be refreshed (ms since epoch), for the countdown. */
  nextRefreshAt?: number;
}

export interface QuotesStateView {
  status: 'pending' | 'error' | 'success';
  error: unknown;
  data?: QuotesResult;
  dataUpdatedAt: number;
}

/**
 * How long after the last answer to ask again: before the earliest route expires; after a 429
 * once the wait is over; after a transient failure (`isRetryableError`: network, timeout, 5xx,
 * 408, 425) ERROR_RETRY_MS. Never after a refusal (another 4xx: the same request would be refused
 * again) or an unreadable answer: the user gets the error and a Retry button. Never without an
 * answer.
 */
export function nextRefetchMs(state: QuotesStateView): number | false {
  const { error, data, dataUpdatedAt, status } = state;
  if (status === 'error' && error) {
    if (error instanceof RateLimitError) return Math.max(1000, error.retryAfterMs);
    return isRetryableError(error) ? ERROR_RETRY_MS : false;
  }
  if (!data) return false;
  return refreshIntervalMs(data.quotes, dataUpdatedAt);
}

/**
 * The routes for the user's current choice: builds the request from the store (placeholder wallet
 * until one of the source type is connected), debounces it, and queries it with the previous
 * routes kept on screen until new ones arrive. `observeOnly` readers (the main button) share the
 * cache entry without scheduling refetches of their own.
 */
export function useRouteQuotes({ observeOnly = false } = {}): RouteQuotes {
  const from = useSelectedAsset('from');
  const to = useSelectedAsset('to');
  const state = useWidgetStore(
    useShallow((s) => ({ amountText: s.amountText, from: s.from, to: s.to, settings: s.settings })),
  );
  const fromType = from.chain?.networkType;
  const toType = to.chain?.networkType;
  const sourceAddress = useConnectedAddress(fromType);
  const destinationAddress = useConnectedAddress(toType);
  const { balance, isLoading: balanceLoading } = useTokenBalance(
    sourceAddress ? from.asset : undefined,
  );

  const blocker = selectQuoteBlocker(state, { fromAsset: from.asset, toAsset: to.asset, balance });
  const isComplete = !blocker && from.asset && to.asset && fromType && toType;
  // With a wallet connected, wait for its balance: an insufficient one must cost no request.
  const typed =
    !isComplete || balanceLoading || !from.asset || !to.asset || !fromType || !toType
      ? undefined
      : buildQuoteRequest({
          fromAsset: from.asset,
          toAsset: to.asset,
          fromNetworkType: fromType,
          toNetworkType: toType,
          amountText: state.amountText,
          settings: state.settings,
          sourceAddress,
          destinationAddress,
        });
  const typedKey = quoteRequestKey(typed);
  const request = useDebouncedValue(typed, typedKey, QUOTE_DEBOUNCE_MS);

  const { client, scope } = useRoutingClient();
  const query = useQuery({
    ...quotesQueryOptions(client, scope, request),
    placeholderData: keepPreviousData,
    refetchInterval: observeOnly ? false : (q) => nextRefetchMs(q.state),
  });
  useRefreshWhenVisible(request ? query.data?.quotes : undefined, query.refetch, {
    enabled: !observeOnly,
    isFetching: query.isFetching,
  });
  const interval = query.isFetching
    ? false
    : nextRefetchMs({
        status: query.status,
        error: query.error,
        data: query.data,
        dataUpdatedAt: query.dataUpdatedAt,
      });
  const since = query.status === 'error' ? query.errorUpdatedAt : query.dataUpdatedAt;
  return {
    blocker,
    request,
    isDebouncing: quoteRequestKey(request) !== typedKey,
    isAwaitingBalance: Boolean(isComplete && balanceLoading),
    query,
    nextRefreshAt: interval === false || !request ? undefined : since + interval,
  };
}
