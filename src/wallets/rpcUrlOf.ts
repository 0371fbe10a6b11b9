import type { Chain } from '../api/types';

/** The chain's first HTTP(S) RPC URL, the one chain reads go to. */
export function rpcUrlOf(chain: Chain | undefined): string | undefined {
  return chain?.rpcUrls.find((u) => /^https?:\/\//.test(u));
}
