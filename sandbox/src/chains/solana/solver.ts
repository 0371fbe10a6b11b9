/**
 * The intent solver: watches every transaction the Solana ledger executes; a successful one with
 * an order memo (orderMemo.ts) that moved input into the solver vault becomes a delivery, paid
 * after the configured delay on Solana (from the vault), on an EVM chain or the Tron ledger (its
 * bridge's liquidity) or on the Cosmos ledger (its bridge reserve), at most the order's quoted
 * output, or refunded to the sender when the order cannot be met.
 */
import { type SettlementContext, settleLater } from '../settlement';
import { MEMO_PROGRAM_ID } from './keys';
import type { LedgerTransaction } from './ledger';
import { decodeOrderMemo, type SwapOrder } from './orderMemo';
import { payFromVault } from './payout';
import type { SolanaChain } from './startSolanaLedger';

export interface Solver {
  close(): void;
}

function orderIn(tx: LedgerTransaction): SwapOrder | undefined {
  const message = tx.transaction?.message;
  if (!message) return undefined;
  for (const ix of message.compiledInstructions) {
    const program = message.staticAccountKeys[ix.programIdIndex];
    if (program?.equals(MEMO_PROGRAM_ID)) {
      const order = decodeOrderMemo(Buffer.from(ix.data).toString('utf8'));
      if (order) return order;
    }
  }
  return undefined;
}

/** What the vault received in this transaction: SOL by lamports, or one mint by token balance. */
function vaultInput(
  chain: SolanaChain,
  tx: LedgerTransaction,
): { token: string; amount: bigint } | undefined {
  const owner = chain.vault.owner.publicKey.toBase58();
  for (const post of tx.post.tokens) {
    if (post.owner !== owner) continue;
    const pre = tx.pre.tokens.find((t) => t.accountIndex === post.accountIndex)?.amount ?? 0n;
    if (post.amount > pre) return { token: post.mint, amount: post.amount - pre };
  }
  const index = tx.accountKeys.indexOf(owner);
  if (index >= 0) {
    const delta = (tx.post.lamports[index] ?? 0n) - (tx.pre.lamports[index] ?? 0n);
    if (delta > 0n) return { token: 'SOL', amount: delta };
  }
  return undefined;
}

export function startSolver(ctx: SettlementContext, chain: SolanaChain): Solver {
  const off = chain.ledger.onTransaction((tx) => {
    if (tx.err !== null) return; // a failed transaction moved nothing; its status says failed
    const order = orderIn(tx);
    if (!order) return;
    const input = vaultInput(chain, tx);
    const sender = tx.accountKeys[0];
    if (!input || !sender) return;
    ctx.deliveries.begin({
      id: order.orderId,
      kind: 'intent',
      srcChain: 'sol',
      srcTxHash: tx.signature,
      sender,
      inputToken: input.token,
      amountIn: input.amount,
      dstChain: order.dstChain,
      outputToken: order.outputToken,
      recipient: order.recipient,
      minAmountOut: order.minAmountOut,
      quotedAmountOut: order.quotedAmountOut,
    });
    settleLater(ctx, tx.signature, {
      inTime: tx.blockTime <= order.deadline,
      refund: async () =>
        payFromVault(chain, input.token, sender, input.amount, `refund:${tx.signature}`),
    });
  });
  return { close: off };
}
