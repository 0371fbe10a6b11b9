import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RoutingClient } from '../api/client';
import { withConfiguredRpcUrls } from '../lib/chainRpcUrls';
import { useRoutingClient } from './context';
import { queryKeyHashFn } from './keys';
import { metaRetry } from './retry';

/** Chains and tokens change rarely; keeping them fresh for minutes saves budget. */
export const META_STALE_TIME_MS = 5 * 60_000;

export function chainsQueryKey(scope: string) {
  return [scope, 'chains'] as const;
}

/**
 * `/chains`, with the config's RPC URLs in place of the API's where it names any (see
 * `withConfiguredRpcUrls`): every balance read, token check and wallet transport reads them here.
 */
export function chainsQueryOptions(
  client: RoutingClient,
  scope: string,
  rpcUrls?: Readonly<Record<string, readonly string[]>>,
) {
  return queryOptions({
    queryKey: chainsQueryKey(scope),
    queryFn: async ({ signal }) =>
      withConfiguredRpcUrls(await client.getChains({ signal }), rpcUrls),
    queryKeyHashFn,
    retry: metaRetry,
    staleTime: META_STALE_TIME_MS,
  });
}

export function useChains() {
  const { client, scope, rpcUrls } = useRoutingClient();
  return useQuery(chainsQueryOptions(client, scope, rpcUrls));
}
