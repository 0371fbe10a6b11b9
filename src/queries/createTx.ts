import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { RoutingClient } from '../api/client';
import { useRoutingClient } from './context';
import { queryKeyHashFn } from './keys';

export function createTxQueryKey(scope: string, routeId: string | undefined) {
  return [scope, 'createTx', routeId ?? null] as const;
}

/**
 * The final steps of a chosen route. Fetched once per route (approval steps are minted here, so
 * their ids must not change under the user) and never retried automatically.
 */
export function createTxQueryOptions(
  client: RoutingClient,
  scope: string,
  routeId: string | undefined,
) {
  return queryOptions({
    queryKey: createTxQueryKey(scope, routeId),
    queryFn: routeId ? ({ signal }) => client.createTx({ routeId }, { signal }) : skipToken,
    queryKeyHashFn,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

export function useCreateTx(routeId: string | undefined) {
  const { client, scope } = useRoutingClient();
  return useQuery(createTxQueryOptions(client, scope, routeId));
}
