import { erc20Abi, type Hex } from 'viem';
import { describe, expect, it } from 'vitest';
import type { RoutingClient } from '../../../src/api/client';
import { beginExecution, runExecution } from '../../../src/execution/runExecution';
import { confirmQuoteFor } from '../../../src/quoting/freshQuote';
import { balanceChanges, feesPaid, readHoldings } from './balanceChanges';
import type { FlowContext } from './flowSandbox';
import { setupFlowSandbox } from './flowSandbox';
import { quoteCase, type RouteCase } from './routeCase';
import { engineDeps } from './runRoute';

/**
 * Confirm swap with the integrator's `quickSwap` on, on the local chains: the reviewed route
 * comes from `/quotes`, then `confirmQuoteFor` asks `/quick-swap` for that provider's swap and the
 * widget's execution engine runs it from the transactions handed out, with the dev keys as
 * wallets, through the same checks and signers as any route. Nothing asks `/createTx` or
 * `/nextTx`; the ledgers say the input left the payer exactly, the approval (the widget's own,
 * exact) left nothing allowed, and what the engine says arrived is what was credited. A route
 * `/quick-swap` does not serve (a gasless order) goes the usual way.
 */
const env = setupFlowSandbox({}, 100);

/** The flow's client, recording which endpoints the widget asked. */
function recorded(ctx: FlowContext): { ctx: FlowContext; asked: string[] } {
  const asked: string[] = [];
  const { client } = ctx;
  const record =
    <A extends unknown[], R>(name: string, call: (...args: A) => Promise<R>) =>
    (...args: A) => {
      asked.push(name);
      return call(...args);
    };
  const recording: RoutingClient = {
    ...client,
    getQuotes: record('quotes', client.getQuotes),
    quickSwap: record('quick-swap', client.quickSwap),
    createTx: record('createTx', client.createTx),
    getNextTx: record('nextTx', client.getNextTx),
  };
  return { ctx: { ...ctx, client: recording }, asked };
}

interface QuickCase extends RouteCase {
  name: string;
  /** The endpoints asked from Confirm swap on, in order, `/status` left out, each once. */
  asked: string[];
  steps: string[];
}

const CASES: QuickCase[] = [
  {
    name: 'ERC-20 swap: the approval /quick-swap needs, signed exact (USDC -> WETH on 31337)',
    payer: { evm: 0 },
    from: ['31337', 'USDC'],
    to: ['31337', 'WETH'],
    amount: '75',
    provider: 'sandswap',
    asked: ['quick-swap'],
    steps: ['approval:done', 'swap:done'],
  },
  {
    name: 'native swap: one transaction (ETH -> USDC on 31337)',
    payer: { evm: 1 },
    from: ['31337', 'ETH'],
    to: ['31337', 'USDC'],
    amount: '0.2',
    provider: 'sandswap',
    asked: ['quick-swap'],
    steps: ['swap:done'],
  },
  {
    name: 'Solana standard mode (SOL -> USDC, dunes)',
    payer: { solana: 0 },
    from: ['sol', 'SOL'],
    to: ['sol', 'USDC'],
    amount: '0.8',
    provider: 'dunes',
    asked: ['quick-swap'],
    steps: ['swap:done'],
  },
  {
    name: 'Solana lite mode, assembled by the widget (USDC -> SOL, galaxy)',
    payer: { solana: 1 },
    from: ['sol', 'USDC'],
    to: ['sol', 'SOL'],
    amount: '30',
    lite: true,
    provider: 'galaxy',
    asked: ['quick-swap'],
    steps: ['swap:done'],
  },
  {
    name: 'a gasless order, which /quick-swap does not serve: /quotes and /createTx as before (USDC -> WETH, tide)',
    payer: { evm: 2 },
    from: ['31337', 'USDC'],
    to: ['31337', 'WETH'],
    amount: '60',
    provider: 'tide',
    asked: ['quick-swap', 'quotes', 'createTx', 'nextTx'],
    steps: ['approval:done', 'swap:done'],
  },
];

describe('Confirm swap through /quick-swap, run by the engine on the local chains', () => {
  it.each(CASES.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    const quoted = await quoteCase(env, env.context(), c);
    const { ctx, asked } = recorded(env.context());
    const { deps } = engineDeps(ctx, quoted.keys);
    const { request, parties } = quoted;
    const fresh = await confirmQuoteFor(ctx.client, request, quoted.route, { quickSwap: true });
    expect(fresh.kind).toBe('ok');
    const { route } = fresh;

    const before = await readHoldings(ctx.ledgers, route, parties);
    await beginExecution(route, deps, { request, handedOut: fresh.handedOut });
    const execution = await runExecution(route.routeId, deps);
    const after = await readHoldings(ctx.ledgers, route, parties);
    const changes = balanceChanges(
      route,
      parties,
      before,
      after,
      await feesPaid(ctx.ledgers, execution),
    );

    expect(execution.status).toBe('done');
    expect(execution.steps.map((s) => `${s.step.stepType}:${s.phase}`)).toEqual(c.steps);
    expect([...new Set(asked)]).toEqual(c.asked);
    expect(route.provider).toBe(c.provider);
    expect(changes.inputDebited).toBe(quoted.route.inputAmount);
    expect(changes.outputCredited).toBeGreaterThanOrEqual(route.minOutputAmount);
    expect(execution.received?.amount).toBe(changes.outputCredited);
    for (const approval of execution.steps.filter((s) => s.step.stepType === 'approval')) {
      const token = approval.step.from;
      const left = await ctx.ledgers.evm(token.chainId).readContract({
        address: token.address as Hex,
        abi: erc20Abi,
        functionName: 'allowance',
        args: [parties.payer as Hex, approval.target as Hex],
      });
      expect(left, 'allowance left after the exact approval').toBe(0n);
    }
  });
});
