import { parseUnits } from 'viem';
import type { Asset, QuoteRequest, Route } from '../types';
import { sameAddress } from './sameAddress';
import { stepsProblems } from './stepsMatchRoute';

const sameAsset = (a: Pick<Asset, 'chainId' | 'address'>, chainId: string, address: string) =>
  a.chainId === chainId && sameAddress(a.address, address);

/**
 * What differs between a route and the request it answers; empty when it matches. The chains and
 * assets, the input amount, the user's wallet and the recipient must be the ones asked for, the
 * provider one the request allows (`providerProblem`), and the steps must lead from the source to
 * the destination (see `stepsProblems`): a route that pays someone else, or takes more than the
 * user typed, is never shown.
 */
export function routeProblems(route: Route, request: QuoteRequest): string[] {
  const problems: string[] = [];
  const provider = providerProblem(route, request);
  if (provider) problems.push(provider);
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
 * Why the route's provider is not one the request allows (`include`: only those; `exclude`: not
 * those), or undefined. The request carries the integrator's provider lists and the user's
 * (`providerFilters`), so a service that ignores them is not believed.
 */
export function providerProblem(route: Route, request: QuoteRequest): string | undefined {
  const name = route.provider.slice(0, 64);
  if (request.include && !request.include.includes(route.provider)) {
    return `provider ${name} was not asked for`;
  }
  if (request.exclude?.includes(route.provider)) return `provider ${name} was excluded`;
  return undefined;
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
