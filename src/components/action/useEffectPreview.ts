import { useQuery } from '@tanstack/react-query';
import type { Route } from '../../api/types';
import { useWidgetConfig } from '../../config/WidgetConfigProvider';
import { networkTypeOf } from '../../lib/networkType';
import { ONE_SHOT_QUERY, queryKeyHashFn, useChains, useRoutingClient } from '../../queries';
import { quickSwapServes } from '../../quoting/quickSwapQuote';
import { useWalletState } from '../../wallets/walletState';
import { useExecutionController } from '../execution/executionContext';
import type { ShownPreview } from './SimulatedEffect';

/**
 * Review's effect preview of `route` (`ExecutionController.previewEffect`), asked once per route
 * and connected account of its first network: connecting a wallet asks again. Never retried, never
 * kept once Review closes (its requests are then cancelled). A route Confirm runs through
 * `/quick-swap` is not previewed: that promises one call, and no `/createTx`.
 */
export function useEffectPreview(route: Route): ShownPreview {
  const { scope } = useRoutingClient();
  const { previewEffect } = useExecutionController();
  const chains = useChains().data;
  const networkType = networkTypeOf(route.steps[0]?.from ?? route.from, chains);
  const account = useWalletState((s) => s[networkType].address);
  const quickSwap = useWidgetConfig().quickSwap === true && quickSwapServes(route, chains);
  const query = useQuery({
    queryKey: [scope, 'effectPreview', route.routeId, networkType, account ?? null],
    queryFn: ({ signal }) => previewEffect(route, signal),
    queryKeyHashFn,
    ...ONE_SHOT_QUERY,
    enabled: !quickSwap,
  });
  if (quickSwap) return { status: 'unavailable', reason: 'quick-swap' };
  if (query.isPending) return { status: 'loading' };
  if (query.isError) return { status: 'failed', error: query.error };
  return query.data;
}
