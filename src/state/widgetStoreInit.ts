import { lockedFields } from '../config/lockedFields';
import { offerRules } from '../config/offerRules';
import type { WidgetConfig } from '../config/widgetConfig';
import type { RoutePriority } from '../config/widgetOptions';
import type { WidgetState, WidgetStoreInit } from './widgetStore';

/** The sort an integrator's `routePriority` starts the route list with. */
export const ROUTE_SORT_OF = {
  best: 'output',
  fastest: 'speed',
  cheapest: 'fees',
} as const satisfies Record<RoutePriority, WidgetState['routeSort']>;

/**
 * The store's first choice: the config's defaults (a deep link's chains, tokens and amount), and
 * which of them the user cannot change (`locked`, where its default holds); the integrator's
 * default slippage, for a user who has not chosen their own (the store checks it).
 */
export function storeInitFromConfig(config: WidgetConfig): WidgetStoreInit {
  const d = config.defaults ?? {};
  return {
    from: { chainId: d.fromChain, tokenAddress: d.fromToken },
    to: { chainId: d.toChain, tokenAddress: d.toToken },
    amountText: d.amount ?? '',
    locked: lockedFields(config, offerRules(config)),
    ...(config.routePriority ? { routeSort: ROUTE_SORT_OF[config.routePriority] } : {}),
    ...(config.hiddenUI?.includes('toAddress') ? { recipientHidden: true } : {}),
    ...(config.slippageBps === undefined ? {} : { settings: { slippageBps: config.slippageBps } }),
  };
}
