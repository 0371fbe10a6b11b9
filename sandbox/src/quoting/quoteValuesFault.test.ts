import { describe, expect, it } from 'vitest';
import { EVM_USER, quoteParams, T } from '../testing/fixtures';
import { type Json, setupSandbox } from '../testing/harness';

const api = setupSandbox();
const put = (body: unknown) =>
  api.request('PUT', '/__sandbox/faults', { body: JSON.stringify(body) });
const params = quoteParams(T.usdc, T.eth, EVM_USER, { inputAmountDisplay: '1000' });
const quotes = async (): Promise<Json[]> => (await api.data('/quotes', params)).quotes;
const byProvider = (routes: Json[]) => new Map(routes.map((r) => [r.provider, r]));

describe('quote-value faults', () => {
  it('worseQuotesBps quotes every route that much lower, the stored route unchanged', async () => {
    await api.request('DELETE', '/__sandbox/faults');
    const fair = byProvider(await quotes());
    await put({ worseQuotesBps: 2000 });
    const worse = await quotes();
    expect(worse.length).toBe(fair.size);
    for (const r of worse) {
      const f = fair.get(r.provider)!;
      const cut = (units: string) => (BigInt(units) * 8000n) / 10_000n;
      expect(BigInt(r.outputAmount)).toBe(cut(f.outputAmount));
      expect(BigInt(r.minOutputAmount)).toBe(cut(f.minOutputAmount));
      expect(r.steps.at(-1).outputAmount).toBe(cut(f.steps.at(-1).outputAmount).toString());
      expect(r.to.lastPrice).toBe(f.to.lastPrice);
      // /createTx goes on with the true route, which pays at least the minimum answered.
      const created = await api.data('/createTx', { routeId: r.routeId });
      expect(created.steps.at(-1).outputAmount).toBe(f.steps.at(-1).outputAmount);
    }
    await api.request('DELETE', '/__sandbox/faults');
  });

  it('quotesWithoutUsd sends no price and no fee USD value', async () => {
    await put({ quotesWithoutUsd: true });
    const routes = await quotes();
    expect(routes.length).toBeGreaterThan(0);
    for (const r of routes) {
      const assets = [r.from, r.to, ...r.steps.flatMap((s: Json) => [s.from, s.to])];
      const fees = [...r.fee, ...r.steps.flatMap((s: Json) => s.fee)];
      for (const a of [...assets, ...fees.map((f: Json) => f.token)]) expect(a.lastPrice).toBe(0);
      for (const f of fees) expect(f).not.toHaveProperty('amountInUSD');
    }
    await api.request('DELETE', '/__sandbox/faults');
    expect((await quotes())[0].from.lastPrice).toBeGreaterThan(0);
  });
});
