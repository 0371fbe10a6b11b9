/**
 * The bridge relayer: watches `Deposited` events on every sandbox EVM chain and, after the
 * configured delay, releases the converted amount on the destination (the other anvil's bridge,
 * or the Solana vault), or refunds on the source when the output would miss minAmountOut.
 * Deposits to a chain without a ledger (Tron, Cosmos) are marked delivered, with no payout.
 */
import { sandboxBridgeAbi } from '../../contracts/build/abis';
import { fromBridgeBytes32 } from './bridgeAddressing';
import { type SettlementContext, SOLANA_BRIDGE_CHAIN_ID, settleLater } from './settlement';

export interface Relayer {
  close(): void;
}

export function startRelayer(ctx: SettlementContext, options: { pollMs?: number } = {}): Relayer {
  const pollMs = options.pollMs ?? 200;
  let closed = false;
  const timers: NodeJS.Timeout[] = [];

  for (const [chainKey, { deployment, operator }] of ctx.evm) {
    const client = operator.signer.client;
    let nextBlock = 0n;
    const poll = async () => {
      const head = await client.getBlockNumber({ cacheTime: 0 });
      if (head < nextBlock) return;
      const events = await client.getContractEvents({
        address: deployment.bridge,
        abi: sandboxBridgeAbi,
        eventName: 'Deposited',
        fromBlock: nextBlock,
        toBlock: head,
      });
      nextBlock = head + 1n;
      for (const event of events) {
        const a = event.args;
        if (
          !a.transferId ||
          !a.sender ||
          !a.token ||
          a.amount === undefined ||
          a.dstChainId === undefined
        )
          continue;
        if (!a.dstToken || !a.recipient || a.minAmountOut === undefined) continue;
        const dstChain = a.dstChainId === SOLANA_BRIDGE_CHAIN_ID ? 'sol' : a.dstChainId.toString();
        const simulated = ctx.simulatedChains.has(dstChain);
        const srcTxHash = event.transactionHash;
        if (ctx.deliveries.get(srcTxHash)) continue;
        ctx.deliveries.begin({
          id: a.transferId,
          kind: 'bridge',
          srcChain: chainKey,
          srcTxHash,
          sender: a.sender,
          inputToken: a.token,
          amountIn: a.amount,
          dstChain,
          // Tron/Cosmos addresses do not fit an EVM or Solana decoding: kept as the bytes32.
          outputToken: simulated ? a.dstToken : fromBridgeBytes32(a.dstToken, dstChain, true),
          recipient: simulated ? a.recipient : fromBridgeBytes32(a.recipient, dstChain, false),
          minAmountOut: a.minAmountOut,
        });
        const { transferId, token, sender, amount, dstChainId } = a;
        settleLater(ctx, srcTxHash, {
          inTime: true, // the bridge checked the deadline when the deposit executed
          refund: () =>
            operator.release({
              transferId,
              token,
              recipient: sender,
              amount,
              srcChainId: dstChainId,
              srcTxHash,
            }),
        });
      }
    };
    const loop = () => {
      if (closed) return;
      poll()
        .catch(() => {}) // chain busy or gone; try again next tick
        .finally(() => {
          if (!closed) timers.push(setTimeout(loop, pollMs).unref());
        });
    };
    loop();
  }
  return {
    close: () => {
      closed = true;
      for (const timer of timers) clearTimeout(timer);
    },
  };
}
