import type { Endpoint } from '../context';
import type { ApiEndpoint } from '../faults';
import { getChains } from './chains';
import { createTx } from './createTx';
import { nextTx } from './nextTx';
import { quickSwap } from './quickSwap';
import { getQuotes } from './quotes';
import { getStatus } from './status';
import { submit } from './submit';
import { getTokens } from './tokens';

/**
 * The endpoints of docs/routing-api.md §4, by path name under `/v1` (`/quick-swap`: §4.8;
 * `submit`, the only POST: §4.7).
 */
export const endpoints: Record<ApiEndpoint, Endpoint> = {
  quotes: getQuotes,
  createTx,
  nextTx,
  status: getStatus,
  tokens: getTokens,
  chains: getChains,
  'quick-swap': quickSwap,
  submit,
};
