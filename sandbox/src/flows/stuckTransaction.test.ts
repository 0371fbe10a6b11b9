import { describe, expect, it, vi } from 'vitest';
import { replaceStuckTransaction } from '../../../src/execution/evm/replaceTransaction';
import { MIN_STUCK_MS } from '../../../src/execution/evm/stuckTransaction';
import { beginExecution, runExecution } from '../../../src/execution/runExecution';
import { readHoldings } from './balanceChanges';
import { setupFlowSandbox } from './flowSandbox';
import { quoteCase, type RouteCase } from './routeCase';
import { engineDeps } from './runRoute';

/**
 * Stuck transactions on the local chains, run by the widget's execution engine with a dev key as
 * the wallet and the widget's own EVM signer (viem following the nonce): the sandbox holds the
 * chain's mining (`holdMining`), so the swap's transaction waits unmined; Speed up or Cancel
 * sends its replacement, the fault is cleared, and the step ends on the one that landed: the
 * speed-up's swap on the ledger, or the cancellation with nothing swapped.
 */
const env = setupFlowSandbox();

const ETH_TO_USDC: RouteCase = {
  payer: { evm: 2 },
  from: ['31337', 'ETH'],
  to: ['31337', 'USDC'],
  amount: '0.05',
  provider: 'sandswap',
};

/** The swap started with the chain's mining held, up to its transaction waiting in the pool. */
async function stuckSwap(c: RouteCase) {
  const ctx = env.context();
  const quoted = await quoteCase(env, ctx, c);
  const { deps, signed } = engineDeps(ctx, quoted.keys);
  const before = await readHoldings(ctx.ledgers, quoted.route, quoted.parties);
  await env.injectFaults({ holdMining: { chainId: '31337' } });
  await beginExecution(quoted.route, deps, { request: quoted.request });
  const run = runExecution(quoted.route.routeId, deps);
  const swap = () => deps.store.getState().executions[quoted.route.routeId]!.steps[0]!;
  await vi.waitFor(() => expect(swap().phase).toBe('submitted'), { timeout: 10_000 });
  // The wait is over: the transaction counts as stuck.
  deps.now = () => Date.now() + MIN_STUCK_MS;
  return { ctx, quoted, deps, signed, before, swap, finished: { run } };
}

describe('a stuck swap on a chain that holds its mining', () => {
  it('speeds up: the replacement lands, the swap is done with its hash and on the ledger', async () => {
    const { ctx, quoted, deps, signed, before, swap, finished } = await stuckSwap(ETH_TO_USDC);
    const original = swap().txHash as `0x${string}`;
    await replaceStuckTransaction(quoted.route.routeId, 'speed-up', deps);
    const speedUp = swap().replacements?.[0]?.hash as `0x${string}`;
    expect(speedUp).toMatch(/^0x[0-9a-f]{64}$/);
    expect(signed).toHaveLength(2);

    await env.injectFaults({});
    const done = await finished.run;
    expect(done.status).toBe('done');
    expect(done.steps[0]).toMatchObject({ phase: 'done', txHash: speedUp, status: 'success' });
    const reader = ctx.ledgers.evm('31337');
    expect((await reader.getTransactionReceipt({ hash: speedUp })).status).toBe('success');
    await expect(reader.getTransactionReceipt({ hash: original })).rejects.toThrow();
    const after = await readHoldings(ctx.ledgers, quoted.route, quoted.parties);
    const credited = (after.output ?? 0n) - (before.output ?? 0n);
    expect(credited).toBeGreaterThan(0n);
    expect(done.received?.amount).toBe(credited);
  });

  it('cancels: the zero-value transfer lands, nothing is swapped, the fee is all it cost', async () => {
    const { ctx, quoted, deps, before, swap, finished } = await stuckSwap({
      ...ETH_TO_USDC,
      payer: { evm: 3 },
    });
    await replaceStuckTransaction(quoted.route.routeId, 'cancel', deps);
    const cancel = swap().replacements?.[0]?.hash;

    await env.injectFaults({});
    const over = await finished.run;
    expect(over.status).toBe('cancelled');
    expect(over.steps[0]).toMatchObject({ phase: 'cancelled', txHash: cancel });
    const after = await readHoldings(ctx.ledgers, quoted.route, quoted.parties);
    expect(after.output).toBe(before.output);
    expect(over.cancelFee).toBeGreaterThan(0n);
    // The input is the native coin: it lost exactly what the cancellation paid.
    expect(before.input - after.input).toBe(over.cancelFee);
  });
});
