import { beforeAll, describe, expect, it } from 'vitest';
import { EVM_USER, quoteParams, SOL_USER, T } from './testing/fixtures';
import { type Harness, setupSandbox } from './testing/harness';
import { rawRequest } from './testing/rawRequest';

/**
 * Wherever an error message repeats request input, a 5000-character input comes back cut to
 * 100 characters and an ellipsis, never whole.
 */
const api = setupSandbox();
const LONG = 'x'.repeat(5_000);
const quote = quoteParams(T.eth, T.usdc, EVM_USER);
let routeId: string;

beforeAll(async () => {
  routeId = (await api.data('/quotes', { ...quote, include: 'sandswap' })).quotes[0].routeId;
});

type Send = (api: Harness) => Promise<{ status: number; body: unknown }>;
const putFaults =
  (body: string): Send =>
  (a) =>
    a.request('PUT', '/__sandbox/faults', { body });
const raw =
  (path: string, headers: Record<string, string>): Send =>
  (a) =>
    rawRequest(a.sandbox.port, path, { headers });

const ECHOES: Array<[what: string, status: number, send: Send]> = [
  ['/tokens chainId', 400, (a) => a.get('/tokens', { chainId: LONG })],
  ['/quotes fromChainId', 400, (a) => a.get('/quotes', { ...quote, fromChainId: LONG })],
  ['/quotes fromAssetAddress', 400, (a) => a.get('/quotes', { ...quote, fromAssetAddress: LONG })],
  ['/quotes include', 400, (a) => a.get('/quotes', { ...quote, include: LONG })],
  [
    '/quotes solanaOptions key',
    400,
    (a) => a.get('/quotes', { ...quote, solanaOptions: `{"${LONG}":"high"}` }),
  ],
  ['/createTx routeId', 404, (a) => a.get('/createTx', { routeId: LONG })],
  ['/nextTx stepId', 404, (a) => a.get('/nextTx', { routeId, stepId: LONG })],
  [
    '/nextTx with an unchecked Solana recipient',
    400,
    async (a) => {
      const params = quoteParams(T.sol, T.solUsdc, SOL_USER, { recipient: LONG, skipChecks: true });
      const [route] = (await a.data('/quotes', { ...params, include: 'dunes' })).quotes;
      return a.get('/nextTx', { routeId: route.routeId, stepId: route.steps[0].stepId });
    },
  ],
  ['an unknown /v1 path', 404, (a) => a.request('GET', `/v1/${LONG}`)],
  ['an unknown development path', 404, (a) => a.request('GET', `/__sandbox/${LONG}`)],
  ['the explorer chain', 404, (a) => a.request('GET', `/__sandbox/explorer/${LONG}/tx/0x1`)],
  ['bad percent-encoding', 400, (a) => a.request('GET', `/__sandbox/icons/%E0${LONG}.svg`)],
  ['a faults field', 400, putFaults(`{"${LONG}": 1}`)],
  ['a faults nextRequests endpoint', 400, putFaults(`{"nextRequests": {"${LONG}": [500]}}`)],
  ['a foreign Origin', 403, raw('/__sandbox/health', { Origin: `https://${LONG}.example` })],
  ['a foreign Host', 421, raw('/__sandbox/health', { Host: `${LONG}.example` })],
];

describe('echoed request input is cut to 100 characters', () => {
  it.each(ECHOES)('%s', async (_what, status, send) => {
    const answer = await send(api);
    expect(answer.status).toBe(status);
    const { message } = (answer.body as { error: { message: string } }).error;
    expect(message).toMatch(/x{50,100}…/);
    expect(message).not.toContain('x'.repeat(101));
    // Ours around it may name what was expected (the faults' field list), never the input whole.
    expect(message.length).toBeLessThan(400);
  });
});
