import { describe, expect, it } from 'vitest';
import type { Asset } from '../../../src/api/types';
import { setupFlowSandbox } from './flowSandbox';
import { quoteCase, type RouteCase } from './routeCase';
import { runRoute } from './runRoute';

/**
 * Issue 10, on the ledgers: with the fault `destinationSwap: 'fail'`, a cross-chain route whose
 * destination needs a swap (the bridged token is not the one ordered) ends with the bridged token
 * delivered instead, really, on the destination chain; `/status` says `partial-success` with that
 * token and amount, and the widget's engine ends `partial` with them. Without the fault, and
 * for a route with nothing to swap on the destination, `/status` says `success` with the amount
 * the chain or the settlement record paid (`outputAmount`, never the quote).
 */
const env = setupFlowSandbox();

interface PartialCase extends RouteCase {
  name: string;
  /** The token the bridge carries to the destination, delivered instead: its symbol there. */
  bridged: string;
}

const PARTIAL_CASES: PartialCase[] = [
  {
    name: 'USDC (Sandbox Ethereum) -> ETH (Sandbox Base), swift: USDC arrives',
    payer: { evm: 2 },
    from: ['31337', 'USDC'],
    to: ['31338', 'ETH'],
    amount: '30',
    provider: 'swift',
    bridged: 'USDC',
  },
  {
    name: 'ETH -> USDT across EVM chains, span (swaps to USDC first, bridges USDC): USDC arrives',
    payer: { evm: 2 },
    from: ['31337', 'ETH'],
    to: ['31338', 'USDT'],
    amount: '0.01',
    provider: 'span',
    bridged: 'USDC',
  },
  {
    name: 'USDC (Solana) -> ETH (Sandbox Base), the solver: USDC arrives on Base',
    payer: { solana: 2 },
    recipient: { evm: 3 },
    from: ['sol', 'USDC'],
    to: ['31338', 'ETH'],
    amount: '25',
    provider: 'swift',
    bridged: 'USDC',
  },
];

const sameToken = (a: Pick<Asset, 'chainId' | 'address'>, b: Pick<Asset, 'chainId' | 'address'>) =>
  a.chainId === b.chainId && a.address.toLowerCase() === b.address.toLowerCase();

describe('a destination swap that fails: the bridged token is delivered, partial-success', () => {
  it.each(PARTIAL_CASES)('$name', async (c) => {
    await env.injectFaults({ destinationSwap: 'fail' });
    const ctx = env.context();
    const quoted = await quoteCase(env, ctx, c);
    const { route, parties } = quoted;
    const bridged = env.token(route.to.chainId, c.bridged);
    const wantedBefore = await ctx.ledgers.balance(route.to, parties.recipient);
    const bridgedBefore = await ctx.ledgers.balance(bridged, parties.recipient);

    const { execution, changes } = await runRoute(ctx, quoted);

    const bridgedAfter = await ctx.ledgers.balance(bridged, parties.recipient);
    const delivered = bridgedAfter - bridgedBefore;
    // Really on the destination ledger: the bridged token arrived, the wanted one did not.
    expect(delivered).toBeGreaterThan(0n);
    expect(await ctx.ledgers.balance(route.to, parties.recipient)).toBe(wantedBefore);
    expect(changes.inputDebited).toBe(route.inputAmount);

    // The service says so on the step that delivered, and the engine ends partial with it.
    const last = execution.steps.at(-1)!;
    expect(last).toMatchObject({
      phase: 'done',
      status: 'partial-success',
      outputAmount: delivered,
    });
    expect(last.destTxnHash).toBeDefined();
    expect(sameToken(last.outputToken!, bridged)).toBe(true);
    expect(execution.status).toBe('partial');
    expect(execution.received).toMatchObject({
      amount: delivered,
      symbol: c.bridged,
      decimals: bridged.decimals,
      token: { chainId: route.to.chainId, blockchain: bridged.blockchain },
    });
    expect(sameToken(execution.received!.token!, bridged)).toBe(true);

    // The settlement record agrees with the ledger.
    const deliveries = env.sandbox.chains.deliveries.list();
    const record = deliveries.find((d) => d.dstTxHash === last.destTxnHash);
    expect(record).toMatchObject({ state: 'DONE', amountOut: delivered });
    expect(record?.reason).toMatch(/^destination swap failed/);
  });

  it('a route with nothing to swap on the destination is delivered as ordered', async () => {
    await env.injectFaults({ destinationSwap: 'fail' });
    const ctx = env.context();
    const quoted = await quoteCase(env, ctx, {
      payer: { evm: 2 },
      from: ['31337', 'USDC'],
      to: ['31338', 'USDC'],
      amount: '12',
      provider: 'swift',
    });
    const { execution, changes } = await runRoute(ctx, quoted);
    expect(execution.status).toBe('done');
    expect(execution.steps.at(-1)).toMatchObject({
      status: 'success',
      outputAmount: changes.outputCredited,
    });
    expect(execution.received?.amount).toBe(changes.outputCredited);
  });
});

describe('/status says what arrived on success, read from the chain or the settlement record', () => {
  const CASES: Array<RouteCase & { name: string }> = [
    {
      name: 'a router swap (its Swapped event)',
      payer: { evm: 2 },
      from: ['31337', 'USDC'],
      to: ['31337', 'WETH'],
      amount: '40',
      provider: 'sandswap',
    },
    {
      name: 'a bridge with a destination swap (the relayer payout)',
      payer: { evm: 2 },
      from: ['31337', 'USDC'],
      to: ['31338', 'ETH'],
      amount: '30',
      provider: 'swift',
    },
    {
      name: 'a Solana swap (the solver payout)',
      payer: { solana: 2 },
      from: ['sol', 'SOL'],
      to: ['sol', 'USDC'],
      amount: '0.2',
      provider: 'dunes',
    },
  ];

  it.each(CASES)('$name', async (c) => {
    await env.injectFaults({});
    const ctx = env.context();
    const quoted = await quoteCase(env, ctx, c);
    const { execution, changes } = await runRoute(ctx, quoted);
    const last = execution.steps.at(-1)!;
    expect(execution.status).toBe('done');
    expect(last.status).toBe('success');
    // What the recipient was paid, not the quote.
    expect(last.outputAmount).toBe(changes.outputCredited);
    expect(sameToken(last.outputToken!, quoted.route.to)).toBe(true);
    expect(execution.received?.amount).toBe(changes.outputCredited);
  });
});
