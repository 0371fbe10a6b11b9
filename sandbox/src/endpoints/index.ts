import type { Endpoint } from '../context';
import type { ApiEndpoint } from '../faults';
import { getChains } from './chains';
import { getTokens } from './tokens';

/** The six endpoints of spec section 4, by path name under `/v1`. */
export const endpoints: Partial<Record<ApiEndpoint, Endpoint>> = {
  chains: getChains,
  tokens: getTokens,
};
