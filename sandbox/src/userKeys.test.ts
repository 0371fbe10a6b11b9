import { beforeAll, describe, expect, it } from 'vitest';
import { EVM_USER, quoteParams, T } from './testing/fixtures';
import { type Answer, type Harness, setupSandbox } from './testing/harness';

/**
 * Every lookup by a key the request supplies finds only what the sandbox defined: names that
 * plain objects inherit (`__proto__`, `constructor`, ...) are unknown like any other name,
 * never a 200 with junk or a 500.
 */
const api = setupSandbox();
const INHERITED_NAMES = ['__proto__', 'constructor', 'toString', 'hasOwnProperty'];
const quote = quoteParams(T.eth, T.usdc, EVM_USER);
let route: { routeId: string; stepId: string };

beforeAll(async () => {
  const [first] = (await api.data('/quotes', { ...quote, include: 'sandswap' })).quotes;
  route = { routeId: first.routeId, stepId: first.steps[0].stepId };
});

const putFaults = (body: string) => api.request('PUT', '/__sandbox/faults', { body });

interface Probe {
  what: string;
  send(api: Harness, key: string): Promise<Answer>;
  status: number;
  /** The message's start; `KEY` stands for the key. */
  message: string;
}

const PROBES: Probe[] = [
  {
    what: '/tokens chainId',
    send: (a, key) => a.get('/tokens', { chainId: key }),
    status: 400,
    message: 'chainId: unknown chain "KEY"',
  },
  {
    what: '/quotes fromChainId',
    send: (a, key) => a.get('/quotes', { ...quote, fromChainId: key }),
    status: 400,
    message: 'fromChainId: unknown chain "KEY"',
  },
  {
    what: '/quotes toChainId',
    send: (a, key) => a.get('/quotes', { ...quote, toChainId: key }),
    status: 400,
    message: 'toChainId: unknown chain "KEY"',
  },
  {
    what: '/quotes include',
    send: (a, key) => a.get('/quotes', { ...quote, include: key }),
    status: 400,
    message: 'include: unknown provider "KEY"',
  },
  {
    what: '/quotes exclude',
    send: (a, key) => a.get('/quotes', { ...quote, exclude: key }),
    status: 400,
    message: 'exclude: unknown provider "KEY"',
  },
  {
    what: '/createTx routeId',
    send: (a, key) => a.get('/createTx', { routeId: key }),
    status: 404,
    message: 'routeId: no route KEY',
  },
  {
    what: '/nextTx stepId',
    send: (a, key) => a.get('/nextTx', { routeId: route.routeId, stepId: key }),
    status: 404,
    message: 'stepId: no step KEY',
  },
  {
    what: '/status stepId',
    send: (a, key) => a.get('/status', { ...route, stepId: key, txnHash: `0x${'1'.repeat(64)}` }),
    status: 404,
    message: 'stepId: no step KEY',
  },
  {
    what: 'the /v1 endpoint name',
    send: (a, key) => a.request('GET', `/v1/${key}`),
    status: 404,
    message: 'No such endpoint: GET /v1/KEY',
  },
  {
    what: 'the development endpoint name',
    send: (a, key) => a.request('GET', `/__sandbox/${key}`),
    status: 404,
    message: 'No such development endpoint: GET /__sandbox/KEY',
  },
  {
    what: 'the explorer chain id',
    send: (a, key) => a.request('GET', `/__sandbox/explorer/${key}/tx/0xabc`),
    status: 404,
    message: 'Unknown chain "KEY"',
  },
  {
    what: 'a faults field',
    send: (_a, key) => putFaults(`{"${key}": 1}`),
    status: 400,
    message: 'KEY: unknown field',
  },
  {
    what: 'a faults endpoints entry',
    send: (_a, key) => putFaults(`{"endpoints": ["${key}"]}`),
    status: 400,
    message: 'endpoints: must be an array of',
  },
  {
    what: 'a faults nextRequests endpoint',
    send: (_a, key) => putFaults(`{"nextRequests": {"${key}": [500]}}`),
    status: 400,
    message: 'nextRequests.KEY: unknown endpoint',
  },
];
const cases = PROBES.flatMap((probe) =>
  INHERITED_NAMES.map((key) => [probe.what, key, probe] as const),
);

describe('keys from the request that plain objects inherit are unknown', () => {
  it.each(cases)('%s = %s', async (_what, key, probe) => {
    const answer = await probe.send(api, key);
    expect(answer.status).toBe(probe.status);
    expect(answer.body.status).toBe('error');
    const expected = probe.message.replace('KEY', key);
    expect(answer.body.error.message.slice(0, expected.length)).toBe(expected);
  });

  it('nothing was stored by the refused fault configurations', async () => {
    expect((await api.request('GET', '/__sandbox/faults')).body).toMatchObject({
      latencyMs: 0,
      endpoints: null,
      nextRequests: {},
    });
  });
});
