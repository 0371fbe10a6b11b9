/**
 * The relayer's Cosmos side: every IBC packet the ledger sends whose memo carries a bridge intent
 * (payloads/cosmos.ts) becomes a delivery in the DeliveryLog, paid after the delivery delay on
 * the destination (an EVM chain's bridge, or the Solana vault) at catalog prices, at most the
 * intent's quoted output (`out`), as bridge deposits are; or refunded from the channel's escrow
 * when the order cannot be met or the packet timed out before the relay.
 */
import { NATIVE_MINT } from '@solana/spl-token';
import { keccak256, toHex } from 'viem';
import { type SettlementContext, settleLater } from '../settlement';
import { refundFromEscrow } from './payout';
import { parseIntent } from './pool';
import type { CosmosChain } from './startCosmosLedger';

export interface IbcRelay {
  close(): void;
}

export function startIbcRelay(ctx: SettlementContext, chain: CosmosChain): IbcRelay {
  const off = chain.ledger.onTransaction((record) => {
    if (record.code !== 0) return; // a failed transaction sent no packet
    const packet = record.packets[0];
    const intent = packet ? parseIntent(packet.memo, 'bridge') : undefined;
    if (!packet || !intent) return;
    const dstChain = intent.toChainId;
    if (dstChain !== 'sol' && !ctx.evm.has(dstChain)) return;
    ctx.deliveries.begin({
      // As an EVM deposit's transferId: keccak256("<routeId>:<stepId>").
      id: keccak256(toHex(`${intent.routeId}:${intent.stepId}`)),
      kind: 'bridge',
      srcChain: chain.chainId,
      srcTxHash: record.hash,
      sender: packet.sender,
      inputToken: packet.denom,
      amountIn: packet.amount,
      dstChain,
      // Native SOL is listed under the wrapped-SOL mint; the vault pays it as 'SOL'.
      outputToken: intent.toToken === NATIVE_MINT.toBase58() ? 'SOL' : intent.toToken,
      recipient: intent.recipient,
      minAmountOut: intent.minOut,
      ...(intent.out === undefined ? {} : { quotedAmountOut: intent.out }),
    });
    const relayedAtNs = BigInt(Date.now() + ctx.delayMs) * 1_000_000n;
    settleLater(ctx, record.hash, {
      inTime: packet.timeoutTimestamp === 0n || relayedAtNs < packet.timeoutTimestamp,
      refund: async () =>
        refundFromEscrow(
          chain,
          packet.sourceChannel,
          packet.sender,
          packet.denom,
          packet.amount,
          `refund:${record.hash}`,
        ),
    });
  });
  return { close: off };
}
