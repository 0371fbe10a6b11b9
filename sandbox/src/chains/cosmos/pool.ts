/**
 * The sandbox's swap pool on the Cosmos ledger. A same-chain swap is a bank `MsgSend` of the input
 * to the pool with the intent in the memo (payloads/cosmos.ts); when that transaction executes,
 * the pool pays the output to the intent's recipient in the same transaction: the input converted
 * at catalog prices (the same formula as the EVM router), at most the quoted output the intent
 * names (the route's fees and spread stay with the pool), and never below the intent's minimum.
 * A swap the pool cannot make fails the transaction, so the input stays with the user.
 */
import { convertAmount, type Priced } from '../pricing';
import { sendCoins } from './bank';
import { type LedgerMsg, MSG_SEND } from './messages';
import { CosmosTxError } from './sdkErrors';
import type { LedgerState } from './state';
import { checkAddress } from './validate';

export interface PricedDenom extends Priced {
  denom: string;
  symbol: string;
}

export interface SwapIntent {
  routeId: string;
  stepId: string;
  toChainId: string;
  toToken: string;
  minOut: bigint;
  /** The quoted output: the pool pays at most this. */
  out: bigint | undefined;
  recipient: string;
}

export interface SwapOutcome {
  recipient: string;
  denom: string;
  amount: bigint;
}

const DIGITS = /^[0-9]{1,78}$/;

/** The memo's intent (`{ sandbox: 'swap' | 'bridge', routeId, … }`), or undefined. */
export function parseIntent(memo: string, kind: 'swap' | 'bridge'): SwapIntent | undefined {
  let value: Record<string, unknown>;
  try {
    value = JSON.parse(memo) as Record<string, unknown>;
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null || value.sandbox !== kind) return undefined;
  const text = (key: string) => (typeof value[key] === 'string' ? (value[key] as string) : '');
  const minOut = text('minOut');
  const out = text('out');
  if (!DIGITS.test(minOut) || (out !== '' && !DIGITS.test(out))) return undefined;
  return {
    routeId: text('routeId'),
    stepId: text('stepId'),
    toChainId: text('toChainId'),
    toToken: text('toToken'),
    minOut: BigInt(minOut),
    out: out === '' ? undefined : BigInt(out),
    recipient: text('recipient'),
  };
}

const refuse = (why: string) => new CosmosTxError(1, 'pool', `swap refused: ${why}`);

/**
 * Runs the swap a transaction asks of the pool, if any: one `MsgSend` of one coin to the pool,
 * with a swap intent in the memo. Throws (the transaction fails) when the swap cannot be made.
 */
export function runPoolSwap(
  state: LedgerState,
  msgs: LedgerMsg[],
  memo: string,
  pool: { address: string; chainId: string; prefix: string; denoms: PricedDenom[] },
): SwapOutcome | undefined {
  const intent = parseIntent(memo, 'swap');
  const payments = msgs.filter((m) => m.typeUrl === MSG_SEND && m.value.toAddress === pool.address);
  if (!intent || payments.length !== 1) return undefined;
  const payment = payments[0]!.value as { amount: Array<{ denom: string; amount: string }> };
  const [paid, ...more] = payment.amount;
  if (!paid || more.length > 0) throw refuse('the pool takes one coin per swap');
  if (intent.toChainId !== pool.chainId) throw refuse(`unknown chain ${intent.toChainId}`);
  const from = pool.denoms.find((d) => d.denom === paid.denom);
  const to = pool.denoms.find((d) => d.denom === intent.toToken);
  if (!from || !to) throw refuse(`no pool for ${paid.denom} -> ${intent.toToken}`);
  if (from.denom === to.denom) throw refuse('input and output are the same denom');
  try {
    checkAddress(intent.recipient, pool.prefix, 'recipient');
  } catch {
    throw refuse(`recipient ${intent.recipient} is not an address of this chain`);
  }
  const market = convertAmount(BigInt(paid.amount), from, to);
  const amount = intent.out !== undefined && intent.out < market ? intent.out : market;
  if (amount < intent.minOut) {
    throw refuse(`output ${amount}${to.denom} is below the minimum ${intent.minOut}${to.denom}`);
  }
  sendCoins(state, pool.address, intent.recipient, [
    { denom: to.denom, amount: amount.toString() },
  ]);
  return { recipient: intent.recipient, denom: to.denom, amount };
}
