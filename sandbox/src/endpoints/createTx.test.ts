import { describe, expect, it } from 'vitest';
import { startSandbox } from '../server';
import { EVM_USER, quoteParams, SOL_USER, T } from '../testing/fixtures';
import { createHarness, type Json, setupSandbox } from '../testing/harness';

const api = setupSandbox();

async function route(
  params: Record<string, string | number | boolean>,
  provider: string,
): Promise<Json> {
  const { quotes } = await api.data('/quotes', { ...params, include: provider });
  expect(quotes).toHaveLength(1);
  return quotes[0];
}

describe('/createTx', () => {
  it('inserts an approval before a step that spends an ERC-20 on EVM', async () => {
    const r = await route(
      quoteParams(T.usdc, T.eth, EVM_USER, { inputAmountDisplay: '250' }),
      'sandswap',
    );
    const { routeId, steps } = await api.data('/createTx', { routeId: r.routeId });
    expect(routeId).toBe(r.routeId);
    expect(steps.map((s: Json) => s.stepType)).toEqual(['approval', 'swap']);
    const [approval, swap] = steps;
    expect(swap).toEqual(r.steps[0]);
    expect(approval.from).toEqual(swap.from);
    expect(approval.to).toEqual(swap.from);
    expect(approval.inputAmount).toBe('250000000');
    expect(approval.outputAmount).toBe(swap.inputAmount);
    expect(approval.stepId).toMatch(/^[0-9A-Z]{26}$/);
    expect(approval.stepId).not.toBe(swap.stepId);
    expect(approval.fee[0]).toMatchObject({ type: 'network' });
    // Idempotent: the same minted ids on a second call.
    expect((await api.data('/createTx', { routeId: r.routeId })).steps).toEqual(steps);
  });

  it('approves the bridge step of a swap-then-bridge route for the swap output', async () => {
    const r = await route(quoteParams(T.eth, T.baseUsdc, EVM_USER), 'span');
    const { steps } = await api.data('/createTx', { routeId: r.routeId });
    expect(steps.map((s: Json) => s.stepType)).toEqual(['swap', 'approval', 'bridge']);
    expect(steps[1].inputAmount).toBe(steps[2].inputAmount);
    expect(steps[1].inputAmount).toBe(steps[0].outputAmount);
  });

  it('adds nothing for native input or non-EVM chains', async () => {
    const native = await route(quoteParams(T.eth, T.usdc, EVM_USER), 'sandswap');
    expect((await api.data('/createTx', { routeId: native.routeId })).steps).toEqual(native.steps);
    const sol = await route(quoteParams(T.solUsdc, T.sol, SOL_USER), 'galaxy');
    expect((await api.data('/createTx', { routeId: sol.routeId })).steps).toEqual(sol.steps);
  });

  it('answers 404 for an unknown route and 400 without routeId', async () => {
    const unknown = await api.get('/createTx', { routeId: '01J2WB2ZTWAWXN9K48899CSSVN' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe('NOT_FOUND');
    const missing = await api.get('/createTx');
    expect(missing.status).toBe(400);
    expect(missing.body.error.message).toMatch(/^routeId/);
  });
});

describe('/createTx on an expired quote', () => {
  it('answers 410 QUOTE_EXPIRED after createdAt + deadline', async () => {
    let now = 1_800_000_000_000;
    const sandbox = await startSandbox({
      port: 0,
      rateLimit: false,
      now: () => now,
      quoteTtlSeconds: 30,
    });
    try {
      const h = createHarness(() => sandbox);
      const [r] = (await h.data('/quotes', quoteParams(T.eth, T.usdc, EVM_USER))).quotes;
      expect(r.deadline).toBe(30);
      expect(r.createdAt).toBe(now);
      now += 30_000;
      expect((await h.get('/createTx', { routeId: r.routeId })).status).toBe(200);
      now += 1;
      const expired = await h.get('/createTx', { routeId: r.routeId });
      expect(expired.status).toBe(410);
      expect(expired.body.error.code).toBe('QUOTE_EXPIRED');
    } finally {
      await sandbox.close();
    }
  });
});
