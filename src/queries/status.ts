import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { RoutingClient, StatusParams } from '../api/client';
import type { StatusResult, TxnStatus } from '../api/types';
import { useRoutingClient } from './context';
import { queryKeyHashFn } from './keys';
import { metaRetry } from './retry';

/**
 * States after which polling stops. `partial-success` is terminal too
 * (docs/live-service-notes.md).
 */
export const TERMINAL_STATUSES: ReadonlySet<TxnStatus> = new Set([
  'success',
  'partial-success',
  'failed',
  'cancelled',
]);

export const DEFAULT_STATUS_POLL_MS = 3_000;

export function statusQueryKey(scope: string, params: StatusParams | undefined) {
  return [scope, 'status', params ?? null] as const;
}

export interface StatusQueryConfig {
  pollIntervalMs?: number;
}

/** Polls `/status` until a terminal state; disabled while `params` is undefined. */
export function statusQueryOptions(
  client: RoutingClient,
  scope: string,
  params: StatusParams | undefined,
  config: StatusQueryConfig = {},
) {
  const interval = config.pollIntervalMs ?? DEFAULT_STATUS_POLL_MS;
  return queryOptions({
    queryKey: statusQueryKey(scope, params),
    queryFn: params ? ({ signal }) => client.getStatus(params, { signal }) : skipToken,
    queryKeyHashFn,
    retry: metaRetry,
    staleTime: 0,
    refetchInterval: (query) => {
      const data: StatusResult | undefined = query.state.data;
      return data && TERMINAL_STATUSES.has(data.status) ? false : interval;
    },
  });
}

export function useStatus(params: StatusParams | undefined, config?: StatusQueryConfig) {
  const { client, scope } = useRoutingClient();
  return useQuery(statusQueryOptions(client, scope, params, config));
}
