import { describe, expect, it } from 'vitest';
import { NO_FAULTS } from '../faults';
import { setupSandbox } from '../testing/harness';
import { rawRequest } from '../testing/rawRequest';

/** The trust boundary of `/__sandbox/*` over real HTTP (README, "Trust boundaries"). */
const api = setupSandbox({ faults: { ...NO_FAULTS, status: 'stuck' } });
const send = (method: string, path: string, headers: Record<string, string> = {}) =>
  rawRequest(api.sandbox.port, path, { method, headers });
const loopbackHost = () => `127.0.0.1:${api.sandbox.port}`;

const DEV_REQUESTS: Array<[method: string, path: string]> = [
  ['GET', '/__sandbox/health'],
  ['GET', '/__sandbox/accounts'],
  ['GET', '/__sandbox/faults'],
  ['DELETE', '/__sandbox/faults'],
  ['GET', '/__sandbox/icons/USDC.svg'],
  ['GET', '/__sandbox/explorer/31337/tx/0xabc'],
  ['OPTIONS', '/__sandbox/accounts'],
];
const READS = DEV_REQUESTS.filter(([method]) => method !== 'DELETE');
const PREFLIGHT = {
  'Access-Control-Request-Method': 'GET',
  'Access-Control-Request-Headers': 'accept',
};

describe('/__sandbox/* from another origin', () => {
  it.each(DEV_REQUESTS)('%s %s is refused with 403 and no CORS grant', async (method, path) => {
    const answer = await send(method, path, { Origin: 'https://evil.example', ...PREFLIGHT });
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({
      status: 'error',
      error: {
        code: 'FORBIDDEN',
        message: expect.stringMatching(
          /^Origin: "https:\/\/evil\.example" is not a loopback origin/,
        ),
      },
    });
    expect(answer.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('a refused DELETE left the faults as they were', async () => {
    const { body } = await send('GET', '/__sandbox/faults');
    expect(body).toMatchObject({ status: 'stuck' });
  });
});

describe('/__sandbox/* under a foreign Host (DNS rebinding)', () => {
  it.each(DEV_REQUESTS)('%s %s is refused with 421', async (method, path) => {
    const answer = await send(method, path, { Host: `evil.example:${api.sandbox.port}` });
    expect(answer.status).toBe(421);
    expect(answer.body).toMatchObject({
      status: 'error',
      error: { code: 'MISDIRECTED', message: expect.stringMatching(/^Host: "evil\.example:\d+"/) },
    });
  });

  it('even with a loopback Origin', async () => {
    const answer = await send('GET', '/__sandbox/accounts', {
      Host: 'rebound.example',
      Origin: 'http://127.0.0.1:4179',
    });
    expect(answer.status).toBe(421);
  });
});

describe('/__sandbox/* from this machine', () => {
  const origins = ['http://127.0.0.1:4179', 'http://localhost:5173', 'http://[::1]:5173'];
  const cases = origins.flatMap((origin) => READS.map(([m, p]) => [origin, m, p] as const));

  it.each(cases)('from %s: %s %s answers, granting that origin', async (origin, method, path) => {
    const answer = await send(method, path, { Host: loopbackHost(), Origin: origin, ...PREFLIGHT });
    expect(answer.status).toBe(method === 'OPTIONS' ? 204 : 200);
    expect(answer.headers['access-control-allow-origin']).toBe(origin);
    expect(answer.headers.vary).toBe('Origin');
    if (method === 'OPTIONS') {
      expect(answer.headers['access-control-allow-methods']).toContain('GET');
      expect(answer.headers['access-control-allow-headers']).toContain('accept');
    }
  });

  it.each(['localhost', 'localhost:5173', '[::1]:8787', '127.0.0.2'])(
    'without Origin (curl, <img>) under Host %s: answers, granting no origin',
    async (host) => {
      const answer = await send('GET', '/__sandbox/icons/USDC.svg', { Host: host });
      expect(answer.status).toBe(200);
      expect(answer.headers['content-type']).toBe('image/svg+xml');
      expect(answer.headers['access-control-allow-origin']).toBeUndefined();
    },
  );
});

describe('/v1 stays open to any origin, as the live service is', () => {
  it.each([
    ['GET', 200],
    ['OPTIONS', 204],
  ])('%s /v1/chains from another origin and Host answers %i with *', async (method, status) => {
    const answer = await send(method, '/v1/chains', {
      Host: 'evil.example',
      Origin: 'https://evil.example',
      ...PREFLIGHT,
    });
    expect(answer.status).toBe(status);
    expect(answer.headers['access-control-allow-origin']).toBe('*');
  });
});
