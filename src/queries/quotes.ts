import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { RoutingClient } from '../api/client';
import type { QuoteRequest } from '../api/types';
import { useRoutingClient } from './context';
import { queryKeyHashFn } from './keys';

export function quotesQueryKey(scope: string, req: QuoteRequest | undefined) {
  return [scope, 'quotes', req ?? null] as const;
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
    staleTime: 0,
    gcTime: 60_000,
    refetchInterval: config.refetchIntervalMs ?? false,
  });
}

export function useQuotes(req: QuoteRequest | undefined, config?: QuotesQueryConfig) {
  const { client, scope } = useRoutingClient();
  return useQuery(quotesQueryOptions(client, scope, req, config));
}
