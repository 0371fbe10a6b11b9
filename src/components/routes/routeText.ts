import type { Route } from '../../api/types';
import { displayAmount, type FeeAmount } from './routeMath';

/** "sandbox-dex" -> "Sandbox Dex": an id read as words when no display name is known. */
export function titleCaseId(id: string): string {
  return id
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}

/** The route's provider as people know it. */
export function routeProviderName(route: Route): string {
  return route.providerDetails.name || titleCaseId(route.provider);
}

/**
 * A step's provider as people know it: the route's display name when the step is the route's own
 * provider, else its id as words (the API names only the route's provider).
 */
export function stepProviderName(provider: string, route: Route): string {
  return provider === route.provider ? routeProviderName(route) : titleCaseId(provider);
}

/**
 * Fee amounts of one type as "0.08 USDC + 0.5 USDC"; when two share a symbol on different
 * chains, each of those names its chain ("0.08 USDC on Base + 0.5 USDC on Ethereum").
 */
export function feeAmountsText(amounts: readonly FeeAmount[]): string {
  return amounts
    .map((a) => {
      const text = `${displayAmount(a.amount, a.token)} ${a.token.symbol}`;
      const ambiguous = amounts.some(
        (b) => b !== a && b.token.symbol === a.token.symbol && b.token.chainId !== a.token.chainId,
      );
      return ambiguous ? `${text} on ${a.token.blockchain || a.token.chainId}` : text;
    })
    .join(' + ');
}
