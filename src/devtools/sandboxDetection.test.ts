import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Chain } from '../api/types';
import { detectSandbox, sandboxRefusal } from './sandboxDetection';

const chain = (chainId: string, networkType: Chain['networkType'], rpcUrls: string[]): Chain => ({
  chainId,
  networkType,
  rpcUrls,
  name: chainId,
  symbol: 'X',
  image: '',
  isPopular: false,
  isEnabled: true,
  explorer: { token: '', txn: '' },
  tokenCount: 0,
});
const SANDBOX_CHAINS = [
  chain('31337', 'evm', ['http://127.0.0.1:8545']),
  chain('31338', 'evm', ['http://127.0.0.1:8546']),
  chain('sol', 'sol', ['http://127.0.0.1:8899']),
  chain('31339', 'tron', ['http://127.0.0.1:8090']),
  chain('sandbox-cosmos-1', 'cosmos', ['http://127.0.0.1:1317']),
];
const API = 'http://127.0.0.1:8787/v1';
const KEYS = {
  evm: [
    {
      address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      privateKey: '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
    },
  ],
  solana: [],
};

/** A server that answers the sandbox's development endpoints, recording what was asked. */
function stubSandboxEndpoints() {
  const fetchMock = vi.fn(async (url: string) => {
    if (url.endsWith('/__sandbox/health')) return Response.json({ ok: true });
    if (url.endsWith('/__sandbox/accounts')) return Response.json(KEYS);
    return new Response('{}', { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('sandbox rules', () => {
  it('accepts the local sandbox', () => {
    expect(sandboxRefusal(API, SANDBOX_CHAINS)).toBeUndefined();
  });

  it.each([
    ['an API on a public name', 'http://sandbox.example/v1', SANDBOX_CHAINS],
    ['a real chain id', API, [...SANDBOX_CHAINS, chain('1', 'evm', ['http://127.0.0.1:8545'])]],
    ['an RPC off this machine', API, [chain('31337', 'evm', ['https://rpc.example'])]],
    ['a Solana RPC off this machine', API, [chain('sol', 'sol', ['https://api.mainnet.example'])]],
    // The development keys sign on every network: Tron's and Cosmos's chains are held alike.
    [
      'Tron mainnet',
      API,
      [...SANDBOX_CHAINS, chain('728126428', 'tron', ['http://127.0.0.1:8090'])],
    ],
    ['a Tron RPC off this machine', API, [chain('31339', 'tron', ['https://api.trongrid.io'])]],
    [
      'the Cosmos Hub',
      API,
      [...SANDBOX_CHAINS, chain('cosmoshub-4', 'cosmos', ['http://127.0.0.1:1317'])],
    ],
    [
      'a Cosmos REST API off this machine',
      API,
      [chain('sandbox-cosmos-1', 'cosmos', ['https://rest.example'])],
    ],
    [
      'an unknown network type',
      API,
      [chain('9', 'btc' as Chain['networkType'], ['http://127.0.0.1:1'])],
    ],
  ])('refuses %s', (_, apiUrl, chains) => {
    expect(sandboxRefusal(apiUrl, chains)).toBeTypeOf('string');
  });
});

describe('detectSandbox', () => {
  it('probes, then reads the development keys', async () => {
    const fetchMock = stubSandboxEndpoints();
    expect(await detectSandbox(API, SANDBOX_CHAINS)).toEqual({ isSandbox: true, accounts: KEYS });
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      'http://127.0.0.1:8787/__sandbox/health',
      'http://127.0.0.1:8787/__sandbox/accounts',
    ]);
  });

  it('asks nothing of a server that claims chain id 1, or sits on a public name', async () => {
    const fetchMock = stubSandboxEndpoints();
    const withMainnet = [chain('1', 'evm', ['http://127.0.0.1:8545'])];
    expect(await detectSandbox(API, withMainnet)).toEqual({ isSandbox: false });
    expect(await detectSandbox('http://api.example/v1', SANDBOX_CHAINS)).toEqual({
      isSandbox: false,
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('is not the sandbox when the probe fails or answers something else', async () => {
    vi.stubGlobal('fetch', async () => new Response('not found', { status: 404 }));
    expect(await detectSandbox(API, SANDBOX_CHAINS)).toEqual({ isSandbox: false });
    vi.stubGlobal('fetch', async () => Response.json({ ok: 'yes' }));
    expect(await detectSandbox(API, SANDBOX_CHAINS)).toEqual({ isSandbox: false });
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await detectSandbox(API, SANDBOX_CHAINS)).toEqual({ isSandbox: false });
  });
});
