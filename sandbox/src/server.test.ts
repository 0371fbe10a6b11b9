import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { optionsFromEnv, resolveConfig } from './config';
import { startSandbox } from './server';
import { EVM_USER, quoteParams, T } from './testing/fixtures';
import { createHarness, setupSandbox } from './testing/harness';

describe('meta endpoints', () => {
  const api = setupSandbox();

  it('serves /chains as an array with the five sandbox chains and explorer templates', async () => {
    const chains = await api.data('/chains');
    expect(chains.map((c: { chainId: string }) => c.chainId)).toEqual([
      '31337',
      '31338',
      'sol',
      '31339',
      'sandbox-cosmos-1',
    ]);
    const eth = chains[0];
    expect(eth).toMatchObject({ name: 'Sandbox Ethereum', networkType: 'evm', isEnabled: true });
    expect(eth.explorer.txn).toBe(
      `${api.sandbox.baseUrl.replace('/v1', '')}/__sandbox/explorer/31337/tx/{txnHash}`,
    );
    expect(eth.explorer.token).toContain('{tokenAddress}');
    expect(eth.explorer.address).toContain('{address}');
    expect(eth.rpcUrls).toEqual(['http://127.0.0.1:8545']);
    expect(eth.tokenCount).toBe(7);
    expect(chains[1].name).toBe('Sandbox Base');
  });

  it('serves /tokens keyed by chain id, and only that key with ?chainId', async () => {
    const all = await api.data('/tokens');
    expect(Object.keys(all).sort()).toEqual(['31337', '31338', '31339', 'sandbox-cosmos-1', 'sol']);
    const sol = await api.data('/tokens', { chainId: 'sol' });
    expect(Object.keys(sol)).toEqual(['sol']);
    expect(sol.sol[0]).toMatchObject({
      symbol: 'SOL',
      address: 'So11111111111111111111111111111111111111112',
      isNative: true,
      decimals: 9,
    });
    const evm = all['31337'];
    expect(evm[0]).toMatchObject({
      address: '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
      isNative: true,
    });
    expect(evm.filter((t: { isFlagged: boolean }) => t.isFlagged)).toHaveLength(1);
    for (const t of evm) expect(t.lastPrice).toBeGreaterThan(0);
  });

  it('answers 400 naming the parameter for an unknown chain', async () => {
    const answer = await api.get('/tokens', { chainId: '1' });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      status: 'error',
      error: { code: 'BAD_REQUEST', message: 'chainId: unknown chain "1"' },
    });
  });

  it('answers 404 NOT_FOUND for unknown paths and methods', async () => {
    expect((await api.get('/nope')).body).toMatchObject({
      status: 'error',
      error: { code: 'NOT_FOUND' },
    });
    expect((await api.request('POST', '/v1/quotes')).status).toBe(404);
    expect((await api.request('GET', '/elsewhere')).status).toBe(404);
  });

  it('keeps an idle connection open longer than a client waits before reusing it', async () => {
    // At Node's 5 s (closed about a second later), a request sent on a connection just as the
    // server closed it failed with ECONNRESET (Playwright's request context does not retry).
    // Clients let go after 4-5 s.
    const { hostname, port } = new URL(api.sandbox.baseUrl);
    const socket = connect(Number(port), hostname);
    let closed = false;
    socket.on('close', () => {
      closed = true;
    });
    const answered = new Promise<void>((resolve) => socket.once('data', () => resolve()));
    socket.write(`GET /__sandbox/health HTTP/1.1\r\nHost: ${hostname}\r\n\r\n`);
    await answered;
    await new Promise((resolve) => setTimeout(resolve, 8_000));
    socket.destroy();
    expect(closed, 'closed by the server while idle').toBe(false);
  });

  it('answers CORS preflights and sends CORS headers on answers', async () => {
    const preflight = await api.request('OPTIONS', '/v1/quotes', {
      headers: {
        Origin: 'http://127.0.0.1:5173',
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'x-api-key',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    const allowed = preflight.headers.get('access-control-allow-headers') ?? '';
    for (const h of ['x-api-key', 'x-integrator-id', 'content-type']) expect(allowed).toContain(h);
    const answer = await api.get('/chains');
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
    expect(answer.headers.get('access-control-expose-headers')).toContain('Retry-After');
  });

  it('serves health, icons and explorer pages', async () => {
    expect((await api.request('GET', '/__sandbox/health')).body).toEqual({ ok: true });
    const icon = await api.request('GET', '/__sandbox/icons/USDC.svg');
    expect(icon.headers.get('content-type')).toBe('image/svg+xml');
    expect(icon.text).toContain('<svg');
    const page = await api.request('GET', '/__sandbox/explorer/31337/tx/0xabc');
    expect(page.text).toContain('0xabc');
    expect((await api.request('GET', '/__sandbox/explorer/31337/tx/%E0%A4%A')).status).toBe(400);
    expect((await api.request('GET', '/__sandbox/explorer/1/tx/0xabc')).status).toBe(404);
  });

  it('hands out development accounts, marked as such', async () => {
    const { body } = await api.request('GET', '/__sandbox/accounts');
    const accounts = body as {
      warning: string;
      evm: Array<{ address: string; privateKey: string }>;
      solana: Array<{ publicKey: string; secretKey: string }>;
      cosmos: Array<{ address: string; privateKey: string; publicKey: string }>;
    };
    expect(accounts.warning).toMatch(/development keys/);
    expect(accounts.evm[0]).toEqual({
      address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      privateKey: '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
    });
    const { Keypair } = await import('@solana/web3.js');
    const { base58 } = await import('@scure/base');
    const kp = Keypair.fromSecretKey(base58.decode(accounts.solana[0]!.secretKey));
    expect(kp.publicKey.toBase58()).toBe(accounts.solana[0]!.publicKey);
    // A Cosmos key imports into a cosmjs wallet (as into Keplr) as the listed address and key.
    const { Secp256k1Wallet } = await import('@cosmjs/amino');
    const { fromHex, toHex } = await import('@cosmjs/encoding');
    const cosmos = accounts.cosmos[0]!;
    const [imported] = await (
      await Secp256k1Wallet.fromKey(fromHex(cosmos.privateKey))
    ).getAccounts();
    expect(imported?.address).toBe(cosmos.address);
    expect(toHex(imported!.pubkey)).toBe(cosmos.publicKey);
    expect(cosmos.address).toMatch(/^cosmos1/);
  });
});

describe('internal faults', () => {
  const api = setupSandbox({
    statusSource: {
      status() {
        throw new Error('ledger exploded at /secret/path.ts:12');
      },
    },
  });

  it('answers 500 INTERNAL without leaking the error', async () => {
    const [route] = (await api.data('/quotes', quoteParams(T.eth, T.usdc, EVM_USER))).quotes;
    const { steps } = await api.data('/createTx', { routeId: route.routeId });
    const original = console.error;
    console.error = () => {};
    const answer = await api.get('/status', {
      routeId: route.routeId,
      stepId: steps[0].stepId,
      txnHash: `0x${'a'.repeat(64)}`,
    });
    console.error = original;
    expect(answer.status).toBe(500);
    expect(answer.body).toEqual({
      status: 'error',
      error: { code: 'INTERNAL', message: 'Internal error' },
    });
    expect(answer.text).not.toContain('secret');
  });
});

describe('rate limit (docs/routing-api.md §8)', () => {
  const api = setupSandbox({ rateLimit: true, apiKeys: ['k1'] });

  it('allows 20 requests a minute without a key, then 429 with Retry-After', async () => {
    for (let i = 0; i < 20; i++) expect((await api.get('/chains')).status).toBe(200);
    const limited = await api.get('/chains');
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ status: 'error', error: { code: 'RATE_LIMITED' } });
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // Development endpoints are not limited.
    expect((await api.request('GET', '/__sandbox/health')).status).toBe(200);
  });

  it('allows 200 a minute with a valid key, and refuses an unknown key with 401', async () => {
    const key = { 'x-api-key': 'k1' };
    const answers = await Promise.all(
      Array.from({ length: 200 }, () => api.get('/chains', {}, key)),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect((await api.get('/chains', {}, key)).status).toBe(429);
    const bad = await api.get('/chains', {}, { 'x-api-key': 'nope' });
    expect(bad.status).toBe(401);
    expect(bad.body).toMatchObject({ error: { code: 'UNAUTHORIZED' } });
  });
});

describe('configuration from the environment', () => {
  it('reads the documented variables', () => {
    const options = optionsFromEnv({
      SANDBOX_PORT: '9999',
      SANDBOX_SEED: '42',
      SANDBOX_API_KEYS: 'a, b',
      SANDBOX_RATE_LIMIT: 'off',
      SANDBOX_FAULTS: '{"latencyMs":5,"nextRequests":{"quotes":[500]}}',
    });
    expect(options).toMatchObject({
      port: 9999,
      seed: '42',
      apiKeys: ['a', 'b'],
      rateLimit: false,
    });
    expect(options.faults).toMatchObject({ latencyMs: 5, nextRequests: { quotes: [500] } });
    expect(() => optionsFromEnv({ SANDBOX_FAULTS: '{"errorRate":2}' })).toThrow(
      /SANDBOX_FAULTS: errorRate/,
    );
    expect(() => optionsFromEnv({ SANDBOX_PORT: 'x' })).toThrow(/SANDBOX_PORT/);
  });

  it('reads SANDBOX_APPROVALS (exact or unlimited; unlimited when unset) and refuses others', () => {
    expect(optionsFromEnv({ SANDBOX_APPROVALS: 'exact' }).approvals).toBe('exact');
    expect(optionsFromEnv({ SANDBOX_APPROVALS: ' Unlimited ' }).approvals).toBe('unlimited');
    expect(optionsFromEnv({}).approvals).toBeUndefined();
    expect(resolveConfig(optionsFromEnv({})).approvals).toBe('unlimited');
    expect(() => optionsFromEnv({ SANDBOX_APPROVALS: 'infinite' })).toThrow(
      /^SANDBOX_APPROVALS: must be "exact" or "unlimited"$/,
    );
  });

  it("reads the chains' RPC ports, one per EVM chain, and refuses bad ones", () => {
    expect(optionsFromEnv({}).chainPorts).toBeUndefined();
    expect(
      optionsFromEnv({ SANDBOX_EVM_PORTS: '18545, 18546', SANDBOX_SOLANA_PORT: '18899' })
        .chainPorts,
    ).toEqual({ evm: [18545, 18546], solana: 18899 });
    expect(optionsFromEnv({ SANDBOX_SOLANA_PORT: '18899' }).chainPorts).toEqual({ solana: 18899 });
    expect(optionsFromEnv({ SANDBOX_TRON_PORT: '18090' }).chainPorts).toEqual({ tron: 18090 });
    expect(() => optionsFromEnv({ SANDBOX_TRON_PORT: 'x' })).toThrow(/SANDBOX_TRON_PORT/);
    expect(() => optionsFromEnv({ SANDBOX_EVM_PORTS: '18545' })).toThrow(
      /SANDBOX_EVM_PORTS: needs 2 ports/,
    );
    expect(() => optionsFromEnv({ SANDBOX_EVM_PORTS: '18545,x' })).toThrow(
      /SANDBOX_EVM_PORTS: "x" is not a port/,
    );
    expect(() => optionsFromEnv({ SANDBOX_EVM_PORTS: '18545,18545' })).toThrow(/must differ/);
    expect(() => optionsFromEnv({ SANDBOX_SOLANA_PORT: '70000' })).toThrow(/SANDBOX_SOLANA_PORT/);
  });

  it('rate limit off lets more than 20 anonymous requests through', async () => {
    const sandbox = await startSandbox({
      port: 0,
      ...optionsFromEnv({ SANDBOX_RATE_LIMIT: 'off' }),
    });
    const api = createHarness(() => sandbox);
    try {
      const answers = await Promise.all(Array.from({ length: 25 }, () => api.get('/chains')));
      expect(answers.every((a) => a.status === 200)).toBe(true);
    } finally {
      await sandbox.close();
    }
  });
});
