import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { checkCreateTxSteps } from '../api/checks/checkCreateTxSteps';
import type { RoutingClient } from '../api/client';
import type { Route } from '../api/types';
import { useRoutingClient } from './context';
import { queryKeyHashFn } from './keys';

export function createTxQueryKey(scope: string, routeId: string | undefined) {
  return [scope, 'createTx', routeId ?? null] as const;
}

/**
 * The final steps of a chosen route, checked against it (`checkCreateTxSteps`: a step list that
 * does not carry out this route is a `StepsMismatchError`, and nothing is signed). Fetched once
 * per route (approval steps are minted here, so their ids must not change under the user) and
 * never retried automatically.
 */
export function createTxQueryOptions(
  client: RoutingClient,
  scope: string,
  route: Route | undefined,
) {
  return queryOptions({
    queryKey: createTxQueryKey(scope, route?.routeId),
    queryFn: route
      ? async ({ signal }) =>
          checkCreateTxSteps(route, await client.createTx({ routeId: route.routeId }, { signal }))
      : skipToken,
    queryKeyHashFn,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

export function useCreateTx(route: Route | undefined) {
  const { client, scope } = useRoutingClient();
  return useQuery(createTxQueryOptions(client, scope, route));
}
