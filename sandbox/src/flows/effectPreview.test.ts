import { describe, expect, it } from 'vitest';
import { previewFirstEffect } from '../../../src/execution/effects/effectPreview';
import { setupFlowSandbox } from './flowSandbox';
import { quoteCase } from './routeCase';
import { engineDeps, runRoute } from './runRoute';

/**
 * Review's effect preview on the local chains, with the widget's EVM signer over a dev key: the
 * first transaction, chosen as the run would choose it, simulated by the chain's node
 * (`eth_simulateV1` with `traceTransfers`). Nothing is signed; Confirm then asks `/createTx` of the
 * same route again and runs it.
 */
const env = setupFlowSandbox();
const lower = (changes: { asset: string; delta: bigint }[]) =>
  changes.map((c) => ({ ...c, asset: c.asset.toLowerCase() }));

describe("Review's effect preview on the local chains", () => {
  it('a native swap: the ETH paid leaves, the USDC arrives; nothing signed, and the route then runs', async () => {
    const ctx = env.context();
    const quoted = await quoteCase(env, ctx, {
      payer: { evm: 0 },
      from: ['31337', 'ETH'],
      to: ['31337', 'USDC'],
      amount: '0.25',
      provider: 'sandswap',
    });
    const { deps, signed } = engineDeps(ctx, quoted.keys);
    const preview = await previewFirstEffect(quoted.route, deps);
    if (preview.status !== 'simulated') throw new Error(`not simulated: ${preview.reason}`);
    expect(preview.stepType).toBe('swap');
    const [paid, arrived, ...rest] = lower(preview.effect.changes);
    expect(paid).toEqual({
      asset: env.token('31337', 'ETH').address.toLowerCase(),
      delta: -(25n * 10n ** 16n),
    });
    expect(arrived?.asset).toBe(env.token('31337', 'USDC').address.toLowerCase());
    expect(arrived?.delta).toBeGreaterThanOrEqual(quoted.route.minOutputAmount);
    expect(rest).toEqual([]);
    expect(preview.effect.grants).toEqual([]);
    expect(signed).toEqual([]);

    const run = await runRoute(ctx, quoted);
    expect(run.execution.status).toBe('done');
  });

  it('an ERC-20 swap: its approval first, exactly the amount the swap spends, to the router', async () => {
    const ctx = env.context();
    const quoted = await quoteCase(env, ctx, {
      payer: { evm: 1 },
      from: ['31337', 'USDC'],
      to: ['31337', 'ETH'],
      amount: '25',
      provider: 'sandswap',
    });
    const { deps, signed, served } = engineDeps(ctx, quoted.keys);
    const preview = await previewFirstEffect(quoted.route, deps);
    if (preview.status !== 'simulated') throw new Error(`not simulated: ${preview.reason}`);
    expect(preview.stepType).toBe('approval');
    const swap = quoted.route.steps[0]!;
    const router = served.get(swap.stepId)?.txnEvm?.to;
    expect(preview.effect.changes).toEqual([]);
    expect(preview.effect.grants).toHaveLength(1);
    const [grant] = preview.effect.grants;
    expect(grant?.asset.toLowerCase()).toBe(env.token('31337', 'USDC').address.toLowerCase());
    expect(grant?.spender.toLowerCase()).toBe(router?.toLowerCase());
    expect(grant?.amount).toBe(25_000_000n);
    expect(signed).toEqual([]);
  });

  it('a Solana swap: its signer prepares and simulates the transaction, and the SOL paid, fee included, is all that leaves; nothing signed', async () => {
    const ctx = env.context();
    const quoted = await quoteCase(env, ctx, {
      payer: { solana: 2 },
      from: ['sol', 'SOL'],
      to: ['sol', 'USDC'],
      amount: '1.5',
      provider: 'dunes',
    });
    const { deps, signed } = engineDeps(ctx, quoted.keys);
    const preview = await previewFirstEffect(quoted.route, deps);
    if (preview.status !== 'simulated') throw new Error(`not simulated: ${preview.reason}`);
    expect(preview.networkType).toBe('sol');
    expect(preview.stepType).toBe('swap');
    // The input, and the transaction's fee paid in the same coin (a few thousand lamports). The
    // sandbox's venue pays the USDC out once the transaction lands, so none arrives within it.
    const [paid, ...rest] = preview.effect.changes;
    expect(paid?.asset).toBe(quoted.route.from.address);
    const fee = -(paid?.delta ?? 0n) - quoted.route.inputAmount;
    expect(fee).toBeGreaterThan(0n);
    expect(fee).toBeLessThan(10n ** 7n);
    expect(rest.filter((c) => c.delta < 0n)).toEqual([]);
    expect(preview.effect.grants).toEqual([]);
    expect(signed).toEqual([]);

    const run = await runRoute(ctx, quoted);
    expect(run.execution.status).toBe('done');
  });
});
