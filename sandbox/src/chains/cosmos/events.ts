/** ABCI events as the REST API lists them in a transaction's result. */
import type { Coin } from './state';

export interface TxEvent {
  type: string;
  attributes: Array<{ key: string; value: string; index: boolean }>;
}

export function event(type: string, attributes: Record<string, string>): TxEvent {
  return {
    type,
    attributes: Object.entries(attributes).map(([key, value]) => ({ key, value, index: true })),
  };
}

export const coinsText = (coins: readonly Coin[]): string =>
  coins.map((c) => `${c.amount}${c.denom}`).join(',');

/** The bank module's events for one send. */
export function transferEvents(from: string, to: string, coins: readonly Coin[]): TxEvent[] {
  const amount = coinsText(coins);
  return [
    event('coin_spent', { spender: from, amount }),
    event('coin_received', { receiver: to, amount }),
    event('transfer', { recipient: to, sender: from, amount }),
  ];
}
