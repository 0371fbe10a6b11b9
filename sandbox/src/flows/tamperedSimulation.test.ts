import { describe, expect, it } from 'vitest';
import { beginExecution, retryStep, runExecution } from '../../../src/execution/runExecution';
import type { Tampering } from '../faults';
import { setupFlowSandbox } from './flowSandbox';
import { quoteCase, type RouteCase } from './routeCase';
import { engineDeps } from './runRoute';

/**
 * The tamperings only a simulation can catch (`revert`, `solRevert`), on the local chains, run by
 * the widget's execution engine with the dev keys as wallets: what the engine's signers do before
 * asking the wallet (`eth_simulateV1` from the user with the payload's `to`, `data` and `value`;
 * `simulateTransaction` of the deserialized or assembled transaction) fails for the tampered
 * payload, and the step stops with a reason a person can read and nothing signed; Try again gets
 * the step's payload as handed out, which passes the same simulation and goes through. One
 * table, one body.
 */
const env = setupFlowSandbox();

interface SimulationCase extends RouteCase {
  name: string;
  tampering: Tampering;
  /** What the failed simulation says. */
  reason: RegExp;
}

const CASES: SimulationCase[] = [
  {
    name: 'revert: a router swap whose deadline has passed',
    tampering: 'revert',
    payer: { evm: 0 },
    from: ['31337', 'ETH'],
    to: ['31337', 'USDC'],
    amount: '0.2',
    provider: 'sandswap',
    reason: /SandboxRouter: deadline expired/,
  },
  {
    name: 'revert: a bridge deposit whose deadline has passed',
    tampering: 'revert',
    payer: { evm: 1 },
    from: ['31337', 'ETH'],
    to: ['31338', 'ETH'],
    amount: '0.1',
    provider: 'swift',
    reason: /SandboxBridge: deadline expired/,
  },
  {
    name: 'solRevert: a standard-mode transfer of more SOL than the user has',
    tampering: 'solRevert',
    payer: { solana: 0 },
    from: ['sol', 'SOL'],
    to: ['sol', 'USDC'],
    amount: '0.1',
    provider: 'dunes',
    reason: /Transfer: insufficient lamports \d+, need 18446744073709551615/,
  },
  {
    name: 'solRevert: a lite payload moving more USDC than the user has',
    tampering: 'solRevert',
    payer: { solana: 1 },
    from: ['sol', 'USDC'],
    to: ['sol', 'SOL'],
    amount: '5',
    lite: true,
    provider: 'galaxy',
    reason: /Error: insufficient funds/,
  },
];

describe('tampered payloads that only a simulation refuses', () => {
  it.each(CASES.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    const ctx = env.context();
    const { route, keys } = await quoteCase(env, ctx, c);
    const { deps, signed } = engineDeps(ctx, keys);
    await beginExecution(route, deps);
    await env.injectFaults({ tamperNextTx: [c.tampering] });

    const refused = await runExecution(route.routeId, deps);
    expect(refused.status).toBe('stopped');
    const step = refused.steps.find((s) => s.phase === 'failed')!;
    expect(step.error?.code).toBe('TRANSACTION_FAILED');
    expect(step.error?.message).toMatch(/would fail on chain.*Nothing was signed/);
    expect(`${step.error?.message}\n${step.error?.details ?? ''}`).toMatch(c.reason);
    expect(signed).toEqual([]);

    retryStep(route.routeId, deps);
    const done = await runExecution(route.routeId, deps);
    expect(done.status).toBe('done');
    expect(signed).toHaveLength(1);
  });
});
