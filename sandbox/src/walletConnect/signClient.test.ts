import { SignClient } from '@walletconnect/sign-client';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { isLoopbackUrl } from '../../../src/lib/loopback';
import { type RunningSandbox, startSandbox } from '../server';
import { WALLETCONNECT_RELAY_PATH } from './relayServer';

// Two real sign-clients (2.25), a dapp and a wallet, talking only through the sandbox's relay.

type Client = Awaited<ReturnType<typeof SignClient.init>>;

const EVM_ACCOUNT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const NAMESPACES = {
  eip155: {
    chains: ['eip155:31337'],
    methods: ['personal_sign', 'eth_sendTransaction'],
    events: ['accountsChanged', 'chainChanged'],
  },
  solana: {
    chains: ['solana:sandbox'],
    methods: ['solana_signTransaction'],
    events: [],
  },
  cosmos: {
    chains: ['cosmos:sandbox-cosmos-1'],
    methods: ['cosmos_signDirect'],
    events: [],
  },
  tron: { chains: ['tron:0x7a6b'], methods: ['tron_signTransaction'], events: [] },
};

let sandbox: RunningSandbox;
let clients: Client[] = [];
let run = 0;
/**
 * The SDK's requests beyond this machine (Verify, its own relay): each is refused and counted.
 * Loopback requests go through uncounted: they are another file's, whose chains' clients may still
 * poll while this file runs in the same worker (seen on a loaded machine: `eth_blockNumber`).
 */
const realFetch = globalThis.fetch;
const isLoopback = (input: unknown) =>
  isLoopbackUrl(input instanceof Request ? input.url : String(input));
const internetCalls = vi.fn();
const fetchCalls = vi.fn(async (input: unknown, init?: RequestInit) => {
  if (isLoopback(input)) return realFetch(input as RequestInfo, init);
  internetCalls(input);
  throw new Error(`no internet in this test: ${String(input)}`);
});

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0 });
});
afterAll(async () => {
  await sandbox.close();
});

beforeEach(() => {
  // One Core per client (the SDK shares one per storage prefix and process otherwise), and the
  // SDK's own switch that keeps Verify from asking verify.walletconnect.org about each proposal.
  vi.stubEnv('DISABLE_GLOBAL_CORE', 'true');
  vi.stubEnv('IS_VITEST', 'true');
  vi.stubGlobal('fetch', fetchCalls);
  internetCalls.mockClear();
  run += 1;
});
afterEach(async () => {
  for (const client of clients) {
    await client.core.relayer.transportClose();
    client.core.heartbeat.stop();
  }
  clients = [];
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

async function client(name: string): Promise<Client> {
  const created = await SignClient.init({
    projectId: 'sandbox-test-project',
    relayUrl: `ws://127.0.0.1:${sandbox.port}${WALLETCONNECT_RELAY_PATH}`,
    customStoragePrefix: `${name}-${run}`,
    storageOptions: { database: ':memory:' },
    telemetryEnabled: false,
    logger: 'silent',
    metadata: {
      name,
      description: `${name} of the relay test`,
      url: 'http://127.0.0.1',
      icons: [],
    },
  });
  clients.push(created);
  return created;
}

function next<T>(target: Client, event: 'session_proposal' | 'session_request' | 'session_delete') {
  return new Promise<T>((resolve) => target.once(event, (args: unknown) => resolve(args as T)));
}

async function connected(dapp: Client, wallet: Client) {
  const proposal = next<{ id: number; params: { optionalNamespaces: object } }>(
    wallet,
    'session_proposal',
  );
  const { uri, approval } = await dapp.connect({ optionalNamespaces: NAMESPACES });
  await wallet.pair({ uri: uri! });
  const { id, params } = await proposal;
  expect(params.optionalNamespaces).toEqual(NAMESPACES);
  await wallet.approve({
    id,
    namespaces: {
      eip155: { ...NAMESPACES.eip155, accounts: [`eip155:31337:${EVM_ACCOUNT}`] },
      solana: {
        ...NAMESPACES.solana,
        accounts: ['solana:sandbox:4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T'],
      },
      cosmos: { ...NAMESPACES.cosmos, accounts: ['cosmos:sandbox-cosmos-1:cosmos1sandbox'] },
      tron: { ...NAMESPACES.tron, accounts: ['tron:0x7a6b:TSandboxAccount'] },
    },
  });
  return approval();
}

describe('the WalletConnect relay with two sign-clients', () => {
  it('pairs, settles a session on four networks, carries a request and its answer, and a disconnect', async () => {
    const dapp = await client('dapp');
    const wallet = await client('wallet');

    const session = await connected(dapp, wallet);
    expect(Object.keys(session.namespaces).sort()).toEqual(['cosmos', 'eip155', 'solana', 'tron']);
    expect(session.namespaces.eip155!.accounts).toEqual([`eip155:31337:${EVM_ACCOUNT}`]);
    expect(session.peer.metadata.name).toBe('wallet');

    const requested = next<{ id: number; topic: string; params: { request: unknown } }>(
      wallet,
      'session_request',
    );
    const answer = dapp.request<string>({
      topic: session.topic,
      chainId: 'eip155:31337',
      request: { method: 'personal_sign', params: ['0x68656c6c6f', EVM_ACCOUNT] },
    });
    const request = await requested;
    expect(request.params.request).toMatchObject({
      method: 'personal_sign',
      params: ['0x68656c6c6f', EVM_ACCOUNT],
    });
    await wallet.respond({
      topic: request.topic,
      response: { id: request.id, jsonrpc: '2.0', result: '0x5167' },
    });
    expect(await answer).toBe('0x5167');

    const deleted = next<{ topic: string }>(dapp, 'session_delete');
    await wallet.disconnect({
      topic: session.topic,
      reason: { code: 6000, message: 'User disconnected.' },
    });
    expect((await deleted).topic).toBe(session.topic);
    expect(dapp.session.keys).not.toContain(session.topic);

    expect(internetCalls).not.toHaveBeenCalled();
  });

  it('tells the wallet when the dapp disconnects', async () => {
    const dapp = await client('dapp');
    const wallet = await client('wallet');
    const session = await connected(dapp, wallet);

    const deleted = next<{ topic: string }>(wallet, 'session_delete');
    await dapp.disconnect({
      topic: session.topic,
      reason: { code: 6000, message: 'User disconnected.' },
    });
    expect((await deleted).topic).toBe(session.topic);
    expect(internetCalls).not.toHaveBeenCalled();
  });
});
