import { decodeAbiParameters, pad, toEventSelector } from 'viem';
import { NATIVE_EVM_ADDRESS } from '../../lib/nativeAddresses';
import type { AccountEffect } from '../effects/accountEffects';

/**
 * What one simulated EVM transaction does to the user's account, read from the logs of its
 * `eth_simulateV1` run with `traceTransfers` (the node adds every native transfer as an ERC-20
 * `Transfer` log of `0xeeee…eeee`). Pure: the signer runs the simulation and reads the
 * allowances before (`allowanceReads`), this reads what they say.
 *
 * Read as effects, wherever the log comes from (a token is whatever emits the event):
 * - ERC-20/721 `Transfer`, ERC-1155 `TransferSingle`/`TransferBatch`, WETH `Deposit`/`Withdrawal`:
 *   sends and receives (an NFT is a send of its collection: 1, or the ERC-1155 value);
 * - ERC-20 and ERC-721 `Approval`, `ApprovalForAll`, ERC-777 `AuthorizedOperator`/`RevokedOperator`,
 *   Permit2 `Approval`/`Permit`/`Lockdown`: grants (a revocation is a grant of 0, no grant).
 * Any other log naming the user (a topic or a data word equal to the address) is `other`, refused,
 * except the called contract's own (a router's `Swapped(sender, …)`): a log moves nothing, the
 * tokens' own events above say what moved, and the router is the contract the checks held.
 */

/** One log as `eth_simulateV1` answers it. */
export interface SimulatedLog {
  address: string;
  topics: readonly string[];
  data: string;
}

/** An allowance the grant's `previous` needs, read before the transaction. */
export type AllowanceRead =
  /** ERC-20 `allowance(owner, spender)` on `token`. */
  | { kind: 'erc20'; token: `0x${string}`; spender: `0x${string}` }
  /** Permit2's `allowance(owner, token, spender)` on `permit2`: its amount. */
  | { kind: 'permit2'; permit2: `0x${string}`; token: `0x${string}`; spender: `0x${string}` };

export interface EvmEffectsContext {
  /** The user: whose account the effects are of. */
  account: string;
  /** The contract the transaction calls. */
  target: string;
  /** The allowance before, as read for `read` (`allowanceReads`); undefined when not read. */
  previous?: ((read: AllowanceRead) => bigint | undefined) | undefined;
}

const TOPIC = {
  transfer: toEventSelector('Transfer(address,address,uint256)'),
  approval: toEventSelector('Approval(address,address,uint256)'),
  approvalForAll: toEventSelector('ApprovalForAll(address,address,bool)'),
  transferSingle: toEventSelector('TransferSingle(address,address,address,uint256,uint256)'),
  transferBatch: toEventSelector('TransferBatch(address,address,address,uint256[],uint256[])'),
  authorizedOperator: toEventSelector('AuthorizedOperator(address,address)'),
  revokedOperator: toEventSelector('RevokedOperator(address,address)'),
  permit2Approval: toEventSelector('Approval(address,address,address,uint160,uint48)'),
  permit2Permit: toEventSelector('Permit(address,address,address,uint160,uint48,uint48)'),
  permit2Lockdown: toEventSelector('Lockdown(address,address,address)'),
  wethDeposit: toEventSelector('Deposit(address,uint256)'),
  wethWithdrawal: toEventSelector('Withdrawal(address,uint256)'),
} as const;

/** `traceTransfers`' emitter of native transfers (EIP, `eth_simulateV1`). */
const NATIVE_EMITTER = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee';

type Hex = `0x${string}`;
const lower = (s: string) => s.toLowerCase();
const word = (address: string) => lower(pad(address as Hex, { size: 32 }));
/** A topic or data word as an address; undefined when its upper 12 bytes are not zero. */
const addressOf = (w: string | undefined): Hex | undefined =>
  w && /^0x0{24}[0-9a-fA-F]{40}$/.test(w) ? (`0x${w.slice(26)}` as Hex) : undefined;

/** The allowances to read before the transaction: its ERC-20 and Permit2 grants by the user. */
export function allowanceReads(logs: readonly SimulatedLog[], account: string): AllowanceRead[] {
  const user = word(account);
  const reads: AllowanceRead[] = [];
  for (const log of logs) {
    const [sig, owner, a, b] = log.topics.map(lower);
    if (owner !== user) continue;
    if (sig === TOPIC.approval && log.topics.length === 3 && b === undefined && addressOf(a)) {
      reads.push({ kind: 'erc20', token: log.address as Hex, spender: addressOf(a)! });
    }
    const permit2 = sig === TOPIC.permit2Approval || sig === TOPIC.permit2Permit;
    if (permit2 && addressOf(a) && addressOf(b)) {
      reads.push({
        kind: 'permit2',
        permit2: log.address as Hex,
        token: addressOf(a)!,
        spender: addressOf(b)!,
      });
    }
  }
  return reads;
}

/** The user's effects, in the order of the logs. */
export function evmEffects(
  logs: readonly SimulatedLog[],
  context: EvmEffectsContext,
): AccountEffect[] {
  const user = word(context.account);
  const effects: AccountEffect[] = [];
  for (const log of logs) {
    const read = readLog(log, user, context);
    if (read) effects.push(...read);
    else if (namesUser(log, user) && lower(log.address) !== lower(context.target)) {
      effects.push({ kind: 'other', what: describeLog(log), asset: log.address });
    }
  }
  return effects;
}

/**
 * The effects of a log of a known standard on the user: [] when it names the user in no role that
 * touches their account (an approval by someone else to them); undefined when it is none of them,
 * or does not decode as one.
 */
function readLog(
  log: SimulatedLog,
  user: string,
  context: EvmEffectsContext,
): AccountEffect[] | undefined {
  const topics = log.topics.map(lower);
  const [sig] = topics;
  const emitter = lower(log.address) === NATIVE_EMITTER ? NATIVE_EVM_ADDRESS : log.address;
  try {
    switch (sig) {
      case TOPIC.transfer:
        return transfer(topics, log.data, emitter, user);
      case TOPIC.approval:
        return approval(topics, log, user, context);
      case TOPIC.approvalForAll:
        return topics.length === 3 && topics[1] === user
          ? [grant(log.address, topics[2], uint(log.data) === 0n ? 0n : 'all')]
          : expectTopics(topics, 3);
      case TOPIC.transferSingle: {
        // (operator, from, to; id, value): the collection's `value` tokens of one id.
        if (topics.length !== 4) return undefined;
        const [, value] = decodeAbiParameters(
          [{ type: 'uint256' }, { type: 'uint256' }],
          hex(log.data),
        );
        return moves(topics[2], topics[3], log.address, value, user);
      }
      case TOPIC.transferBatch: {
        if (topics.length !== 4) return undefined;
        const [, values] = decodeAbiParameters(
          [{ type: 'uint256[]' }, { type: 'uint256[]' }],
          hex(log.data),
        );
        const total = values.reduce((sum, v) => sum + v, 0n);
        return moves(topics[2], topics[3], log.address, total, user);
      }
      case TOPIC.authorizedOperator:
      case TOPIC.revokedOperator:
        // (operator, tokenHolder): the holder lets the operator move all of this token.
        return topics.length === 3 && topics[2] === user
          ? [grant(log.address, topics[1], sig === TOPIC.authorizedOperator ? 'all' : 0n)]
          : expectTopics(topics, 3);
      case TOPIC.permit2Approval:
      case TOPIC.permit2Permit:
        return permit2Grant(topics, log, user, context);
      case TOPIC.permit2Lockdown:
        return topics[1] === user ? [] : expectTopics(topics, 2);
      case TOPIC.wethDeposit:
        return topics.length === 2 && topics[1] === user
          ? [{ kind: 'receive', asset: log.address, amount: uint(log.data) }]
          : expectTopics(topics, 2);
      case TOPIC.wethWithdrawal:
        return topics.length === 2 && topics[1] === user
          ? [{ kind: 'send', asset: log.address, amount: uint(log.data) }]
          : expectTopics(topics, 2);
      default:
        return undefined;
    }
  } catch {
    return undefined; // does not decode as the standard says: judged as any other log
  }
}

/** ERC-20 (from, to; amount in data) or ERC-721 (from, to, tokenId: one token) `Transfer`. */
function transfer(topics: string[], data: string, asset: string, user: string) {
  if (topics.length === 3) return moves(topics[1], topics[2], asset, uint(data), user);
  if (topics.length === 4 && hex(data) === '0x') {
    return moves(topics[1], topics[2], asset, 1n, user);
  }
  return undefined;
}

/** `amount` of `asset` moved from topic `from` to topic `to`: the user's side of it. */
function moves(
  from: string | undefined,
  to: string | undefined,
  asset: string,
  amount: bigint,
  user: string,
): AccountEffect[] | undefined {
  if (!addressOf(from) || !addressOf(to)) return undefined;
  if (from === to || amount === 0n) return [];
  if (from === user) return [{ kind: 'send', asset, amount, to: addressOf(to) }];
  if (to === user) return [{ kind: 'receive', asset, amount }];
  return [];
}

/** ERC-20 (owner, spender; amount in data) or ERC-721 (owner, approved, tokenId) `Approval`. */
function approval(
  topics: string[],
  log: SimulatedLog,
  user: string,
  context: EvmEffectsContext,
): AccountEffect[] | undefined {
  const spender = addressOf(topics[2]);
  if (!spender) return undefined;
  if (topics.length === 3) {
    if (topics[1] !== user) return [];
    const previous = context.previous?.({ kind: 'erc20', token: log.address as Hex, spender });
    return [{ ...grant(log.address, topics[2], uint(log.data)), previous }];
  }
  if (topics.length !== 4 || hex(log.data) !== '0x') return undefined;
  if (topics[1] !== user) return [];
  // An NFT's approval to the zero address clears it.
  return [grant(log.address, topics[2], BigInt(spender) === 0n ? 0n : 1n)];
}

/** Permit2's (owner, token, spender; amount, expiration…): a grant on the token, not on Permit2. */
function permit2Grant(
  topics: string[],
  log: SimulatedLog,
  user: string,
  context: EvmEffectsContext,
): AccountEffect[] | undefined {
  const token = addressOf(topics[2]);
  const spender = addressOf(topics[3]);
  if (topics.length !== 4 || !token || !spender) return undefined;
  if (topics[1] !== user) return [];
  const [amount] = decodeAbiParameters([{ type: 'uint160' }], hex(log.data).slice(0, 66) as Hex);
  const previous = context.previous?.({
    kind: 'permit2',
    permit2: log.address as Hex,
    token,
    spender,
  });
  return [{ kind: 'grant', asset: token, spender, amount, previous }];
}

function grant(asset: string, spenderTopic: string | undefined, amount: bigint | 'all') {
  const spender = addressOf(spenderTopic);
  if (!spender) throw new Error('not an address');
  return { kind: 'grant' as const, asset, spender, amount };
}

/** A log of a known event by someone else: [] when well formed, else not read. */
function expectTopics(topics: string[], count: number): [] | undefined {
  return topics.length === count ? [] : undefined;
}

/** One 32-byte word, exactly: a longer one is not the standard's. */
function uint(data: string): bigint {
  if (hex(data).length !== 66) throw new Error('not one word');
  const [value] = decodeAbiParameters([{ type: 'uint256' }], hex(data));
  return value;
}

const hex = (data: string): Hex => (data.startsWith('0x') ? data : `0x${data}`) as Hex;

/** A topic, or a 32-byte word of the data, equal to the user's address. */
function namesUser(log: SimulatedLog, user: string): boolean {
  if (log.topics.some((t) => lower(t) === user)) return true;
  const data = lower(hex(log.data)).slice(2);
  for (let i = 0; i + 64 <= data.length; i += 64) {
    if (`0x${data.slice(i, i + 64)}` === user) return true;
  }
  return false;
}

function describeLog(log: SimulatedLog): string {
  return `log of ${log.address} (topics ${log.topics.join(', ')}) names the account`;
}
