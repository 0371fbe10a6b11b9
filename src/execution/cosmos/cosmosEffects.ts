import type { AccountEffect } from '../effects/accountEffects';

/** An ABCI event as `/cosmos/tx/v1beta1/simulate` lists it (`result.events[]`). */
export interface CosmosEvent {
  type: string;
  attributes: ReadonlyArray<{ key: string; value: string }>;
}

/**
 * The attributes that name the signer of every transaction, or restate a coin movement already
 * read from `coin_spent` / `coin_received`: the only ones naming the user that are no effect.
 * - `tx`: `acc_seq` (`<address>/<sequence>`) and `fee_payer`, from the ante handler;
 * - `message`: `sender`, baseapp's per-message event and the bank's on every send;
 * - `transfer`: `sender`, `recipient`, the bank's restatement of a send;
 * - `ibc_transfer` (`sender`, `receiver`, `memo`) and `send_packet` (`packet_data`, its JSON):
 *   ICS-20's account of the escrow the `coin_spent` shows (the memo, instructions for the other
 *   end, passed the shape checks);
 * - `swap`: `recipient`, the sandbox pool's account of its payout (a `coin_received`).
 */
const BOOKKEEPING: Readonly<Record<string, readonly string[]>> = {
  tx: ['acc_seq', 'fee_payer'],
  message: ['sender'],
  transfer: ['sender', 'recipient'],
  ibc_transfer: ['sender', 'receiver', 'memo'],
  send_packet: ['packet_data'],
  swap: ['recipient'],
};

const COIN = /^(\d{1,78})([a-zA-Z][a-zA-Z0-9/:._-]{1,127})$/;
const AUTHZ_GRANT = 'cosmos.authz.v1beta1.EventGrant';
const FEE_GRANTS = new Set(['set_feegrant', 'update_feegrant']);

/**
 * What a simulated transaction does to `account`, from the events of `/simulate`:
 * - `coin_spent` by the account: a `send` per coin; `coin_received`: a `receive` (a chain whose
 *   events have neither, an SDK before 0.44, is read from its `transfer` events instead);
 * - a fee allowance it grants (`set_feegrant`, `update_feegrant`): a `grant` of all its
 *   `feeDenom` (the event does not state the limit);
 * - anything else naming it (an authz grant, which lets the grantee act as the account rather
 *   than spend one coin; a delegation; a module's own event): `other`, outside `BOOKKEEPING`.
 * An amount that does not read as coins is `other` too: nothing naming the user goes unjudged.
 */
export function cosmosAccountEffects(
  events: readonly CosmosEvent[],
  account: string,
  feeDenom: string,
): AccountEffect[] {
  const names = (value: string) => value.toLowerCase().includes(account.toLowerCase());
  const isAccount = (value: string) => value.toLowerCase() === account.toLowerCase();
  const movements: ReadonlyArray<readonly [string, string, 'send' | 'receive']> = events.some(
    (e) => e.type === 'coin_spent' || e.type === 'coin_received',
  )
    ? [
        ['coin_spent', 'spender', 'send'],
        ['coin_received', 'receiver', 'receive'],
      ]
    : [
        ['transfer', 'sender', 'send'],
        ['transfer', 'recipient', 'receive'],
      ];
  const effects: AccountEffect[] = [];
  for (const event of events) {
    const attr = (key: string) => unquote(event.attributes.find((a) => a.key === key)?.value);
    const read = new Set<string>(BOOKKEEPING[event.type] ?? []);
    for (const [type, key, kind] of movements) {
      if (event.type !== type) continue;
      read.add(key);
      if (!isAccount(attr(key))) continue;
      const coins = readCoins(attr('amount'));
      if (!coins) effects.push({ kind: 'other', what: `${type} of ${attr('amount')}` });
      for (const { denom, amount } of coins ?? []) {
        effects.push({ kind, asset: denom, amount });
      }
    }
    if (FEE_GRANTS.has(event.type) && names(attr('granter'))) {
      effects.push({ kind: 'grant', asset: feeDenom, spender: attr('grantee'), amount: 'all' });
      read.add('granter');
    }
    const unread = event.attributes.filter((a) => !read.has(a.key) && names(a.value));
    if (unread.length > 0) {
      const what =
        event.type === AUTHZ_GRANT
          ? `authz grant of ${attr('msg_type_url')} to ${attr('grantee')}`
          : `${event.type} (${unread.map((a) => `${a.key}=${a.value.slice(0, 120)}`).join(', ')})`;
      effects.push({ kind: 'other', what });
    }
  }
  return effects;
}

/** `Coins.String()`: `1000uatom,5ibc/27A6…`; undefined for anything else. */
function readCoins(text: string): Array<{ denom: string; amount: bigint }> | undefined {
  if (text === '') return [];
  const coins: Array<{ denom: string; amount: bigint }> = [];
  for (const part of text.split(',')) {
    const match = COIN.exec(part);
    if (!match?.[1] || !match[2]) return undefined;
    const amount = BigInt(match[1]);
    if (amount > 0n) coins.push({ denom: match[2], amount });
  }
  return coins;
}

/** Typed events (`cosmos.authz.v1beta1.EventGrant`) write each value as JSON: `"\"cosmos1…\""`. */
function unquote(value: string | undefined): string {
  if (value === undefined) return '';
  if (!value.startsWith('"')) return value;
  try {
    const parsed: unknown = JSON.parse(value);
    return typeof parsed === 'string' ? parsed : value;
  } catch {
    return value;
  }
}
