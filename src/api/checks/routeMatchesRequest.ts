import { parseUnits } from 'viem';
import type { Asset, QuoteRequest, Route } from '../types';
import { sameAddress } from './sameAddress';
import { stepsProblems } from './stepsMatchRoute';

const sameAsset = (a: Pick<Asset, 'chainId' | 'address'>, chainId: string, address: string) =>
  a.chainId === chainId && sameAddress(a.address, address);

/**
 * What differs between a route and the request it answers; empty when it matches. The chains and
 * assets, the input amount, the user's wallet and the recipient must be the ones asked for, and
 * the steps must lead from the source to the destination (see `stepsProblems`): a route that pays
 * someone else, or takes more than the user typed, is never shown.
 */
export function routeProblems(route: Route, request: QuoteRequest): string[] {
  const problems: string[] = [];
  if (!sameAsset(route.from, request.fromChainId, request.fromAssetAddress)) {
    problems.push('source asset differs');
  }
  if (!sameAsset(route.to, request.toChainId, request.toAssetAddress)) {
    problems.push('destination asset differs');
  }
  if (!inputMatches(route, request.amount)) problems.push('input amount differs');
  if (
    route.userWalletAddress !== undefined &&
    !sameAddress(route.userWalletAddress, request.userWalletAddress)
  ) {
    problems.push('user wallet differs');
  }
  const recipient = request.recipient ?? request.userWalletAddress;
  if (route.recipient !== undefined && !sameAddress(route.recipient, recipient)) {
    problems.push('recipient differs');
  }
  problems.push(...stepsProblems(route.steps, route));
  return problems;
}

/**
 * In smallest units when the request was; a display amount is compared at the route's decimals
 * (execution checks the decimals against the chain before anything is signed).
 */
function inputMatches(route: Route, amount: QuoteRequest['amount']): boolean {
  if ('inputAmount' in amount) return route.inputAmount === amount.inputAmount;
  try {
    return route.inputAmount === parseUnits(amount.inputAmountDisplay, route.from.decimals);
  } catch {
    return false;
  }
}
