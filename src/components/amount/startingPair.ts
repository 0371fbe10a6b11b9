import type { Asset, Chain } from '../../api/types';
import { EXECUTABLE_NETWORK_TYPES } from '../../quoting/routeRules';
import type { TokenSelection } from '../../state/widgetStore';

/** The chain a newcomer starts on: the first enabled one the widget can sign for. */
export function startingChain(chains: readonly Chain[] | undefined): Chain | undefined {
  return chains?.find((c) => c.isEnabled && EXECUTABLE_NETWORK_TYPES.includes(c.networkType));
}

const usable = (t: Asset) => t.isEnabled && !t.isFlagged;

/**
 * A sensible pair to start from when nothing was chosen: the chain's native coin as "You pay" and
 * its first popular token as "You receive" (e.g. ETH -> USDC), so typing an amount shows routes.
 * Undefined without a native coin on the list; `to` is left out without a popular token.
 */
export function startingPair(
  chain: Chain,
  tokens: readonly Asset[],
): { from: TokenSelection; to?: TokenSelection } | undefined {
  const native = tokens.find((t) => t.isNative && usable(t));
  if (!native) return undefined;
  const popular = tokens.find((t) => t.isPopular && !t.isNative && usable(t));
  return {
    from: { chainId: chain.chainId, tokenAddress: native.address },
    ...(popular ? { to: { chainId: chain.chainId, tokenAddress: popular.address } } : {}),
  };
}
