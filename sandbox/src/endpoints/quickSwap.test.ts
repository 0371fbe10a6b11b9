import { decodeFunctionData, erc20Abi, getAddress } from 'viem';
import { describe, expect, it } from 'vitest';
import { checkQuickSwap } from '../../../src/api/checks/quickSwapMatches';
import { createRoutingClient } from '../../../src/api/client';
import { parseQuickSwapResponse } from '../../../src/api/parse/parseQuickSwapResponse';
import { decodeQuoteQuery } from '../../../src/api/queryEncoding';
import type { QuoteRequest } from '../../../src/api/types';
import { parseLitePayload } from '../../../src/execution/solana/litePayload';
import { loadTxnPayloadReaders } from '../../../src/networks/loadTxnPayloadReaders';
import { payloadReaders } from '../../../src/test/payloadReaders';
import { DEFAULT_DEPLOYMENT } from '../catalog/deployment';
import { TAMPER_EVM_ADDRESS } from '../payloads/tamper';
import { startSandbox } from '../server';
import { EVM_USER, quoteParams, SOL_USER, T } from '../testing/fixtures';
import { createHarness, type Json, setupSandbox } from '../testing/harness';
import type { Params } from '../testing/routes';

/**
 * `/quick-swap` (docs/routing-api.md §4.8) without chains: one call answers the route `/quotes`
 * ranks first among single same-chain swaps, its `/createTx` steps and their `/nextTx`
 * transactions, and it checks, limits and fails exactly as `/quotes` does. Every answer goes
 * through the widget's own parser and checks.
 */
let clock = Date.now();
const api = setupSandbox({ now: () => clock });
const contracts = DEFAULT_DEPLOYMENT.evm['31337']!;

const request = (params: Params): QuoteRequest => {
  const decoded = decodeQuoteQuery(
    new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])),
  );
  if ('error' in decoded) throw new Error(decoded.error);
  return decoded;
};

/** The raw answer, after the widget's parser and checks accepted it. */
async function quickSwap(params: Params): Promise<Json> {
  const answer = await api.get('/quick-swap', params);
  expect(answer.status).toBe(200);
  checkQuickSwap(parseQuickSwapResponse(answer.body, payloadReaders), request(params));
  return answer.body.data;
}

/** The route `/quotes` answers first among the single-step swaps, for the same request. */
async function bestSingleSwap(params: Params): Promise<Json> {
  const { quotes } = await api.data('/quotes', params);
  return quotes.find((r: Json) => r.steps.length === 1 && r.steps[0].stepType === 'swap');
}

describe('/quick-swap answers one route and its transactions', () => {
  it('an ERC-20 swap: the best single swap, its approval first, one transaction per step', async () => {
    const params = quoteParams(T.usdc, T.weth, EVM_USER, { inputAmountDisplay: '250' });
    const best = await bestSingleSwap(params);
    const { route, txn, error } = await quickSwap(params);
    expect(error).toBeUndefined();
    expect([route.provider, route.outputAmount]).toEqual([best.provider, best.outputAmount]);
    expect(route.steps.map((s: Json) => s.stepType)).toEqual(['approval', 'swap']);
    expect(txn.map((t: Json) => [t.routeId, t.stepId, t.networkType, t.status])).toEqual(
      route.steps.map((s: Json) => [route.routeId, s.stepId, 'evm', 'not-started']),
    );
    const approve = decodeFunctionData({ abi: erc20Abi, data: txn[0].txnEvm.data });
    expect(approve.args[0]).toBe(getAddress(contracts.router));
    expect(txn[1].txnEvm).toMatchObject({ from: EVM_USER, to: contracts.router, value: '0' });
    // The route is stored and started: the other endpoints answer for it as for a quoted one.
    expect((await api.data('/createTx', { routeId: route.routeId })).steps).toEqual(route.steps);
    const again = await api.data('/nextTx', {
      routeId: route.routeId,
      stepId: route.steps[1].stepId,
    });
    expect(again.txnData.txnEvm.data).toBe(txn[1].txnEvm.data);
  });

  it('a native input: one swap, one transaction carrying the value', async () => {
    const { route, txn } = await quickSwap(quoteParams(T.eth, T.usdc, EVM_USER));
    expect(route.steps.map((s: Json) => s.stepType)).toEqual(['swap']);
    expect(txn).toHaveLength(1);
    expect(txn[0].txnEvm.value).toBe(route.inputAmount);
  });

  it('Solana: a serialized transaction, or in lite mode the instruction payload', async () => {
    const standard = await quickSwap(quoteParams(T.sol, T.solUsdc, SOL_USER));
    expect(standard.txn).toHaveLength(1);
    expect(() => JSON.parse(standard.txn[0].txnSol.data)).toThrow();
    const lite = await quickSwap(quoteParams(T.sol, T.solUsdc, SOL_USER, { lite: true }));
    expect(['galaxy', 'okapi']).toContain(lite.route.provider);
    expect(parseLitePayload(lite.txn[0].txnSol.data).lookupTableAddresses).toHaveLength(1);
  });

  it('through the widget client: the typed result, checked against the request', async () => {
    const client = createRoutingClient({ baseUrl: api.sandbox.baseUrl }, loadTxnPayloadReaders);
    const req = request(quoteParams(T.usdc, T.eth, EVM_USER, { inputAmountDisplay: '40' }));
    const { route, txns } = await client.quickSwap(req);
    expect(route?.inputAmount).toBe(40_000_000n);
    expect(txns.map((t) => t.txnEvm?.chainId)).toEqual([31337, 31337]);
  });

  it('stays usable after the quote time to live: the route started when it was answered', async () => {
    const { route } = await quickSwap(quoteParams(T.eth, T.usdc, EVM_USER));
    clock += (route.deadline + 1) * 1000;
    try {
      const stepId = route.steps[0].stepId;
      expect((await api.get('/nextTx', { routeId: route.routeId, stepId })).status).toBe(200);
    } finally {
      clock = Date.now();
    }
  });
});

describe('/quick-swap refuses and limits as /quotes does', () => {
  it('no single same-chain swap: success, route null, the live service words', async () => {
    const answer = await api.get(
      '/quick-swap',
      quoteParams(T.sol, T.solUsdc, SOL_USER, { maxAccounts: 3 }),
    );
    expect(answer.body).toEqual({
      status: 'success',
      data: { route: null, txn: [], error: 'No routes found' },
    });
  });

  it('a request across chains is a 400 on toChainId (our sandbox choice)', async () => {
    const answer = await api.get('/quick-swap', quoteParams(T.eth, T.baseUsdc, EVM_USER));
    expect(answer.status).toBe(400);
    expect(answer.body.error.code).toBe('BAD_REQUEST');
    expect(answer.body.error.message).toMatchInlineSnapshot(
      `"toChainId: must be fromChainId (31337): /quick-swap serves same-chain swaps; use /quotes for routes across chains"`,
    );
  });

  const good = quoteParams(T.usdc, T.weth, EVM_USER);
  const { inputAmountDisplay: _, ...noAmount } = good;
  it.each<[string, Params]>([
    ['a missing chain', { ...good, fromChainId: '' }],
    ['an unknown token', { ...good, toAssetAddress: `0x${'12'.repeat(20)}` }],
    ['both amounts', { ...good, inputAmount: '1000' }],
    ['no amount', noAmount],
    ['a zero amount', { ...good, inputAmountDisplay: '0' }],
    ['an absurd amount', { ...good, inputAmountDisplay: '9000000000000' }],
    ['a bad recipient', { ...good, recipient: SOL_USER }],
    ['an unknown provider', { ...good, include: 'nobody' }],
    ['too much slippage', { ...good, slippage: 9000 }],
    ['a zero maxAccounts', { ...good, maxAccounts: 0 }],
  ])('%s: the same error as /quotes', async (_name, params) => {
    const [quotes, quick] = [
      await api.get('/quotes', params),
      await api.get('/quick-swap', params),
    ];
    expect(quotes.status).toBe(400);
    expect([quick.status, quick.body]).toEqual([quotes.status, quotes.body]);
  });

  it('fault injection: queued answers, and the payload tamperings of /nextTx', async () => {
    const put = (body: unknown) =>
      api.request('PUT', '/__sandbox/faults', { body: JSON.stringify(body) });
    expect((await put({ nextRequests: { 'quick-swap': [503] } })).status).toBe(200);
    const params = quoteParams(T.usdc, T.weth, EVM_USER, { inputAmountDisplay: '3' });
    expect((await api.get('/quick-swap', params)).body.error.code).toBe('UNAVAILABLE');
    await put({ tamperNextTx: ['spender'] });
    const { txn } = await quickSwap(params);
    expect(decodeFunctionData({ abi: erc20Abi, data: txn[0].txnEvm.data }).args[0]).toBe(
      TAMPER_EVM_ADDRESS,
    );
    expect((await api.request('GET', '/__sandbox/faults')).body.tamperNextTx).toEqual([]);
    await api.request('DELETE', '/__sandbox/faults');
  });

  it('counts one request against the rate limit, shared with the other endpoints', async () => {
    const limited = await startSandbox({ port: 0 });
    try {
      const h = createHarness(() => limited);
      const params = quoteParams(T.eth, T.usdc, EVM_USER);
      for (let i = 0; i < 19; i++) expect((await h.get('/chains')).status).toBe(200);
      expect((await h.get('/quick-swap', params)).status).toBe(200);
      const over = await h.get('/quick-swap', params);
      expect([over.status, over.body.error.code]).toEqual([429, 'RATE_LIMITED']);
      expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });
});
