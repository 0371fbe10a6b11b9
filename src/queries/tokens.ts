import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { RoutingClient } from '../api/client';
import { META_STALE_TIME_MS } from './chains';
import { useRoutingClient } from './context';
import { queryKeyHashFn } from './keys';
import { metaRetry } from './retry';

/** `chainId: null` asks for every chain's tokens; `undefined` means "not chosen yet" (disabled). */
export type TokensChainSelector = string | null | undefined;

export function tokensQueryKey(scope: string, chainId: TokensChainSelector) {
  return [scope, 'tokens', chainId === undefined ? null : { chainId }] as const;
}

export function tokensQueryOptions(
  client: RoutingClient,
  scope: string,
  chainId: TokensChainSelector,
) {
  return queryOptions({
    queryKey: tokensQueryKey(scope, chainId),
    queryFn:
      chainId === undefined
        ? skipToken
        : ({ signal }) => client.getTokens(chainId === null ? {} : { chainId }, { signal }),
    queryKeyHashFn,
    retry: metaRetry,
    staleTime: META_STALE_TIME_MS,
  });
}

/** Tokens of one chain (data keyed by chain id); disabled until `chainId` is known. */
export function useTokens(chainId: string | undefined) {
  const { client, scope } = useRoutingClient();
  return useQuery(tokensQueryOptions(client, scope, chainId));
}

/** Tokens of every chain: one large request, use sparingly. */
export function useAllTokens() {
  const { client, scope } = useRoutingClient();
  return useQuery(tokensQueryOptions(client, scope, null));
}
