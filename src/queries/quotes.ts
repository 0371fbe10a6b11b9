import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { RoutingClient } from '../api/client';
import type { QuoteRequest } from '../api/types';
import { useRoutingClient } from './context';
import { queryKeyHashFn } from './keys';

/**
 * Routes answered this recently are reused when another observer of the same request mounts (the
 * main button and the routes panel each debounce on their own; a remount): asking again would only
 * spend request budget. Refreshing before expiry is the routes panel's `refetchInterval`.
 */
export const QUOTES_FRESH_MS = 5_000;

export function quotesQueryKey(scope: string, req: QuoteRequest | undefined) {
  return [...quotesQueryPrefix(scope), req ?? null] as const;
}

/** What every quotes query of `scope` starts its key with (to find them all in the cache). */
export function quotesQueryPrefix(scope: string) {
  return [scope, 'quotes'] as const;
}

export interface QuotesQueryConfig {
  /** Re-quote every so often while mounted; off by default (the routes panel decides). */
  refetchIntervalMs?: number | false;
}

/**
 * Quotes for `req`, disabled while `req` is undefined. React Query's `signal` cancels a stale
 * request when the inputs change. Never retried: a retry spends budget on a quote that is stale
 * by the time it lands; the UI re-requests instead.
 */
export function quotesQueryOptions(
  client: RoutingClient,
  scope: string,
  req: QuoteRequest | undefined,
  config: QuotesQueryConfig = {},
) {
  return queryOptions({
    queryKey: quotesQueryKey(scope, req),
    queryFn: req ? ({ signal }) => client.getQuotes(req, { signal }) : skipToken,
    queryKeyHashFn,
    retry: false,
    // An error already in the cache when the panel mounts (the page's early request failed
    // before React mounted) is shown, not asked again at once: the panel's own rules retry
    // (`nextRefetchMs`) and the user has Retry.
    retryOnMount: false,
    // A hook subscribes only once it has a request, so reaching that early error from no request
    // (a deep link's, once the address checks load) is a mount, where `retryOnMount` holds; a
    // subscribed observer whose key changes fetches any query without data (`setOptions`).
    subscribed: req !== undefined,
    staleTime: QUOTES_FRESH_MS,
    // A minute in a browser; never on a server (no window), where a render must leave no timer
    // behind: React Query's own default there, which an explicit time would override.
    gcTime: typeof window === 'undefined' ? Number.POSITIVE_INFINITY : 60_000,
    refetchInterval: config.refetchIntervalMs ?? false,
  });
}

export function useQuotes(req: QuoteRequest | undefined, config?: QuotesQueryConfig) {
  const { client, scope } = useRoutingClient();
  return useQuery(quotesQueryOptions(client, scope, req, config));
}
