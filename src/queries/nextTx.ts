import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { RoutingClient } from '../api/client';
import { useRoutingClient } from './context';
import { queryKeyHashFn } from './keys';
import { ONE_SHOT_QUERY } from './oneShot';

export interface NextTxParams {
  routeId: string;
  stepId: string;
}

export function nextTxQueryKey(scope: string, params: NextTxParams | undefined) {
  return [scope, 'nextTx', params ?? null] as const;
}

/**
 * Transaction data for one step. Not cached across time: a transaction fetched earlier may carry
 * a stale nonce or deadline, so it is garbage-collected as soon as nobody reads it.
 */
export function nextTxQueryOptions(
  client: RoutingClient,
  scope: string,
  params: NextTxParams | undefined,
) {
  return queryOptions({
    queryKey: nextTxQueryKey(scope, params),
    queryFn: params ? ({ signal }) => client.getNextTx(params, { signal }) : skipToken,
    queryKeyHashFn,
    ...ONE_SHOT_QUERY,
  });
}

export function useNextTx(params: NextTxParams | undefined) {
  const { client, scope } = useRoutingClient();
  return useQuery(nextTxQueryOptions(client, scope, params));
}
