import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { isRetryableError, RateLimitError } from '../../api/errors';
import type { QuoteRequest, QuotesResult } from '../../api/types';
import { quoteSettings } from '../../config/offerRules';
import { useOfferRules } from '../../config/useOfferRules';
import { useWidgetConfig } from '../../config/WidgetConfigProvider';
import type { WidgetDefaults } from '../../config/widgetConfig';
import { useI18n } from '../../i18n/I18nProvider';
import { useTokenBalance } from '../../networks/useTokenBalances';
import { quotesQueryOptions, useChains, useRoutingClient, useTokens } from '../../queries';
import { buildQuoteRequest, quoteRequestKey } from '../../quoting/buildQuoteRequest';
import {
  buildDeepLinkQuoteRequest,
  isSameAsDeepLinkRequest,
  networkTypeOfTokenAddress,
} from '../../quoting/deepLinkQuoteRequest';
import { refreshIntervalMs } from '../../quoting/routeRules';
import { type QuoteBlocker, selectQuoteBlocker } from '../../state/quoteBlocker';
import { recipientInUse } from '../../state/recipient';
import { useWidgetStore } from '../../state/WidgetStoreProvider';
import type { WidgetState } from '../../state/widgetStore';
import { useConnectedAddress } from '../../wallets/useConnectedAddress';
import { useAddressFormats } from '../widget/useAddressFormats';
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

/** True while the tokens and amount are still those the widget started with (a deep link's). */
function isDeepLinkChoice(
  state: Pick<WidgetState, 'from' | 'to' | 'amountText'>,
  defaults: WidgetDefaults | undefined,
): boolean {
  return (
    defaults !== undefined &&
    state.from.chainId === defaults.fromChain &&
    state.from.tokenAddress === defaults.fromToken &&
    state.to.chainId === defaults.toChain &&
    state.to.tokenAddress === defaults.toToken &&
    state.amountText === (defaults.amount ?? '')
  );
}

/**
 * The routes for the user's current choice: builds the request from the store (placeholder wallet
 * until one of the source type is connected), debounces the user's edits, and queries it with the
 * previous routes kept on screen until new ones arrive. A deep link is quoted at once, in parallel
 * with the chain and token lists (see `buildDeepLinkQuoteRequest`), and that request stands once
 * the lists confirm it. `observeOnly` readers (the main button) share the cache entry without
 * scheduling refetches of their own.
 */
export function useRouteQuotes({ observeOnly = false } = {}): RouteQuotes {
  const from = useSelectedAsset('from');
  const to = useSelectedAsset('to');
  const config = useWidgetConfig();
  const { defaults, integratorFeeBps } = config;
  const state = useWidgetStore(
    useShallow((s) => ({ amountText: s.amountText, from: s.from, to: s.to, settings: s.settings })),
  );
  // The user's provider choice within the integrator's lists (`include`/`exclude`).
  const rules = useOfferRules();
  // The recipient in use: the integrator's `toAddress`, else the person's (none while hidden).
  const recipient = recipientInUse(config, state.settings.recipient).text;
  const settings = useMemo(
    () => ({ ...quoteSettings(rules, state.settings), recipient }),
    [rules, state.settings, recipient],
  );
  // Each side is either resolved or still being looked up in the lists (not unknown, not failed),
  // on the first load only: once a list has failed, the panel says so until it loads (quoting
  // again would swap the error for routes and back on each retry).
  const chainsList = useChains();
  const fromTokens = useTokens(state.from.chainId);
  const toTokens = useTokens(state.to.chainId);
  const listsNeverFailed =
    chainsList.errorUpdateCount + fromTokens.errorUpdateCount + toTokens.errorUpdateCount === 0;
  const listsLoading =
    listsNeverFailed &&
    (from.isLoading || to.isLoading) &&
    (from.isLoading || from.asset !== undefined) &&
    (to.isLoading || to.asset !== undefined);
  // While the chain list loads, a deep link's network types are read from its token addresses
  // (the hosted page loaded their checks before its first render, with its first quotes).
  const isValidAddress = useAddressFormats(
    recipient.trim() !== '' ||
      (listsLoading && Boolean(state.from.tokenAddress && state.to.tokenAddress)),
  )?.isValidAddress;
  const fromType =
    from.chain?.networkType ??
    (listsLoading ? networkTypeOfTokenAddress(state.from.tokenAddress, isValidAddress) : undefined);
  const toType =
    to.chain?.networkType ??
    (listsLoading ? networkTypeOfTokenAddress(state.to.tokenAddress, isValidAddress) : undefined);
  const sourceAddress = useConnectedAddress(fromType);
  const destinationAddress = useConnectedAddress(toType);
  const { balance, isLoading: balanceLoading } = useTokenBalance(
    sourceAddress ? from.asset : undefined,
  );

  const i18n = useI18n();
  const blocker = selectQuoteBlocker(
    state,
    { fromAsset: from.asset, toAsset: to.asset, balance },
    i18n,
  );
  const isComplete = !blocker && from.asset && to.asset && fromType && toType;
  // With a wallet connected, wait for its balance: an insufficient one must cost no request.
  const full =
    !isComplete || balanceLoading || !from.asset || !to.asset || !fromType || !toType
      ? undefined
      : buildQuoteRequest({
          fromAsset: from.asset,
          toAsset: to.asset,
          fromNetworkType: fromType,
          toNetworkType: toType,
          amountText: state.amountText,
          settings,
          sourceAddress,
          destinationAddress,
          integratorFeeBps,
          isValidAddress,
        });
  // The deep link's request, while the choice is still the link's, for the placeholder wallet only
  // (a connected wallet's balance is checked first, which needs the token list). Edits are quoted
  // in smallest units, like any choice made in the widget.
  const deepLink =
    !sourceAddress && (listsLoading || full) && isDeepLinkChoice(state, defaults)
      ? buildDeepLinkQuoteRequest({
          ...state,
          settings,
          destinationAddress,
          integratorFeeBps,
          isValidAddress,
        })
      : undefined;
  const { client, scope } = useRoutingClient();
  const queryClient = useQueryClient();
  const sameAsDeepLink =
    full &&
    from.asset &&
    fromType &&
    toType &&
    isSameAsDeepLinkRequest(deepLink, full, {
      fromDecimals: from.asset.decimals,
      fromNetworkType: fromType,
      toNetworkType: toType,
    });
  // One request in two forms: the one already asked keeps its answer. A widget whose address
  // checks arrive after its first request (a host app, the element: no page loaded them first)
  // must not ask again in the link's form.
  const fullAsked =
    full !== undefined &&
    queryClient.getQueryState(quotesQueryOptions(client, scope, full).queryKey) !== undefined;
  const typed = listsLoading ? deepLink : sameAsDeepLink && !fullAsked ? deepLink : full;
  const typedKey = quoteRequestKey(typed);
  // Only the user's edits (amount, tokens, settings) wait for a pause.
  const editKey = JSON.stringify(state);
  const request = useDebouncedValue(typed, typedKey, QUOTE_DEBOUNCE_MS, editKey);

  const options = quotesQueryOptions(client, scope, request);
  // A request nobody asked for yet leaves during this render (before `useQuery` puts it in the
  // cache), not in an effect after the first paint: a deep link's first route comes sooner.
  if (request && !queryClient.getQueryState(options.queryKey)) {
    void queryClient.prefetchQuery(options);
  }
  const query = useQuery({
    ...options,
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
    // While a deep link is quoted before its tokens are resolved, nothing blocks.
    blocker: typed ? undefined : blocker,
    request,
    isDebouncing: quoteRequestKey(request) !== typedKey,
    isAwaitingBalance: Boolean(isComplete && balanceLoading),
    query,
    nextRefreshAt: interval === false || !request ? undefined : since + interval,
  };
}
