import type { Endpoint } from '../context';
import type { ApiEndpoint } from '../faults';
import { getChains } from './chains';
import { createTx } from './createTx';
import { nextTx } from './nextTx';
import { getQuotes } from './quotes';
import { getStatus } from './status';
import { getTokens } from './tokens';

/** The six endpoints of docs/routing-api.md §4, by path name under `/v1`. */
export const endpoints: Record<ApiEndpoint, Endpoint> = {
  quotes: getQuotes,
  createTx,
  nextTx,
  status: getStatus,
  tokens: getTokens,
  chains: getChains,
};
