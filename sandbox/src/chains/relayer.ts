/**
 * The bridge relayer: watches `Deposited` events on every sandbox EVM chain and, after the
 * configured delay, releases the converted amount, at most the deposit's quoted output, on the
 * destination (the other anvil's bridge, or the Solana vault), or refunds on the source when the
 * output would miss minAmountOut.
 * The Tron ledger's bridge is one of these EVM bridges (on its own anvil): deposits to and from
 * Tron are paid and refunded like any other. Deposits to the Cosmos ledger are paid from its
 * bridge reserve. Only a destination in `simulatedChains` (none in the catalog now) is marked
 * delivered with no payout.
 */

import type { Hex } from 'viem';
import { sandboxBridgeAbi } from '../../contracts/build/abis';
import { fromBridgeBytes32 } from './bridgeAddressing';
import { fromCosmosBytes32 } from './cosmos/payout';
import { keepSubscribedToNewHeads } from './evm/newHeads';
import { type SettlementContext, SOLANA_BRIDGE_CHAIN_ID, settleLater } from './settlement';

export interface Relayer {
  close(): void;
}

/**
 * Each chain's new blocks are read when anvil announces them (`newHeads`); without that
 * subscription (refused or lost, until it is taken again), the chain is asked for its head every
 * `pollMs`. Asking every 500 ms cost an idle sandbox about 2 % of a core (three anvils); while
 * subscribed, the head is still asked every `SUBSCRIBED_POLL_MS`, in case an announcement went
 * missing.
 */
const SUBSCRIBED_POLL_MS = 5_000;

export function startRelayer(ctx: SettlementContext, options: { pollMs?: number } = {}): Relayer {
  const pollMs = options.pollMs ?? 500;
  let closed = false;
  // The one pending timer per chain (a list of every timer ever set grew by five a second).
  const timers = new Map<string, NodeJS.Timeout>();
  const subscriptions: Array<{ close(): void }> = [];

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
        if (a.quotedAmountOut === undefined) continue;
        const cosmos = ctx.cosmos;
        const toCosmos = cosmos !== undefined && a.dstChainId === cosmos.bridgeChainId;
        const dstChain =
          a.dstChainId === SOLANA_BRIDGE_CHAIN_ID
            ? 'sol'
            : toCosmos
              ? cosmos.chainId
              : a.dstChainId.toString();
        const decode = (value: Hex, isToken: boolean) =>
          toCosmos
            ? fromCosmosBytes32(cosmos, value, isToken)
            : fromBridgeBytes32(value, dstChain, isToken);
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
          // Tron addresses do not fit an EVM or Solana decoding: kept as the bytes32.
          outputToken: simulated ? a.dstToken : decode(a.dstToken, true),
          recipient: simulated ? a.recipient : decode(a.recipient, false),
          minAmountOut: a.minAmountOut,
          quotedAmountOut: a.quotedAmountOut,
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
    let subscribed = false;
    let polling = false;
    let pollAgain = false;
    // One poll at a time: a block announced during one is read by the next, right after it.
    const loop = () => {
      if (closed) return;
      if (polling) {
        pollAgain = true;
        return;
      }
      clearTimeout(timers.get(chainKey));
      polling = true;
      poll()
        .catch(() => {}) // chain busy or gone; try again next tick
        .finally(() => {
          polling = false;
          if (closed) return;
          if (pollAgain) {
            pollAgain = false;
            loop();
            return;
          }
          const wait = subscribed ? SUBSCRIBED_POLL_MS : pollMs;
          timers.set(chainKey, setTimeout(loop, wait).unref());
        });
    };
    subscriptions.push(
      keepSubscribedToNewHeads(operator.signer.rpcUrl, {
        onSubscribed: () => {
          subscribed = true;
          loop(); // blocks mined before the subscription took
        },
        onBlock: loop,
        onLost: () => {
          // Said at each loss: a sandbox that polls costs its machine several times the CPU.
          console.warn(
            `sandbox: the relayer lost chain ${chainKey}'s block subscription; it asks for the head every ${pollMs} ms until it is back`,
          );
          subscribed = false;
          loop();
        },
      }),
    );
    loop();
  }
  return {
    close: () => {
      closed = true;
      for (const subscription of subscriptions) subscription.close();
      for (const timer of timers.values()) clearTimeout(timer);
    },
  };
}
