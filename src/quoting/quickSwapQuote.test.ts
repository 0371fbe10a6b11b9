import { describe, expect, it } from 'vitest';
import { dig } from '../api/__fixtures__/load';
import { quickSwapBody, quickSwapRequest } from '../api/__fixtures__/quickSwapBody';
import { QuickSwapMismatchError } from '../api/checks/swapMismatchErrors';
import { createRoutingClient } from '../api/client';
import { parseQuickSwapResponse } from '../api/parse/parseQuickSwapResponse';
import type { Route } from '../api/types';
import { loadTxnPayloadReaders } from '../networks/loadTxnPayloadReaders';
import { payloadReaders } from '../test/payloadReaders';
import { asset, route as makeRoute, step } from '../test/routeFixtures';
import { confirmQuoteFor } from './freshQuote';
import { quickSwapQuote, quickSwapServes } from './quickSwapQuote';

/**
 * Confirm swap through `/quick-swap`, over the widget's real client with a fake service: which
 * reviewed routes it serves, what goes over the wire, the silent fall back to `/quotes` when the
 * service does not offer it, and the answers that are refused before anything is signed.
 */
type Answer = { status: number; body: unknown };

/** The raw `/quick-swap` route (approval + swap), and the same swap as `/quotes` lists it. */
function wire() {
  const body = quickSwapBody();
  const route = dig(body, 'data', 'route') as Record<string, unknown>;
  const quoted = { ...route, routeId: 'quoted', steps: (route.steps as unknown[]).slice(1) };
  return { body, route, quoted };
}

/** What the user reviewed: the `/quotes` route of that swap, parsed. */
function reviewedRoute(): Route {
  const route = parseQuickSwapResponse(quickSwapBody(), payloadReaders).route!;
  return { ...route, routeId: 'reviewed', steps: route.steps.slice(1) };
}

function service(quick: Answer) {
  const paths: string[] = [];
  const sent: URL[] = [];
  const fetch = async (input: string | URL | Request) => {
    const url = new URL(String(input));
    paths.push(url.pathname.replace('/v1/', ''));
    sent.push(url);
    const answer: Answer = url.pathname.endsWith('/quick-swap')
      ? quick
      : { status: 200, body: { status: 'success', data: { quotes: [wire().quoted] } } };
    return new Response(JSON.stringify(answer.body), { status: answer.status });
  };
  const client = createRoutingClient(
    { baseUrl: 'https://api.test/v1', fetch: fetch as never },
    loadTxnPayloadReaders,
  );
  return { client, paths, sent };
}

const errorBody = (code: string) => ({ status: 'error', error: { code, message: code } });

describe('quickSwapServes', () => {
  const usdc = asset({ symbol: 'USDC', chainId: '31337' });
  const weth = asset({ symbol: 'WETH', chainId: '31337' });
  const baseUsdc = asset({ symbol: 'USDC', chainId: '31338' });
  const single = (from = usdc, to = weth, networkType?: 'sol' | 'tron') => {
    const a = networkType ? { ...from, networkType } : from;
    const b = networkType ? { ...to, networkType } : to;
    return makeRoute({ routeId: 'r', from: a, to: b, steps: [step({ from: a, to: b })] });
  };

  it('serves one swap on one EVM or Solana chain, nothing else', () => {
    expect(quickSwapServes(single())).toBe(true);
    const sol = (symbol: string) => asset({ symbol, chainId: 'sol', networkType: 'sol' });
    expect(quickSwapServes(single(sol('USDC'), sol('SOL')))).toBe(true);
    expect(quickSwapServes(single(usdc, baseUsdc))).toBe(false);
    const tron = (symbol: string) => asset({ symbol, chainId: '728126428', networkType: 'tron' });
    expect(quickSwapServes(single(tron('USDT'), tron('TRX')))).toBe(false);
    const twoSteps = single();
    twoSteps.steps = [step({ from: usdc, to: weth }), step({ from: weth, to: weth })];
    expect(quickSwapServes(twoSteps)).toBe(false);
    expect(quickSwapServes({ ...single(), steps: [step({ stepType: 'bridge' })] })).toBe(false);
  });

  it('reads the network from /chains when the assets do not name it', () => {
    // A Tron chain that is not the public network (728126428), as a sandbox's own ledger has.
    const unnamed = (symbol: string) =>
      asset({ symbol, chainId: '3448148188', networkType: undefined });
    const tronSwap = single(unnamed('USDT'), unnamed('TRX'));
    expect(quickSwapServes(tronSwap, [{ chainId: '3448148188', networkType: 'tron' }])).toBe(false);
  });
});

describe('quickSwapQuote', () => {
  it('asks /quick-swap for the reviewed provider only and answers its route and transactions', async () => {
    const { body } = wire();
    const { client, paths, sent } = service({ status: 200, body });
    const quick = await quickSwapQuote(client, quickSwapRequest, reviewedRoute());
    expect(quick?.kind).toBe('ok');
    expect(quick?.route.steps.map((s) => s.stepType)).toEqual(['approval', 'swap']);
    expect(quick?.handedOut?.map((t) => t.stepId)).toEqual(quick?.route.steps.map((s) => s.stepId));
    expect(paths).toEqual(['quick-swap']);
    expect(sent[0]?.searchParams.get('include')).toBe(reviewedRoute().provider);
  });

  it('says when its output is below the minimum the user reviewed', async () => {
    const { body, route } = wire();
    route.outputAmount = '1980049999999999999999';
    const { client } = service({ status: 200, body });
    expect((await quickSwapQuote(client, quickSwapRequest, reviewedRoute()))?.kind).toBe('worse');
  });

  it('says when its output is fine but its own minimum is below the one the user reviewed', async () => {
    const { body, route } = wire();
    route.minOutputAmount = '1';
    route.minOutputAmountDisplay = '0.000000000000000001';
    const { client } = service({ status: 200, body });
    const quick = await quickSwapQuote(client, quickSwapRequest, reviewedRoute());
    expect([quick?.kind, quick?.agreedMinOutput]).toEqual(['worse', 1n]);
  });

  it.each([
    ['404', 404, errorBody('NOT_FOUND')],
    ['501', 501, errorBody('NOT_IMPLEMENTED')],
    ['a 404 without an envelope', 404, 'Not Found'],
    ['no route (success, route null)', 200, { status: 'success', data: { route: null, txn: [] } }],
  ])('answers nothing for %s: the caller goes the usual way', async (_, status, body) => {
    const { client } = service({ status, body });
    expect(await quickSwapQuote(client, quickSwapRequest, reviewedRoute())).toBeUndefined();
  });

  it.each([
    [500, errorBody('INTERNAL'), 'ApiError'],
    [400, errorBody('BAD_REQUEST'), 'ApiError'],
    [503, 'busy', 'HttpError'],
  ])('shows any other failure (HTTP %i)', async (status, body, name) => {
    const { client } = service({ status, body });
    await expect(quickSwapQuote(client, quickSwapRequest, reviewedRoute())).rejects.toMatchObject({
      name,
    });
  });

  it.each<[string, (route: Record<string, unknown>) => void]>([
    ['another provider', (r) => Object.assign(r, { provider: 'other-dex' })],
    ['another recipient', (r) => Object.assign(r, { recipient: `0x${'1'.repeat(40)}` })],
    ['another input amount', (r) => Object.assign(r, { inputAmount: '999999999' })],
  ])(
    'refuses a swap with %s than reviewed, in words, before anything is signed',
    async (_, change) => {
      const { body, route } = wire();
      change(route);
      const { client } = service({ status: 200, body });
      const refused = quickSwapQuote(client, quickSwapRequest, reviewedRoute());
      await expect(refused).rejects.toBeInstanceOf(QuickSwapMismatchError);
      await expect(refused).rejects.toMatchObject({
        code: 'UNTRUSTED_RESPONSE',
        shortMessage:
          'The routing service offered a different swap from the one you reviewed. Nothing was signed.',
      });
    },
  );

  it('asks nothing for a route it does not serve', async () => {
    const { client, paths } = service({ status: 200, body: wire().body });
    const bridge = { ...reviewedRoute(), to: { ...reviewedRoute().to, chainId: '1' } };
    expect(await quickSwapQuote(client, quickSwapRequest, bridge)).toBeUndefined();
    expect(paths).toEqual([]);
  });
});

describe('confirmQuoteFor', () => {
  it('goes through /quick-swap only when the integrator turned it on', async () => {
    const off = service({ status: 200, body: wire().body });
    const fresh = await confirmQuoteFor(off.client, quickSwapRequest, reviewedRoute());
    expect([fresh.route.routeId, fresh.handedOut, off.paths]).toEqual([
      'quoted',
      undefined,
      ['quotes'],
    ]);

    const on = service({ status: 200, body: wire().body });
    const quick = await confirmQuoteFor(on.client, quickSwapRequest, reviewedRoute(), {
      quickSwap: true,
    });
    expect(quick.handedOut).toHaveLength(2);
    expect(on.paths).toEqual(['quick-swap']);
  });

  it('falls back to /quotes, silently, when the service has no /quick-swap', async () => {
    const { client, paths } = service({ status: 404, body: errorBody('NOT_FOUND') });
    const fresh = await confirmQuoteFor(client, quickSwapRequest, reviewedRoute(), {
      quickSwap: true,
    });
    expect([fresh.kind, fresh.route.routeId, fresh.handedOut]).toEqual(['ok', 'quoted', undefined]);
    expect(paths).toEqual(['quick-swap', 'quotes']);
  });
});
