import type { QuoteRequest, Route } from '../../../src/api/types';
import type { Parties } from './balanceChanges';
import type { DevKeys } from './engineSigners';
import type { FlowContext, FlowSandbox } from './flowSandbox';

/**
 * A route to quote, described by names, so a table of flow cases reads as what each one is:
 * dev wallets by kind and index (`/__sandbox/accounts` order), tokens by chain and symbol
 * (never the flagged look-alike), the amount as typed.
 */
type WalletRef = { evm: number } | { solana: number };

export interface RouteCase {
  payer: WalletRef;
  from: [chainId: string, symbol: string];
  to: [chainId: string, symbol: string];
  amount: string;
  /** The one provider quoted (`include`). */
  provider: string;
  /** Another dev wallet, or an address on a chain without dev wallets; default: the payer. */
  recipient?: WalletRef | string;
  lite?: boolean;
  slippageBps?: number;
}

export interface QuotedCase {
  route: Route;
  /** The request `route` answered (kept with the execution, as Confirm swap keeps it). */
  request: QuoteRequest;
  /** The payer's dev key, where the widget would have its wallet. */
  keys: DevKeys;
  parties: Parties;
}

function walletOf(env: FlowSandbox, ref: WalletRef) {
  if ('evm' in ref) {
    const account = env.wallets.evm[ref.evm]!;
    return { address: account.address as string, keys: { evm: account } };
  }
  const keypair = env.wallets.solana[ref.solana]!;
  return { address: keypair.publicKey.toBase58(), keys: { solana: keypair } };
}

/** Quotes the case with the widget's client and answers its provider's only route. */
export async function quoteCase(
  env: FlowSandbox,
  ctx: FlowContext,
  c: RouteCase,
): Promise<QuotedCase> {
  const payer = walletOf(env, c.payer);
  const recipient =
    c.recipient === undefined
      ? undefined
      : typeof c.recipient === 'string'
        ? c.recipient
        : walletOf(env, c.recipient).address;
  const request: Omit<QuoteRequest, 'include'> = {
    fromChainId: c.from[0],
    fromAssetAddress: env.token(...c.from).address,
    toChainId: c.to[0],
    toAssetAddress: env.token(...c.to).address,
    amount: { inputAmountDisplay: c.amount },
    userWalletAddress: payer.address,
    ...(recipient !== undefined ? { recipient } : {}),
    ...(c.lite !== undefined ? { lite: c.lite } : {}),
    ...(c.slippageBps !== undefined ? { slippageBps: c.slippageBps } : {}),
  };
  const route = await env.quoteOne(ctx, request, c.provider);
  return {
    route,
    request: { ...request, include: [c.provider] },
    keys: payer.keys,
    parties: { payer: payer.address, recipient: recipient ?? payer.address },
  };
}
