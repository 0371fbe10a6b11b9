/**
 * The intent solver of gasless orders on the EVM chains: after the configured delay (as the
 * relayer and the Solana solver), it prices the order's input at the chains' USD prices, pays the
 * output it quoted (or what the market gives now, if less) and refuses when that is below the
 * order's minimum; the fill itself happens on the settlement contract, which checks the maker's
 * signature, the deadline and the nonce again (chains/evm/orderSolver.ts). A refusal moves
 * nothing: the input is only pulled by a fill.
 */
import type { Hex } from 'viem';
import { DeliveryError } from './errors';
import { EvmOrderSolver, type SettlementOrderCall } from './evm/orderSolver';
import { convertAmount } from './pricing';
import { pricedToken, type SettlementContext } from './settlement';

interface OrderToFill {
  /** The EVM chain id as text. */
  chainId: string;
  order: SettlementOrderCall;
  signature: Hex;
  /** What the solver quoted for it (the route's step output). */
  quotedOutput: bigint;
}

interface OrderFill {
  txHash: Hex;
  amountOut: bigint;
}

export interface OrderFiller {
  fill(order: OrderToFill): Promise<OrderFill>;
}

export function createOrderFiller(ctx: SettlementContext): OrderFiller {
  const solvers = new Map(
    [...ctx.evm].map(([chain, { deployment }]) => [chain, new EvmOrderSolver(deployment)]),
  );
  return {
    async fill({ chainId, order, signature, quotedOutput }) {
      await new Promise((resolve) => setTimeout(resolve, ctx.delayMs).unref());
      const solver = solvers.get(chainId);
      if (!solver) throw new DeliveryError(`No settlement contract on chain ${chainId}`);
      const from = pricedToken(ctx, chainId, order.inputToken);
      const to = pricedToken(ctx, chainId, order.outputToken);
      if (!from || !to) throw new DeliveryError('Unknown token in the order');
      // What it quoted, unless the market now gives less (`convertAmount` is what the router and
      // the relayer pay): never more than the quote, never below the order's minimum.
      const market = convertAmount(order.inputAmount, from, to);
      let amountOut = quotedOutput;
      if (market < amountOut) amountOut = market;
      if (amountOut < order.minOutputAmount) {
        throw new DeliveryError(
          `output ${amountOut} below the order's minimum ${order.minOutputAmount}`,
        );
      }
      return { txHash: await solver.fill(order, signature, amountOut), amountOut };
    },
  };
}
