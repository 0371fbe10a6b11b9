import { SignClient } from '@walletconnect/sign-client';
import { afterAll, afterEach, beforeAll, expect, vi } from 'vitest';
import type { DevAccounts } from '../devAccounts';
import { type RunningSandboxWithChains, startSandboxWithChains } from '../withChains';
import { createHarness, type Json } from './harness';

type Client = Awaited<ReturnType<typeof SignClient.init>>;

/** What the dapp asks for: every namespace and method of the phone wallet. */
export const NAMESPACES = {
  eip155: {
    chains: ['eip155:31337', 'eip155:31338'],
    methods: [
      'eth_sendTransaction',
      'personal_sign',
      'eth_signTypedData_v4',
      'wallet_getCapabilities',
      'wallet_sendCalls',
      'wallet_getCallsStatus',
    ],
    events: ['accountsChanged', 'chainChanged'],
  },
  // Filled in from the ledger's own genesis hash once it runs.
  solana: { chains: [] as string[], methods: ['solana_signTransaction'], events: [] },
  cosmos: {
    chains: ['cosmos:sandbox-cosmos-1'],
    methods: ['cosmos_getAccounts', 'cosmos_signDirect', 'cosmos_signAmino'],
    events: [],
  },
  tron: { chains: ['tron:0x7a6b'], methods: ['tron_signTransaction'], events: [] },
};

/**
 * A sandbox on its chains for a test file, and a real dapp-side sign-client that pairs with its
 * phone wallet through the wallet's JSON endpoints and the sandbox's relay. Any call that would
 * leave the machine fails, and fails the test. The wallet's settings are reset after each test.
 */
export function setupPhoneWalletDapp() {
  let sandbox: RunningSandboxWithChains | undefined;
  let accounts: DevAccounts | undefined;
  const api = createHarness(() => sandbox!);
  const clients: Client[] = [];
  const remoteCalls: string[] = [];

  async function wallet(method: string, path: string, body?: object): Promise<Json> {
    const answer = await api.request(method, `/__sandbox/phone-wallet${path}`, {
      ...(body
        ? { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }
        : {}),
    });
    if (answer.status !== 200)
      throw new Error(`${method} ${path}: ${answer.status} ${answer.text}`);
    return answer.body;
  }

  beforeAll(async () => {
    sandbox = await startSandboxWithChains({ port: 0, rateLimit: false });
    accounts = (await api.request('GET', '/__sandbox/accounts')).body;
    NAMESPACES.solana.chains = [`solana:${sandbox.chains.solana.genesisHash.slice(0, 32)}`];
    const realFetch = globalThis.fetch;
    vi.stubGlobal('fetch', (input: string | URL | Request, init?: RequestInit) => {
      const url = new URL(input instanceof Request ? input.url : input);
      if (url.hostname !== '127.0.0.1') {
        remoteCalls.push(url.href);
        return Promise.reject(new Error(`no internet in this test: ${url.href}`));
      }
      return realFetch(input, init);
    });
  });
  afterEach(async () => {
    await wallet('PUT', '/settings', { autoApprove: false, mode: 'normal' });
    expect(remoteCalls).toEqual([]);
  });
  afterAll(async () => {
    for (const client of clients) {
      await client.core.relayer.transportClose();
      client.core.heartbeat.stop();
    }
    vi.unstubAllGlobals();
    await sandbox?.close();
  });

  return {
    get sandbox() {
      return sandbox!;
    },
    /** The wallet's JSON endpoints, as its page (or an integrator's test) calls them. */
    wallet,
    /** Dev account `index` on each network, as `/__sandbox/accounts` lists it. */
    dev(index: number) {
      const { evm, solana, cosmos, tron } = accounts!;
      return {
        evm: evm[index]!.address,
        solana: solana[index]!,
        cosmos: cosmos[index]!,
        tron: tron[index]!,
      };
    },
    /** A new dapp, paired through `POST /pair`, with its approved session. */
    async connectedDapp() {
      const dapp = await SignClient.init({
        projectId: 'phone-wallet-test',
        relayUrl: `ws://127.0.0.1:${sandbox!.port}/__sandbox/walletconnect`,
        customStoragePrefix: `dapp-${clients.length}-${Date.now()}`,
        storageOptions: { database: ':memory:' },
        telemetryEnabled: false,
        logger: 'silent',
        metadata: {
          name: 'Test dapp',
          description: 'the test',
          url: 'http://127.0.0.1',
          icons: [],
        },
      });
      clients.push(dapp);
      const { uri, approval } = await dapp.connect({ optionalNamespaces: NAMESPACES });
      // Waited for before pairing: the sign-client drops a settlement that comes before
      // approval() is called (its delayed promise resolves only once waited for).
      const approved = approval();
      // Handled below; a refusal may come while the pairing is still answered.
      approved.catch(() => undefined);
      const state = await wallet('POST', '/pair', { uri });
      const session = await approved;
      const ask = <T>(chainId: string, method: string, params: unknown) =>
        dapp.request<T>({ topic: session.topic, chainId, request: { method, params } });
      return { dapp, session, state, ask };
    },
  };
}
