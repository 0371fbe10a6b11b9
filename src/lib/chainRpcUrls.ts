import type { Chain } from './types';

/**
 * Each chain with the RPC URLs the widget will use: the integrator's for that chain id when the
 * config names any, else the API's (a fallback: the API should not choose where balances are
 * read and transactions sent), http(s) only either way.
 */
export function withConfiguredRpcUrls(
  chains: readonly Chain[],
  configured: Readonly<Record<string, readonly string[]>> | undefined,
): Chain[] {
  return chains.map((chain) => {
    const own =
      configured && Object.hasOwn(configured, chain.chainId)
        ? configured[chain.chainId]
        : undefined;
    const urls = (own && own.length > 0 ? own : chain.rpcUrls).filter((u) =>
      /^https?:\/\//i.test(u),
    );
    return { ...chain, rpcUrls: [...urls] };
  });
}
