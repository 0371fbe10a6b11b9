import { hexToBytes } from 'viem';
import type { AccountEffect, AssetId } from '../effects/accountEffects';
import type { TronLog } from '../signers';
import { tronBase58, tronTextToEvmHex } from './tronAddress';

/**
 * What a Tron transaction does to the user's account, read from what it states and from the
 * logs of its simulation (`/wallet/triggerconstantcontract`, java-tron's `TransactionExtention`):
 * - TRX leaving by `call_value` (a TRX transfer's `amount`: it runs no code, so that is all);
 * - a TRC-10 token leaving by `call_token_value` (named by its token id);
 * - TRC-20 `Transfer`s from and to the user, its `Approval`s (an `increaseApproval` emits one
 *   too, with the new allowance), `ApprovalForAll`, ERC-777 `AuthorizedOperator`, Permit2's
 *   `Approval` and `Permit`;
 * - any other log naming the user (a topic or a data word is the account): `other`, refused,
 *   unless the contract called emitted it: an event of its own (a router's swap, a bridge's
 *   deposit) records what it did and moves nothing itself; what it moves shows in the tokens'
 *   own `Transfer` and `Approval` logs, which are read whoever emits them.
 * Energy and bandwidth are not counted: their burn is bounded by the `fee_limit` check, and the
 * simulation does not report it as a send.
 */
export interface TronEffectInput {
  /** The user's account, `T…`. */
  account: string;
  /** How the route names TRX: the asset TRX leaving is reported as. */
  native: AssetId;
  /** Sun sent with the call, or a TRX transfer's amount. */
  callValue: bigint;
  /** The contract called, or the address a TRX transfer pays (`T…`). */
  target: string;
  /** TRC-10 sent with the call, and which token. */
  callTokenValue?: bigint | undefined;
  tokenId?: bigint | undefined;
  logs: readonly TronLog[];
}

const TOPIC = {
  /** Transfer(address,address,uint256) */
  transfer: 'ddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef',
  /** Approval(address,address,uint256) */
  approval: '8c5be1e5ebec7d5bd14f71427d1e84f3dd0314c0f7b2291e5b200ac8c7c3b925',
  /** ApprovalForAll(address,address,bool) */
  approvalForAll: '17307eab39ab6107e8899845ad3d59bd9653f200f220920489ca2b5937696c31',
  /** ERC-777 AuthorizedOperator(address,address) */
  authorizedOperator: 'f4caeb2d6ca8932a215a353d0703c326ec2d81fc68170f320eb2ab49e9df61f9',
  /** Permit2 Approval(address,address,address,uint160,uint48) */
  permit2Approval: 'da9fa7c1b00402c17d0161b249b1ab8bbec047c5a52207b9c112deffd817036b',
  /** Permit2 Permit(address,address,address,uint160,uint48,uint48) */
  permit2Permit: 'c6a377bfc4eb120024a8ac08eef205be16b817020812c73223e81d1bdb9708ec',
} as const;

export function tronEffects(input: TronEffectInput): AccountEffect[] {
  const user = tronTextToEvmHex(input.account)?.slice(2).toLowerCase();
  if (!user) return [{ kind: 'other', what: `account ${input.account} is no Tron address` }];
  const effects: AccountEffect[] = [];
  if (input.callValue > 0n) {
    effects.push({ kind: 'send', asset: input.native, amount: input.callValue, to: input.target });
  }
  if (input.callTokenValue !== undefined && input.callTokenValue > 0n) {
    const asset = `${input.tokenId ?? 0n}`; // a TRC-10 token is named by its id
    effects.push({ kind: 'send', asset, amount: input.callTokenValue, to: input.target });
  }
  const called = tronTextToEvmHex(input.target)?.slice(2).toLowerCase();
  for (const log of input.logs) {
    const read = normalized(log);
    const own = read.address === called;
    effects.push(...logEffects(read, user).filter((e) => !(own && e.kind === 'other')));
  }
  return effects;
}

interface Log {
  address: string;
  topics: string[];
  /** 32-byte words of the data. */
  words: string[];
  data: string;
}

function normalized(log: TronLog): Log {
  const data = log.data.toLowerCase();
  return {
    address: log.address.toLowerCase().replace(/^41(?=[0-9a-f]{40}$)/, ''),
    topics: log.topics.map((t) => t.toLowerCase()),
    words: data.match(/.{64}/g) ?? [],
    data,
  };
}

/** The 20 bytes of an address word (`000…0` then 40 hex digits), or undefined. */
const wordAddress = (word: string | undefined) =>
  word && /^0{24}[0-9a-f]{40}$/.test(word) ? word.slice(24) : undefined;
const asset = (hex20: string) => tronBase58(hexToBytes(`0x41${hex20}`));
const uint = (word: string | undefined) => (word ? BigInt(`0x${word}`) : undefined);

function logEffects(log: Log, user: string): AccountEffect[] {
  const [signature, ...indexed] = log.topics;
  const named = (i: number) => wordAddress(indexed[i]) === user;
  const token = asset(log.address);
  // Token transfers: ERC-20 shape (three topics, one word of data).
  if (signature === TOPIC.transfer && indexed.length === 2 && log.words.length === 1) {
    const amount = uint(log.words[0]) ?? 0n;
    const to = wordAddress(indexed[1]);
    const effects: AccountEffect[] = [];
    if (named(0) && amount > 0n) {
      effects.push({ kind: 'send', asset: token, amount, to: to && asset(to) });
    }
    if (named(1) && amount > 0n) effects.push({ kind: 'receive', asset: token, amount });
    return effects;
  }
  if (signature === TOPIC.approval && indexed.length === 2 && log.words.length === 1) {
    const spender = wordAddress(indexed[1]);
    if (!named(0) || !spender) return mentions(log, user);
    return [{ kind: 'grant', asset: token, spender: asset(spender), amount: uint(log.words[0])! }];
  }
  if (signature === TOPIC.approvalForAll && indexed.length === 2 && log.words.length === 1) {
    const operator = wordAddress(indexed[1]);
    if (!named(0) || !operator) return mentions(log, user);
    // Revoking an operator takes nothing away from the user.
    return uint(log.words[0]) === 0n
      ? []
      : [{ kind: 'grant', asset: token, spender: asset(operator), amount: 'all' }];
  }
  if (signature === TOPIC.authorizedOperator && indexed.length === 2) {
    const operator = wordAddress(indexed[0]);
    if (!named(1) || !operator) return mentions(log, user);
    return [{ kind: 'grant', asset: token, spender: asset(operator), amount: 'all' }];
  }
  const permit2 = signature === TOPIC.permit2Approval || signature === TOPIC.permit2Permit;
  if (permit2 && indexed.length === 3 && log.words.length >= 2) {
    const [granted, spender] = [wordAddress(indexed[1]), wordAddress(indexed[2])];
    if (!named(0) || !granted || !spender) return mentions(log, user);
    return [
      {
        kind: 'grant',
        asset: asset(granted),
        spender: asset(spender),
        amount: uint(log.words[0])!,
      },
    ];
  }
  return mentions(log, user);
}

/** A log this reader does not know, or of a known event in an unexpected shape: `other` when it names the user. */
function mentions(log: Log, user: string): AccountEffect[] {
  const word = user.padStart(64, '0');
  const named = log.topics.slice(1).includes(word) || log.words.includes(word);
  if (!named) return [];
  const what = `log of ${asset(log.address)}: topics ${log.topics.join(', ')}, data ${log.data || 'none'}`;
  return [{ kind: 'other', what, asset: asset(log.address) }];
}
