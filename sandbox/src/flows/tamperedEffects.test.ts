import { describe, expect, it } from 'vitest';
import { beginExecution, retryStep, runExecution } from '../../../src/execution/runExecution';
import { setupFlowSandbox } from './flowSandbox';
import { quoteCase, type RouteCase } from './routeCase';
import { engineDeps } from './runRoute';

/**
 * A tampering every shape check lets through and only the effect check refuses
 * (`solForeignTransfer`: the route's own Token program moves 1,000 BONK, a token outside the
 * route, from the user to another key, the user the only signer), run by the widget's execution
 * engine on the LiteSVM ledger with a dev key as the wallet, in standard and lite mode: refused
 * before the wallet in words, nothing signed, the user's BONK untouched; Try again gets the
 * step's payload as handed out, which goes through.
 */
const env = setupFlowSandbox();

const CASES: Array<RouteCase & { name: string }> = [
  {
    name: 'standard mode (dunes), SOL in',
    payer: { solana: 2 },
    from: ['sol', 'SOL'],
    to: ['sol', 'USDC'],
    amount: '0.1',
    provider: 'dunes',
  },
  {
    name: 'lite mode (galaxy), USDC in',
    payer: { solana: 3 },
    from: ['sol', 'USDC'],
    to: ['sol', 'SOL'],
    amount: '5',
    lite: true,
    provider: 'galaxy',
  },
];

describe('solForeignTransfer: refused by its effect, before the wallet', () => {
  it.each(CASES.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    const ctx = env.context();
    const { route, keys, parties } = await quoteCase(env, ctx, c);
    const bonk = env.token('sol', 'BONK');
    const bonkBefore = await ctx.ledgers.balance(bonk, parties.payer);
    const { deps, signed } = engineDeps(ctx, keys);
    await beginExecution(route, deps);
    await env.injectFaults({ tamperNextTx: ['solForeignTransfer'] });

    const refused = await runExecution(route.routeId, deps);
    expect(refused.status).toBe('stopped');
    const step = refused.steps.find((s) => s.phase === 'failed')!;
    expect(step.error?.code).toBe('UNSAFE_TRANSACTION');
    expect(step.error?.message).toMatch(
      /^This transaction would also send 1,000 \w{4}…\w{4} from your wallet\. Nothing was signed\.$/,
    );
    expect(step.error?.details).toContain(`send 100000000 of ${bonk.address}`);
    expect(signed).toEqual([]);
    expect(await ctx.ledgers.balance(bonk, parties.payer)).toBe(bonkBefore);

    retryStep(route.routeId, deps);
    const done = await runExecution(route.routeId, deps);
    expect(done.status).toBe('done');
    expect(signed).toHaveLength(1);
    expect(await ctx.ledgers.balance(bonk, parties.payer)).toBe(bonkBefore);
  });
});
