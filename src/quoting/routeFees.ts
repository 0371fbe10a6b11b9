import type { Asset, Fee, FeeType, Route } from '../api/types';
import { toUsd } from '../lib/amounts';

/** The order fee types are listed in (details, review). */
export const FEE_TYPE_ORDER: readonly FeeType[] = ['NETWORK', 'PROVIDER', 'SERVICE', 'INTEGRATOR'];

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
export function feeUsd(fee: Fee): number | undefined {
  if (fee.amountUsd !== undefined && Number.isFinite(fee.amountUsd)) return fee.amountUsd;
  if (fee.token.lastPrice > 0) return toUsd(fee.amount, fee.token.decimals, fee.token.lastPrice);
  return undefined;
}

/** Sum of all fees in USD (for sorting by fees); fees of unknown value count as 0. */
export function totalFeesUsd(route: Route): number {
  return route.fees.reduce((sum, fee) => sum + (feeUsd(fee) ?? 0), 0);
}
