import { privateKeyToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import { finalStatus } from '../testing/finalStatus';
import { quoteParams, T } from '../testing/fixtures';
import { type Json, setupSandbox } from '../testing/harness';

/**
 * `POST /submit` without chains (`SANDBOX_CHAINS=off`): the order is checked as on the chains
 * (submitOnChains.test.ts has the refusals and the fill on the ledger) and then "filled" by the
 * simulated solver, without a transaction any ledger holds; `/status` follows it without a hash,
 * and the status fault overrides it as for any step.
 */
const api = setupSandbox();
const maker = privateKeyToAccount(`0x${'42'.repeat(32)}`);

const post = (body: unknown) =>
  api.request('POST', '/v1/submit', {
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

async function order() {
  const params = quoteParams(T.usdc, T.weth, maker.address, { inputAmountDisplay: '25' });
  const { quotes } = await api.data('/quotes', { ...params, include: 'tide' });
  const routeId = quotes[0].routeId as string;
  const { steps } = await api.data('/createTx', { routeId });
  const swap = (steps as Json[]).find((s) => s.stepType === 'swap');
  const { txnData } = await api.data('/nextTx', { routeId, stepId: swap.stepId });
  return { routeId, stepId: swap.stepId as string, steps: steps as Json[], txnData };
}

describe('POST /submit (simulated solver)', () => {
  it('hands out an order after an approval to the settlement contract, and fills it', async () => {
    const { routeId, stepId, steps, txnData } = await order();
    expect(steps.map((s) => s.stepType)).toEqual(['approval', 'swap']);
    expect(txnData).toMatchObject({ txnType: 'sign-typed', gasless: true, networkType: 'evm' });
    expect(Object.keys(txnData.txnEvm)).toEqual(['domain', 'types', 'primaryType', 'message']);
    const status = () => api.data('/status', { routeId, stepId });
    expect((await status()).status).toBe('not-started');

    const signedTxn = await maker.signTypedData(txnData.txnEvm);
    const answer = await post({ routeId, stepId, signedTxn });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ routeId, stepId, status: 'in-progress' });
    expect(await finalStatus(status)).toBe('success');
    const done = await status();
    expect(done.destTxnHash).toMatch(/^0x[0-9a-f]{64}$/);
    expect(done.destTxnUrl).toContain(`/__sandbox/explorer/31337/tx/${done.destTxnHash}`);
    expect(done.srcTxnHash).toBeUndefined();
  });

  it('takes its faults like any endpoint, and the status fault overrides the order', async () => {
    const { routeId, stepId, txnData } = await order();
    await api.request('PUT', '/__sandbox/faults', {
      body: JSON.stringify({ nextRequests: { submit: [503] }, status: 'stuck' }),
    });
    const signedTxn = await maker.signTypedData(txnData.txnEvm);
    expect((await post({ routeId, stepId, signedTxn })).status).toBe(503);
    expect((await post({ routeId, stepId, signedTxn })).status).toBe(200);
    await new Promise((r) => setTimeout(r, 500));
    expect((await api.data('/status', { routeId, stepId })).status).toBe('in-progress');
    await api.request('DELETE', '/__sandbox/faults');
    expect((await api.data('/status', { routeId, stepId })).status).toBe('success');
  });

  it('is a POST: GET /submit and POST to other endpoints are 404', async () => {
    expect((await api.get('/submit')).status).toBe(404);
    expect((await api.request('POST', '/v1/quotes')).status).toBe(404);
    expect((await post('not json')).status).toBe(400);
  });
});
