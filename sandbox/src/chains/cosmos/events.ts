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

/** The bank keeper's events for one send (`SendCoins`): both sides, the transfer, its sender. */
export function transferEvents(from: string, to: string, coins: readonly Coin[]): TxEvent[] {
  const amount = coinsText(coins);
  return [
    event('coin_spent', { spender: from, amount }),
    event('coin_received', { receiver: to, amount }),
    event('transfer', { recipient: to, sender: from, amount }),
    event('message', { sender: from }),
  ];
}

/** Since SDK 0.50 every event a message's execution emits carries the message's index. */
export function withMsgIndex(events: readonly TxEvent[], index: number): TxEvent[] {
  return events.map((e) =>
    e.attributes.some((a) => a.key === 'msg_index')
      ? e
      : {
          ...e,
          attributes: [...e.attributes, { key: 'msg_index', value: `${index}`, index: true }],
        },
  );
}
