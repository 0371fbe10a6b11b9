import { base58 } from '@scure/base';
import { describe, expect, it } from 'vitest';
import { EVM_USER, quoteParams, SOL_USER, T } from '../testing/fixtures';
import { type Json, setupSandbox } from '../testing/harness';

let now = 1_800_000_000_000;
const api = setupSandbox({ now: () => now, timelineMsPerSecond: 10 });
const HASH = `0x${'ab'.repeat(32)}`;

async function route(params: Record<string, string | number | boolean>, provider: string) {
  const { quotes } = await api.data('/quotes', { ...params, include: provider });
  const { steps } = await api.data('/createTx', { routeId: quotes[0].routeId });
  return { routeId: quotes[0].routeId as string, steps: steps as Json[] };
}

describe('/status (timeline until the ledgers answer)', () => {
  it('is in progress for the scaled estimated time, then success, with explorer links', async () => {
    const { routeId, steps } = await route(quoteParams(T.eth, T.usdc, EVM_USER), 'sandswap');
    const stepId = steps[0].stepId;
    const first = await api.data('/status', { routeId, stepId, txnHash: HASH });
    const origin = api.sandbox.baseUrl.replace('/v1', '');
    expect(first).toEqual({
      routeId,
      stepId,
      status: 'in-progress',
      srcTxnHash: HASH,
      srcTxnUrl: `${origin}/__sandbox/explorer/31337/tx/${HASH}`,
    });
    now += steps[0].estimatedTimeInSeconds * 10 - 1;
    expect((await api.data('/status', { routeId, stepId, txnHash: HASH })).status).toBe(
      'in-progress',
    );
    now += 1;
    const done = await api.data('/status', { routeId, stepId, txnHash: HASH });
    expect(done.status).toBe('success');
    expect(done.destTxnHash).toBeUndefined();
  });

  it('reports the destination transaction of a cross-chain step', async () => {
    const { routeId, steps } = await route(
      quoteParams(T.eth, T.solUsdc, EVM_USER, { recipient: SOL_USER }),
      'swift',
    );
    const stepId = steps[0].stepId;
    await api.data('/status', { routeId, stepId, txnHash: HASH });
    now += 2_500;
    const done = await api.data('/status', { routeId, stepId, txnHash: HASH });
    expect(done.status).toBe('success');
    expect(base58.decode(done.destTxnHash)).toHaveLength(64);
    expect(done.destTxnUrl).toContain(`/__sandbox/explorer/sol/tx/${done.destTxnHash}`);
  });

  it('needs a transaction hash of the step network, except for relayer steps', async () => {
    const { routeId, steps } = await route(
      quoteParams(T.usdc, T.baseUsdc, EVM_USER, { inputAmountDisplay: '100' }),
      'arc',
    );
    const [approval, , claim] = steps;
    expect(
      (await api.get('/status', { routeId, stepId: approval.stepId })).body.error.message,
    ).toBe('txnHash: is required');
    const bad = await api.get('/status', { routeId, stepId: approval.stepId, txnHash: '0x1234' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe('txnHash: not a evm transaction hash');
    expect((await api.data('/status', { routeId, stepId: claim.stepId })).status).toMatch(
      /in-progress|success/,
    );
    expect((await api.get('/status', { routeId, stepId: 'nope', txnHash: HASH })).status).toBe(404);
  });

  it('follows the status fault: stuck, then fail', async () => {
    const { routeId, steps } = await route(quoteParams(T.eth, T.usdc, EVM_USER), 'orbit');
    const query = { routeId, stepId: steps[0].stepId, txnHash: HASH };
    await api.request('PUT', '/__sandbox/faults', { body: JSON.stringify({ status: 'stuck' }) });
    expect((await api.data('/status', query)).status).toBe('in-progress');
    now += 60_000;
    expect((await api.data('/status', query)).status).toBe('in-progress');
    await api.request('PUT', '/__sandbox/faults', { body: JSON.stringify({ status: 'fail' }) });
    expect((await api.data('/status', query)).status).toBe('failed');
    await api.request('DELETE', '/__sandbox/faults');
    expect((await api.data('/status', query)).status).toBe('success');
  });
});
