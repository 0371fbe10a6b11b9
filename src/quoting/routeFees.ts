import type { Asset, Fee, FeeType, Route } from '../api/types';
import { toUsd } from '../lib/amounts';
import { isGasFromWallet } from './nativeShortfall';
import { inputUsd } from './routeUsd';

/** The order fee types are listed in (details, review). */
const FEE_TYPE_ORDER: readonly FeeType[] = ['NETWORK', 'PROVIDER', 'SERVICE', 'INTEGRATOR'];

export interface FeeAmount {
  token: Asset;
  amount: bigint;
}

export interface FeeGroup {
  type: FeeType;
  /** One entry per fee token, amounts summed. */
  amounts: FeeAmount[];
  /** Sum of the USD values the API gave; undefined when none of them had one. */
  usd?: number;
}

/** Fees grouped by type in `FEE_TYPE_ORDER`, each token summed once. */
export function groupFees(fees: readonly Fee[]): FeeGroup[] {
  const groups = new Map<FeeType, FeeGroup>();
  for (const fee of fees) {
    let group = groups.get(fee.type);
    if (!group) {
      group = { type: fee.type, amounts: [] };
      groups.set(fee.type, group);
    }
    const same = group.amounts.find(
      (a) => a.token.chainId === fee.token.chainId && a.token.address === fee.token.address,
    );
    if (same) same.amount += fee.amount;
    else group.amounts.push({ token: fee.token, amount: fee.amount });
    const usd = feeUsd(fee);
    if (usd !== undefined) group.usd = (group.usd ?? 0) + usd;
  }
  return FEE_TYPE_ORDER.flatMap((t) => {
    const g = groups.get(t);
    return g ? [g] : [];
  });
}

/** The API's USD value, else one computed from the token's price; undefined when unknown. */
function feeUsd(fee: Fee): number | undefined {
  if (fee.amountUsd !== undefined && Number.isFinite(fee.amountUsd)) return fee.amountUsd;
  if (fee.token.lastPrice > 0) return toUsd(fee.amount, fee.token.decimals, fee.token.lastPrice);
  return undefined;
}

/** Sum of all fees in USD (for sorting by fees); fees of unknown value count as 0. */
export function totalFeesUsd(route: Route, types?: readonly FeeType[]): number {
  return route.fees.reduce(
    (sum, fee) => (types && !types.includes(fee.type) ? sum : sum + (feeUsd(fee) ?? 0)),
    0,
  );
}

/** The fees the user pays for moving the tokens: the network's, the provider's and the service's. */
const SWAP_FEE_TYPES: readonly FeeType[] = ['NETWORK', 'PROVIDER', 'SERVICE'];

/**
 * Network + provider + service fees as a percentage of what the user pays (both in USD), or
 * undefined when the input has no USD value (no price) or no fee has one.
 */
export function feeSharePercent(route: Route): number | undefined {
  const paid = inputUsd(route);
  if (!(paid > 0)) return undefined;
  const priced = route.fees.some((f) => SWAP_FEE_TYPES.includes(f.type) && feeUsd(f) !== undefined);
  if (!priced) return undefined;
  return (totalFeesUsd(route, SWAP_FEE_TYPES) / paid) * 100;
}

/**
 * The network cost the wallet pays on top of the input (not taken from the amounts), summed per
 * token; undefined when there is none.
 */
export function walletNetworkCost(route: Route): FeeGroup | undefined {
  return groupFees(route.fees.filter(isGasFromWallet))[0];
}
