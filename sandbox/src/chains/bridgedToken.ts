/**
 * What a cross-chain transfer carries: the bridge (or the solver) moves the input token to the
 * destination chain as the same token there (USDC as USDC, ETH as ETH), and a destination swap
 * turns it into the token ordered when that is another one (USDC on Sandbox Ethereum -> ETH on
 * Sandbox Base: USDC is bridged, then swapped to ETH). When the destination swap fails, the
 * bridged token is what the recipient gets (fault `destinationSwap`, settlement.ts).
 */
import type { Delivery } from './deliveries';
import type { SettlementContext } from './settlement';

interface ListedToken {
  symbol: string;
  /** EVM address (the all-`e` one for ETH), Solana mint, or 'SOL' for native SOL. */
  address: string;
}

/** The tokens a chain of the sandbox has, native coin first. */
function tokensOf(ctx: SettlementContext, chain: string): ListedToken[] {
  if (chain === 'sol') {
    if (!ctx.solana) return [];
    return [{ symbol: ctx.solana.native.symbol, address: 'SOL' }, ...ctx.solana.mints];
  }
  const evm = ctx.evm.get(chain);
  if (!evm) return [];
  const { native, tokens } = evm.deployment;
  return [native, ...tokens];
}

const sameToken = (chain: string, a: string, b: string) =>
  chain === 'sol' ? a === b : a.toLowerCase() === b.toLowerCase();

/**
 * The token `delivery` bridges to its destination, when a destination swap would then turn it
 * into the one ordered. Undefined when the transfer stays on one chain (a swap, not a bridge),
 * the bridged token is the one ordered (nothing to swap), or the destination has no token of the
 * input's symbol (SOL to an EVM chain, a chain without a ledger).
 */
export function bridgedToken(ctx: SettlementContext, delivery: Delivery): string | undefined {
  if (delivery.srcChain === delivery.dstChain) return undefined;
  const input = tokensOf(ctx, delivery.srcChain).find((t) =>
    sameToken(delivery.srcChain, t.address, delivery.inputToken),
  );
  const bridged = input
    ? tokensOf(ctx, delivery.dstChain).find((t) => t.symbol === input.symbol)
    : undefined;
  if (!bridged || sameToken(delivery.dstChain, bridged.address, delivery.outputToken)) {
    return undefined;
  }
  return bridged.address;
}
