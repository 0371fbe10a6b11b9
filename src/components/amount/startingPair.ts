import type { Asset, Chain } from '../../api/types';
import { OFFER_EVERYTHING, type OfferRules } from '../../config/offerRules';
import { EXECUTABLE_NETWORK_TYPES } from '../../quoting/routeRules';
import type { TokenSelection } from '../../state/widgetStore';

/** The chain a newcomer starts on: the first enabled and offered one the widget can sign for. */
export function startingChain(
  chains: readonly Chain[] | undefined,
  rules: OfferRules = OFFER_EVERYTHING,
): Chain | undefined {
  return chains?.find(
    (c) =>
      c.isEnabled &&
      EXECUTABLE_NETWORK_TYPES.includes(c.networkType) &&
      rules.isChainOffered(c.chainId),
  );
}

/**
 * A sensible pair to start from when nothing was chosen: the chain's native coin as "You pay" and
 * its first popular token as "You receive" (e.g. ETH -> USDC), so typing an amount shows routes.
 * Undefined without a native coin on the list; `to` is left out without a popular token.
 */
export function startingPair(
  chain: Chain,
  tokens: readonly Asset[],
  rules: OfferRules = OFFER_EVERYTHING,
): { from: TokenSelection; to?: TokenSelection } | undefined {
  const usable = (t: Asset) =>
    t.isEnabled && !t.isFlagged && rules.isTokenOffered(t.chainId, t.address);
  const native = tokens.find((t) => t.isNative && usable(t));
  if (!native) return undefined;
  const popular = tokens.find((t) => t.isPopular && !t.isNative && usable(t));
  return {
    from: { chainId: chain.chainId, tokenAddress: native.address },
    ...(popular ? { to: { chainId: chain.chainId, tokenAddress: popular.address } } : {}),
  };
}
