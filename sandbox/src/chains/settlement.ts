/**
 * What the relayer and the solver share: the chains they can pay on, token prices, and the one
 * way a pending transfer is settled (after a realistic delay, checked against minAmountOut, paid
 * on the destination or refunded on the source), recorded in the DeliveryLog.
 */
import { type Address, getAddress, type Hex, isAddress, keccak256, toHex } from 'viem';
import { bridgedToken } from './bridgedToken';
import { payFromBridge } from './cosmos/payout';
import type { CosmosChain } from './cosmos/startCosmosLedger';
import type { DeliveryLog } from './deliveries';
import { DeliveryError } from './errors';
import { EvmBridgeOperator } from './evm/bridgeOperator';
import { type EvmDeployment, findEvmToken } from './evm/deploy';
import { convertAmount, type Priced } from './pricing';
import { payFromVault } from './solana/payout';
import type { SolanaChain } from './solana/startSolanaLedger';

/** The uint256 chain id the bridge uses for Solana (the API calls it 'sol'). */
export const SOLANA_BRIDGE_CHAIN_ID = 1151111081099710n;

export interface SettlementContext {
  evm: Map<string, { deployment: EvmDeployment; operator: EvmBridgeOperator }>;
  solana: SolanaChain | undefined;
  cosmos: CosmosChain | undefined;
  deliveries: DeliveryLog;
  delayMs: number;
  /**
   * Destinations with no local ledger (by bridge chain id as decimal text; none in the catalog
   * now): a transfer to them is marked delivered after the delay, with no payout transaction,
   * rather than refunded for want of a chain to pay on.
   */
  simulatedChains: ReadonlySet<string>;
  /**
   * Asked when a cross-chain transfer is settled: whether its destination swap fails (the
   * sandbox's fault `destinationSwap`), so the bridged token is delivered instead
   * (`bridgedToken.ts`). Never, unless the sandbox sets it.
   */
  destinationSwapFails: () => boolean;
}

export function createSettlementContext(options: {
  evm: EvmDeployment[];
  solana?: SolanaChain;
  cosmos?: CosmosChain;
  deliveries: DeliveryLog;
  delayMs?: number;
  simulatedChains?: string[];
}): SettlementContext {
  return {
    evm: new Map(
      options.evm.map((d) => [
        String(d.chainId),
        { deployment: d, operator: new EvmBridgeOperator(d) },
      ]),
    ),
    solana: options.solana,
    cosmos: options.cosmos,
    deliveries: options.deliveries,
    delayMs: options.delayMs ?? 2000,
    simulatedChains: new Set(options.simulatedChains ?? []),
    destinationSwapFails: () => false,
  };
}

/** Price and decimals of a token on a chain ('sol' + mint/'SOL', or EVM chain id + address). */
export function pricedToken(
  ctx: SettlementContext,
  chain: string,
  token: string,
): Priced | undefined {
  if (chain === 'sol') {
    if (!ctx.solana) return undefined;
    if (token === 'SOL') return ctx.solana.native;
    return ctx.solana.mints.find((m) => m.address === token);
  }
  if (chain === ctx.cosmos?.chainId) return ctx.cosmos.denoms.find((d) => d.denom === token);
  const evm = ctx.evm.get(chain);
  return evm && isAddress(token) ? findEvmToken(evm.deployment, token) : undefined;
}

/** The uint256 id the bridge contracts give a chain of the API ('sol', the Cosmos ledger's id). */
function bridgeChainIdOf(ctx: SettlementContext, chain: string): bigint {
  if (chain === 'sol') return SOLANA_BRIDGE_CHAIN_ID;
  if (chain === ctx.cosmos?.chainId) return ctx.cosmos.bridgeChainId;
  return BigInt(chain);
}

/** Pays on a chain and resolves with the payout transaction hash/signature. */
async function payOut(
  ctx: SettlementContext,
  args: {
    chain: string;
    token: string;
    recipient: string;
    amount: bigint;
    transferId: Hex;
    srcChain: string;
    srcTxHash: string;
  },
): Promise<string> {
  if (args.chain === 'sol') {
    if (!ctx.solana) throw new DeliveryError('No Solana ledger to pay on');
    return payFromVault(
      ctx.solana,
      args.token,
      args.recipient,
      args.amount,
      `pay:${args.srcTxHash}`,
    );
  }
  if (ctx.cosmos && args.chain === ctx.cosmos.chainId) {
    return payFromBridge(
      ctx.cosmos,
      args.token,
      args.recipient,
      args.amount,
      `pay:${args.srcTxHash}`,
    );
  }
  const evm = ctx.evm.get(args.chain);
  if (!evm || !isAddress(args.recipient) || !isAddress(args.token)) {
    throw new DeliveryError('Cannot pay on this EVM chain', {
      details: `${args.chain} ${args.token} ${args.recipient}`,
    });
  }
  return evm.operator.release({
    transferId: args.transferId,
    token: getAddress(args.token),
    recipient: getAddress(args.recipient) as Address,
    amount: args.amount,
    srcChainId: bridgeChainIdOf(ctx, args.srcChain),
    srcTxHash: args.srcTxHash.startsWith('0x')
      ? (args.srcTxHash as Hex)
      : keccak256(toHex(args.srcTxHash)),
  });
}

/**
 * After the delay: pays `convert(amountIn)`, at most the quoted output, if it meets minAmountOut
 * and `inTime`, else refunds.
 * When the destination swap fails (`destinationSwapFails`), a cross-chain transfer that needed
 * one pays the bridged token instead (`deliveredToken` on the delivery).
 * Every outcome lands in the DeliveryLog; nothing here throws.
 */
export function settleLater(
  ctx: SettlementContext,
  srcTxHash: string,
  options: { inTime: boolean; refund: () => Promise<string> },
): void {
  setTimeout(() => {
    settle(ctx, srcTxHash, options).catch(() => {});
  }, ctx.delayMs).unref();
}

async function settle(
  ctx: SettlementContext,
  srcTxHash: string,
  options: { inTime: boolean; refund: () => Promise<string> },
): Promise<void> {
  const delivery = ctx.deliveries.get(srcTxHash);
  if (!delivery) return;
  if (ctx.simulatedChains.has(delivery.dstChain) && options.inTime) {
    ctx.deliveries.update(srcTxHash, { state: 'DONE', simulatedDestination: true });
    return;
  }
  // A failed destination swap leaves the bridged token, which is delivered as it is: its
  // amount is not in the ordered token's units, so the order's minimum does not apply to it.
  const bridged = ctx.destinationSwapFails() ? bridgedToken(ctx, delivery) : undefined;
  const paidToken = bridged ?? delivery.outputToken;
  const from = pricedToken(ctx, delivery.srcChain, delivery.inputToken);
  const to = pricedToken(ctx, delivery.dstChain, paidToken);
  const market = from && to ? convertAmount(delivery.amountIn, from, to) : 0n;
  // The quote, unless the market now gives less: the route's fees are taken, never more. The
  // bridged token (a failed destination swap) is not in the quote's units: it goes at market.
  const quoted = bridged === undefined ? delivery.quotedAmountOut : undefined;
  const amountOut = quoted !== undefined && quoted < market ? quoted : market;
  const reason = !to
    ? 'unknown destination chain or token'
    : !options.inTime
      ? 'deadline passed before the transfer landed'
      : bridged === undefined && amountOut < delivery.minAmountOut
        ? `output ${amountOut} below minAmountOut ${delivery.minAmountOut}`
        : undefined;
  try {
    if (reason) {
      const refundTxHash = await options.refund();
      ctx.deliveries.update(srcTxHash, { state: 'REFUNDED', refundTxHash, reason });
      return;
    }
    const dstTxHash = await payOut(ctx, {
      chain: delivery.dstChain,
      token: paidToken,
      recipient: delivery.recipient,
      amount: amountOut,
      // A Solana intent's id on the EVM bridge is its source signature: unique, never replayable.
      transferId:
        delivery.kind === 'bridge' ? (delivery.id as Hex) : keccak256(toHex(`sol:${srcTxHash}`)),
      srcChain: delivery.srcChain,
      srcTxHash,
    });
    ctx.deliveries.update(srcTxHash, {
      state: 'DONE',
      dstTxHash,
      amountOut,
      ...(bridged === undefined
        ? {}
        : {
            deliveredToken: bridged,
            reason: `destination swap failed: the bridged token was delivered instead of ${delivery.outputToken}`,
          }),
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (reason) {
      ctx.deliveries.update(srcTxHash, {
        state: 'FAILED',
        reason: `${reason}; refund failed: ${message}`,
      });
      return;
    }
    // The payout failed (e.g. not enough liquidity): give the input back rather than keep it.
    try {
      const refundTxHash = await options.refund();
      ctx.deliveries.update(srcTxHash, {
        state: 'REFUNDED',
        refundTxHash,
        reason: `payout failed: ${message}`,
      });
    } catch (refundError) {
      const detail = refundError instanceof Error ? refundError.message : String(refundError);
      ctx.deliveries.update(srcTxHash, {
        state: 'FAILED',
        reason: `payout failed: ${message}; refund failed: ${detail}`,
      });
    }
  }
}
