import type { Fee, Route } from '../api/types';
import { isNativeCoin } from '../lib/nativeCoin';
import type { ChainNetworkTypes } from '../lib/networkType';

/** How much of its chain's native coin the source wallet lacks to carry out a route. */
export interface NativeShortfall {
  /** Smallest unit of the native coin. */
  missing: bigint;
  /** The native coin's symbol as the route names it (the input's or a fee's). */
  symbol: string;
}

/**
 * Pure: what the wallet lacks of the source chain's native coin, or undefined when it has enough
 * or its balance is unknown. The wallet must hold the route's network fees that it pays itself in
 * that coin, plus the input when the input is that coin (sent as the transaction's value).
 *
 * An unknown balance (still loading, the read failed, no RPC URL) blocks nothing: the wallet and
 * the chain refuse an unpayable transaction anyway, and a failed read must not stop a swap.
 * Only `NETWORK` fees count, and only those paid from the wallet: `FROM_SOURCE_WALLET`, or no
 * `source` at all, as the live service sends them (routing-api.md §2.4). Provider and service
 * fees are taken from the amounts unless they say otherwise; counting them could block a route
 * the wallet can pay.
 */
export function nativeShortfall(
  route: Route,
  nativeBalance: bigint | undefined,
  chains?: ChainNetworkTypes,
): NativeShortfall | undefined {
  if (nativeBalance === undefined) return undefined;
  const native = (a: Route['from']) => a.chainId === route.from.chainId && isNativeCoin(a, chains);
  const fees = route.fees.filter((f) => native(f.token) && isGasFromWallet(f));
  let needed = fees.reduce((sum, f) => sum + f.amount, 0n);
  if (native(route.from)) needed += route.inputAmount;
  if (nativeBalance >= needed) return undefined;
  const symbol = native(route.from) ? route.from.symbol : (fees[0]?.token.symbol ?? '');
  return { missing: needed - nativeBalance, symbol };
}

export function isGasFromWallet(fee: Fee): boolean {
  return (
    fee.type === 'NETWORK' && (fee.source === undefined || fee.source === 'FROM_SOURCE_WALLET')
  );
}
