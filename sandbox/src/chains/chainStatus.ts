/**
 * One answer to "what happened to this transaction?" across the sandbox chains, for the server's
 * status source: the source transaction's own outcome, and for bridge deposits and Solana intents
 * the delivery on the destination.
 */
import { decodeEventLog, type Hex } from 'viem';
import { sandboxBridgeAbi, sandboxRouterAbi } from '../../contracts/build/abis';
import { type CosmosTxFacts, cosmosTxFacts, cosmosTxOutcome } from './cosmos/txStatus';
import type { Delivery } from './deliveries';
import { batchCalls, type EvmCallFacts } from './evm/batchCalls';
import type { SettlementContext } from './settlement';
import { MEMO_PROGRAM_ID } from './solana/keys';
import { decodeTransfer, type SolanaTransfer } from './solana/transfer';
import type { TronTxFacts } from './tron/status';

/**
 * NOT_FOUND: the chain has not executed it (yet). PENDING: executed, delivery still to come.
 * SUCCESS: executed (and delivered). PARTIAL: executed and delivered, but the bridged token
 * instead of the one ordered (the destination swap failed). FAILED: reverted/failed, or the
 * delivery failed. REFUNDED: executed, but the order could not be met and the input went back
 * to the sender.
 */
type ChainTxState = 'NOT_FOUND' | 'PENDING' | 'SUCCESS' | 'PARTIAL' | 'FAILED' | 'REFUNDED';

/** What a transaction, or its delivery, paid out: an amount of `token` on `chain`. */
export interface ChainTxOutput {
  chain: string;
  /** EVM address (all-`e` for ETH), Solana mint, 'SOL' for native SOL, a Cosmos denom, or a Tron
   * base58 address (tron/status.ts). */
  token: string;
  amount: bigint;
}

export interface ChainTxStatus {
  chain: string;
  txHash: string;
  state: ChainTxState;
  delivery?: Delivery;
  /**
   * What it paid the recipient, read from the chain or the settlement record: a router swap's
   * `Swapped` event, the Cosmos pool's payout, a delivery's payout. Absent before that, and for a delivery to a chain
   * without a ledger.
   */
  output?: ChainTxOutput;
  /** Why it failed (revert or delivery reason), when known. */
  reason?: string;
}

const fromDelivery = (chain: string, txHash: string, delivery: Delivery): ChainTxStatus => {
  const state: ChainTxState =
    delivery.state === 'DONE'
      ? delivery.deliveredToken === undefined
        ? 'SUCCESS'
        : 'PARTIAL'
      : delivery.state === 'PENDING'
        ? 'PENDING'
        : delivery.state;
  const { amountOut } = delivery;
  // Paid on a ledger (a simulated destination has no payout transaction, hence no amount).
  const output: ChainTxOutput | undefined =
    delivery.state === 'DONE' && delivery.dstTxHash !== undefined && amountOut !== undefined
      ? {
          chain: delivery.dstChain,
          token: delivery.deliveredToken ?? delivery.outputToken,
          amount: amountOut,
        }
      : undefined;
  return {
    chain,
    txHash,
    state,
    delivery,
    ...(output ? { output } : {}),
    ...(delivery.reason ? { reason: delivery.reason } : {}),
  };
};

export async function getChainTxStatus(
  ctx: SettlementContext,
  chain: string,
  txHash: string,
): Promise<ChainTxStatus> {
  const delivery = ctx.deliveries.get(txHash);
  if (ctx.cosmos && chain === ctx.cosmos.chainId) {
    const outcome = cosmosTxOutcome(ctx.cosmos, txHash, delivery);
    if (outcome.state === 'DELIVERY') return fromDelivery(chain, txHash, outcome.delivery);
    if (outcome.state !== 'SUCCESS') return { chain, txHash, ...outcome };
    return {
      chain,
      txHash,
      state: 'SUCCESS',
      ...(outcome.output ? { output: { chain, ...outcome.output } } : {}),
    };
  }
  if (chain === 'sol') {
    const record = ctx.solana?.ledger.getTransaction(txHash);
    if (!record) return { chain, txHash, state: 'NOT_FOUND' };
    if (record.err !== null)
      return { chain, txHash, state: 'FAILED', reason: JSON.stringify(record.err) };
    if (delivery) return fromDelivery(chain, txHash, delivery);
    return { chain, txHash, state: 'SUCCESS' };
  }
  const evm = ctx.evm.get(chain);
  if (!evm || !/^0x[0-9a-fA-F]{64}$/.test(txHash)) return { chain, txHash, state: 'NOT_FOUND' };
  const client = evm.operator.signer.client;
  const receipt = await client
    .getTransactionReceipt({ hash: txHash as Hex })
    .catch(() => undefined);
  if (!receipt) {
    const pending = await client.getTransaction({ hash: txHash as Hex }).catch(() => undefined);
    return { chain, txHash, state: pending ? 'PENDING' : 'NOT_FOUND' };
  }
  if (receipt.status !== 'success') return { chain, txHash, state: 'FAILED', reason: 'reverted' };
  if (delivery) return fromDelivery(chain, txHash, delivery);
  const bridge = evm.deployment.bridge.toLowerCase();
  const isDeposit = receipt.logs.some((log) => {
    if (log.address.toLowerCase() !== bridge) return false;
    try {
      return decodeEventLog({ abi: sandboxBridgeAbi, ...log }).eventName === 'Deposited';
    } catch {
      return false;
    }
  });
  // A deposit the relayer has not picked up yet is still on its way.
  if (isDeposit) return { chain, txHash, state: 'PENDING' };
  const output = routerSwapOutput(chain, evm.deployment.router, receipt.logs);
  return { chain, txHash, state: 'SUCCESS', ...(output ? { output } : {}) };
}

/** What the chain's router paid in this transaction, by its `Swapped` event. */
function routerSwapOutput(
  chain: string,
  router: string,
  logs: ReadonlyArray<{ address: string; data: Hex; topics: [Hex, ...Hex[]] | [] }>,
): ChainTxOutput | undefined {
  for (const log of logs) {
    if (log.address.toLowerCase() !== router.toLowerCase()) continue;
    try {
      const event = decodeEventLog({ abi: sandboxRouterAbi, ...log });
      if (event.eventName === 'Swapped') {
        return { chain, token: event.args.tokenOut, amount: event.args.amountOut };
      }
    } catch {
      // Another event of the router.
    }
  }
  return undefined;
}

/**
 * What a transaction is, for checking that a hash belongs to the step it is reported for: an EVM
 * transaction's sender, target and calldata, a Solana transaction's fee payer, memos and the
 * payments (System and SPL transfers) its top-level instructions make, a Cosmos transaction's
 * signers, memo and messages, or a Tron transaction's contract (tron/status.ts).
 */
export type ChainTxFacts =
  | { kind: 'evm'; from: string; to: string | null; data: string; calls?: EvmCallFacts[] }
  | { kind: 'sol'; feePayer: string; memos: string[]; transfers: SolanaTransfer[] }
  | CosmosTxFacts
  | TronTxFacts;

/** Undefined when the chain does not know the transaction (yet). */
export async function getChainTxFacts(
  ctx: SettlementContext,
  chain: string,
  txHash: string,
): Promise<ChainTxFacts | undefined> {
  if (ctx.cosmos && chain === ctx.cosmos.chainId) return cosmosTxFacts(ctx.cosmos, txHash);
  if (chain === 'sol') {
    const record = ctx.solana?.ledger.getTransaction(txHash);
    const message = record?.transaction?.message;
    if (!record || !message) return undefined;
    const keys = message.staticAccountKeys;
    // Programs are always static keys (a lookup table cannot supply a program id).
    const memos = message.compiledInstructions
      .filter((ix) => keys[ix.programIdIndex]?.equals(MEMO_PROGRAM_ID))
      .map((ix) => Buffer.from(ix.data).toString('utf8'));
    // Instruction accounts index the static keys, then those loaded from lookup tables (lite
    // payloads use one), which the record lists in that order.
    const all = record.accountKeys;
    const transfers = message.compiledInstructions.flatMap((ix) => {
      const program = all[ix.programIdIndex];
      const accounts = ix.accountKeyIndexes.map((i) => all[i] ?? '');
      const transfer = program ? decodeTransfer(program, accounts, ix.data) : undefined;
      return transfer ? [transfer] : [];
    });
    return { kind: 'sol', feePayer: keys[0]?.toBase58() ?? '', memos, transfers };
  }
  const evm = ctx.evm.get(chain);
  if (!evm || !/^0x[0-9a-fA-F]{64}$/.test(txHash)) return undefined;
  const tx = await evm.operator.signer.client
    .getTransaction({ hash: txHash as Hex })
    .catch(() => undefined);
  if (!tx) return undefined;
  const calls = batchCalls(tx);
  return { kind: 'evm', from: tx.from, to: tx.to, data: tx.input, ...(calls ? { calls } : {}) };
}
