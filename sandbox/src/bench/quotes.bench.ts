/**
 * Quotes per second over real HTTP on loopback: the sandbox in process, rate limit off, a bounded
 * number of requests. Sequential (latency) and 8 in flight (throughput), on a cross-chain and a
 * Solana pair; plus the full createTx + nextTx path of one EVM route.
 */

import { startSandbox } from '../server';
import { EVM_USER, quoteParams, SOL_USER, T } from '../testing/fixtures';

interface Row {
  name: string;
  value: number;
  unit: string;
}

const WARMUP = 20;
const REQUESTS = 400;
const CONCURRENCY = 8;

export default async function run(): Promise<Row[]> {
  const sandbox = await startSandbox({ port: 0, host: '127.0.0.1', rateLimit: false });
  const url = (path: string, params: Record<string, string | number | boolean>) =>
    `${sandbox.baseUrl}${path}?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]))}`;
  const get = async (target: string) => {
    const response = await fetch(target);
    if (!response.ok) throw new Error(`${target} answered ${response.status}`);
    return response.json() as Promise<{
      data: { quotes?: Array<{ routeId: string }>; steps?: Array<{ stepId: string }> };
    }>;
  };
  const crossChain = url(
    '/quotes',
    quoteParams(T.usdc, T.solUsdc, EVM_USER, { recipient: SOL_USER, inputAmountDisplay: '250' }),
  );
  const solana = url('/quotes', quoteParams(T.sol, T.solUsdc, SOL_USER));

  try {
    for (let i = 0; i < WARMUP; i++) await get(crossChain);
    const rate = async (target: string, inFlight: number): Promise<number> => {
      const start = performance.now();
      let next = 0;
      await Promise.all(
        Array.from({ length: inFlight }, async () => {
          while (next < REQUESTS) {
            next += 1;
            await get(target);
          }
        }),
      );
      return Math.round((REQUESTS / (performance.now() - start)) * 1000);
    };
    const rows: Row[] = [
      {
        name: 'sandbox /quotes EVM->Solana, sequential',
        value: await rate(crossChain, 1),
        unit: 'quotes/s',
      },
      {
        name: `sandbox /quotes EVM->Solana, ${CONCURRENCY} in flight`,
        value: await rate(crossChain, CONCURRENCY),
        unit: 'quotes/s',
      },
      {
        name: 'sandbox /quotes Solana same-chain, sequential',
        value: await rate(solana, 1),
        unit: 'quotes/s',
      },
    ];

    const flows = 50;
    const start = performance.now();
    for (let i = 0; i < flows; i++) {
      const { quotes } = (
        await get(url('/quotes', quoteParams(T.usdc, T.eth, EVM_USER, { include: 'sandswap' })))
      ).data;
      const routeId = quotes![0]!.routeId;
      const { steps } = (await get(url('/createTx', { routeId }))).data;
      for (const step of steps!) await get(url('/nextTx', { routeId, stepId: step.stepId }));
    }
    rows.push({
      name: 'sandbox quote+createTx+nextTx x2 (EVM ERC-20 swap)',
      value: Math.round(((performance.now() - start) / flows) * 100) / 100,
      unit: 'ms/flow',
    });
    return rows;
  } finally {
    await sandbox.close();
  }
}
