/** The bank module's send: every coin moves or none does (the caller's branch is dropped). */
import { sdkError } from './sdkErrors';
import type { Coin, LedgerState } from './state';

export function sendCoins(
  state: LedgerState,
  from: string,
  to: string,
  coins: readonly Coin[],
): void {
  for (const coin of coins) {
    const amount = BigInt(coin.amount);
    const spendable = state.balance(from, coin.denom);
    if (spendable < amount) {
      throw sdkError(
        'insufficientFunds',
        `spendable balance ${spendable}${coin.denom} is smaller than ${amount}${coin.denom}`,
      );
    }
    state.setBalance(from, coin.denom, spendable - amount);
  }
  state.ensureAccount(to);
  for (const coin of coins) {
    state.setBalance(to, coin.denom, state.balance(to, coin.denom) + BigInt(coin.amount));
  }
}
