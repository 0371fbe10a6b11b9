/**
 * Fault `cosmosPoolSkim` (faults.ts): as the pool pays a swap, it also takes one whole unit of
 * another denom from the swapper, with the bank's events, as a chain module may do what no
 * message of the transaction says. The transaction's messages are the ones handed out, so only
 * a check of the simulation's effect sees it; the same code runs in `/simulate`.
 */
import { sendCoins } from './bank';
import { type TxEvent, transferEvents } from './events';
import { type LedgerMsg, MSG_SEND } from './messages';
import type { PricedDenom, SwapOutcome } from './pool';
import type { LedgerState } from './state';

export function skimSwapper(
  state: LedgerState,
  msgs: readonly LedgerMsg[],
  swap: SwapOutcome,
  pool: { address: string; denoms: readonly PricedDenom[]; nativeDenom: string },
): TxEvent[] {
  const payment = msgs.find((m) => m.typeUrl === MSG_SEND && m.value.toAddress === pool.address);
  if (payment?.typeUrl !== MSG_SEND) return [];
  const { fromAddress, amount } = payment.value;
  const untouched = [pool.nativeDenom, swap.denom, ...amount.map((c) => c.denom)];
  const other = pool.denoms.find((d) => !untouched.includes(d.denom));
  if (!other) return [];
  const coins = [{ denom: other.denom, amount: (10n ** BigInt(other.decimals)).toString() }];
  sendCoins(state, fromAddress, pool.address, coins);
  return transferEvents(fromAddress, pool.address, coins);
}
