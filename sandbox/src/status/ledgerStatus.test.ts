import { describe, expect, it } from 'vitest';
import { EVM_USER, quoteParams, SOL_USER, T } from '../testing/fixtures';
import { type Json, setupSandbox } from '../testing/harness';
import { createLedgerStatus, type LedgerState } from './ledgerStatus';
import { createTimeline } from './timeline';

const HASH = `0x${'cd'.repeat(32)}`;
const ledger = new Map<string, { state: LedgerState; delivery?: { dstTxHash?: string } }>();
const asked: string[] = [];
const api = setupSandbox({
  statusSource: createLedgerStatus(
    {
      async getTransactionStatus(chain, txHash) {
        asked.push(`${chain}:${txHash}`);
        return ledger.get(txHash) ?? { state: 'NOT_FOUND' };
      },
    },
    createTimeline(0),
  ),
});

async function firstStep(params: Record<string, string | number | boolean>, provider: string) {
  const [route] = (await api.data('/quotes', { ...params, include: provider })).quotes as Json[];
  const { steps } = await api.data('/createTx', { routeId: route.routeId });
  return { routeId: route.routeId as string, steps: steps as Json[] };
}

describe('ledger-backed /status', () => {
  it('maps the ledger states and reports the delivery hash', async () => {
    const { routeId, steps } = await firstStep(
      quoteParams(T.eth, T.solUsdc, EVM_USER, { recipient: SOL_USER }),
      'swift',
    );
    const query = { routeId, stepId: steps[0].stepId, txnHash: HASH };
    expect((await api.data('/status', query)).status).toBe('not-started');
    expect(asked).toContain(`31337:${HASH}`);
    ledger.set(HASH, { state: 'PENDING' });
    expect((await api.data('/status', query)).status).toBe('in-progress');
    const signature = '5'.repeat(87);
    ledger.set(HASH, { state: 'SUCCESS', delivery: { dstTxHash: signature } });
    const done = await api.data('/status', query);
    expect(done).toMatchObject({ status: 'success', destTxnHash: signature });
    expect(done.destTxnUrl).toContain(`/explorer/sol/tx/${signature}`);
    ledger.set(HASH, { state: 'REFUNDED' });
    expect((await api.data('/status', query)).status).toBe('failed');
  });

  it('keeps the timeline for chains without a ledger', async () => {
    const { routeId, steps } = await firstStep(
      quoteParams(T.trx, T.tronUsdt, 'TR1iKWQTtkB5mKzS83NgEXksRJoAHUJhLa'),
      'sunflower',
    );
    asked.length = 0;
    const answer = await api.data('/status', {
      routeId,
      stepId: steps[0].stepId,
      txnHash: 'ab'.repeat(32),
    });
    expect(answer.status).toBe('success');
    expect(asked).toEqual([]);
  });
});
