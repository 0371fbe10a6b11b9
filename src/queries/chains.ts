import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RoutingClient } from '../api/client';
import { useRoutingClient } from './context';
import { queryKeyHashFn } from './keys';
import { metaRetry } from './retry';

/** Chains and tokens change rarely; keeping them fresh for minutes saves budget. */
export const META_STALE_TIME_MS = 5 * 60_000;

export function chainsQueryKey(scope: string) {
  return [scope, 'chains'] as const;
}

export function chainsQueryOptions(client: RoutingClient, scope: string) {
  return queryOptions({
    queryKey: chainsQueryKey(scope),
    queryFn: ({ signal }) => client.getChains({ signal }),
    queryKeyHashFn,
    retry: metaRetry,
    staleTime: META_STALE_TIME_MS,
  });
}

export function useChains() {
  const { client, scope } = useRoutingClient();
  return useQuery(chainsQueryOptions(client, scope));
}
