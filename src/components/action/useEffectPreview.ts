import { useQuery } from '@tanstack/react-query';
import type { Route } from '../../api/types';
import { networkTypeOf } from '../../lib/networkType';
import { ONE_SHOT_QUERY, queryKeyHashFn, useChains, useRoutingClient } from '../../queries';
import { useWalletState } from '../../wallets/walletState';
import { useExecutionController } from '../execution/executionContext';
import type { ShownPreview } from './SimulatedEffect';

/**
 * Review's effect preview of `route` (`ExecutionController.previewEffect`), asked once per route
 * and connected account of its first network: connecting a wallet asks again. Never retried, never
 * kept once Review closes (its requests are then cancelled).
 */
export function useEffectPreview(route: Route): ShownPreview {
  const { scope } = useRoutingClient();
  const { previewEffect } = useExecutionController();
  const chains = useChains().data;
  const networkType = networkTypeOf(route.steps[0]?.from ?? route.from, chains);
  const account = useWalletState((s) => s[networkType].address);
  const query = useQuery({
    queryKey: [scope, 'effectPreview', route.routeId, networkType, account ?? null],
    queryFn: ({ signal }) => previewEffect(route, signal),
    queryKeyHashFn,
    ...ONE_SHOT_QUERY,
  });
  if (query.isPending) return { status: 'loading' };
  if (query.isError) return { status: 'failed', error: query.error };
  return query.data;
}
