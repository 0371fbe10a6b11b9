/**
 * Client overhead per call, over an in-memory fetch: envelope + schema + normalisation of a
 * realistic 8-route quotes body, request budget, query encoding. Run by `npm run bench` via tsx.
 */
import { readFileSync } from 'node:fs';
import { loadTxnPayloadReaders } from '../networks/loadTxnPayloadReaders';
import { sampleQuoteRequest } from './__fixtures__/sampleQuoteRequest';
import { createRoutingClient } from './client';
import { parseQuotesResponse } from './parse/parseQuotesResponse';
import { encodeQuoteQuery } from './queryEncoding';
import { RequestBudget } from './requestBudget';
import type { QuoteRequest } from './types';

const ROUTES = 8;

function quotesBody(): string {
  const fixture = JSON.parse(
    readFileSync(
      new URL(
        './__fixtures__/service-docs__quotes__eth1-to-sol-usdc__mayan-dln.json',
        import.meta.url,
      ),
      'utf8',
    ),
  ) as { data: { quotes: Array<Record<string, unknown>> } };
  const [a, b] = fixture.data.quotes;
  const quotes = Array.from({ length: ROUTES }, (_, i) => ({
    ...structuredClone(i % 2 === 0 ? a : b),
    routeId: `01J2WB1NY6MD3F25CJTTB01D${i.toString().padStart(2, '0')}`,
  }));
  return JSON.stringify({ status: 'success', data: { quotes } });
}

const request: QuoteRequest = sampleQuoteRequest;

async function timePerCall(iterations: number, fn: () => unknown): Promise<number> {
  for (let i = 0; i < Math.min(50, iterations); i++) await fn();
  const start = performance.now();
  for (let i = 0; i < iterations; i++) await fn();
  return ((performance.now() - start) * 1000) / iterations;
}

export default async function run(): Promise<Array<{ name: string; value: number; unit: string }>> {
  const body = quotesBody();
  const fetch = (async () =>
    new Response(body, {
      headers: { 'content-type': 'application/json' },
    })) as typeof globalThis.fetch;
  // A budget allows 200 calls a minute with a key: a fresh client per batch keeps the bench from
  // measuring the budget's (correct) waiting instead of its overhead.
  const BATCH = 150;
  let client = createRoutingClient(
    { baseUrl: 'http://bench/v1', apiKey: 'bench', fetch },
    loadTxnPayloadReaders,
  );
  let calls = 0;
  const clientUs = await timePerCall(600, () => {
    if (++calls % BATCH === 0) {
      client = createRoutingClient(
        { baseUrl: 'http://bench/v1', apiKey: 'bench', fetch },
        loadTxnPayloadReaders,
      );
    }
    return client.getQuotes(request);
  });
  const json = JSON.parse(body);
  const parseUs = await timePerCall(600, () => parseQuotesResponse(json));
  const jsonUs = await timePerCall(600, () => JSON.parse(body));
  const encodeUs = await timePerCall(20_000, () => encodeQuoteQuery(request).toString());
  let budget = new RequestBudget({ limit: 200 });
  let scheduled = 0;
  const budgetUs = await timePerCall(3000, () => {
    if (++scheduled % BATCH === 0) budget = new RequestBudget({ limit: 200 });
    return budget.schedule(async () => 0, { priority: 'quote' });
  });
  const round = (n: number) => Math.round(n * 10) / 10;
  return [
    {
      name: `client.getQuotes, ${ROUTES} routes, in-memory fetch`,
      value: round(clientUs),
      unit: 'µs/call',
    },
    {
      name: `parseQuotesResponse, ${ROUTES} routes (parsed JSON)`,
      value: round(parseUs),
      unit: 'µs/call',
    },
    {
      name: `JSON.parse of the same body (${Math.round(body.length / 1024)} KB)`,
      value: round(jsonUs),
      unit: 'µs/call',
    },
    { name: 'encodeQuoteQuery', value: round(encodeUs), unit: 'µs/call' },
    { name: 'RequestBudget.schedule, no wait', value: round(budgetUs), unit: 'µs/call' },
  ];
}
