import { afterEach, describe, expect, it, vi } from 'vitest';
import { partOfEachNetwork } from '../../networks/partOfEachNetwork';
import { storageScope } from '../../state/persistedStorage';
import { instanceWalletConnect } from './instanceWalletConnect';
import { walletConnectLink } from './walletConnectLink';

/**
 * Two widgets on one page, or one widget on two APIs, never share a WalletConnect session (LI.FI's
 * shared prefix leaked EVM accounts into its Tron proposal): each instance's client is its own,
 * started on its own storage prefix, and sees only the sessions kept under it. The SDK is faked
 * as it behaves: one client per `customStoragePrefix`, reading the sessions stored under it.
 */
const sdk = vi.hoisted(() => ({
  /** The sessions the SDK's storage holds, per storage prefix. */
  stored: new Map<string, unknown[]>(),
  started: [] as { customStoragePrefix: string; relayUrl?: string }[],
}));

vi.mock('@walletconnect/sign-client', () => ({
  SignClient: {
    init: async (options: { customStoragePrefix: string; relayUrl?: string }) => {
      sdk.started.push(options);
      return {
        on: () => {},
        core: { verify: { register: async () => undefined } },
        session: { getAll: () => sdk.stored.get(options.customStoragePrefix) ?? [] },
      };
    },
  },
}));

const NAMESPACES = partOfEachNetwork((network) => network.walletConnect);
const API = 'http://127.0.0.1:8787/v1';
const relay = { projectId: 'p', relayUrl: 'ws://127.0.0.1:8787/__sandbox/walletconnect' };
const settingsOf = (instanceId: string, apiUrl = API) =>
  instanceWalletConnect(relay, undefined, storageScope(instanceId, apiUrl), NAMESPACES)!;

const EVM_ACCOUNT = 'eip155:31337:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const sessionOf = (topic: string) => ({
  topic,
  expiry: Date.now() / 1000 + 3600,
  acknowledged: true,
  namespaces: { eip155: { accounts: [EVM_ACCOUNT], methods: ['eth_sendTransaction'] } },
  peer: { metadata: { name: 'Phone wallet' } },
});

afterEach(() => {
  sdk.stored.clear();
  sdk.started.length = 0;
});

describe('WalletConnect sessions, one per widget instance and API', () => {
  it("gives each instance its own client and storage prefix: one widget's session is not another's", async () => {
    const first = settingsOf('widget-1');
    const second = settingsOf('widget-2');
    const otherApi = settingsOf('widget-1', 'http://127.0.0.1:9999/v1');
    expect(new Set([first, second, otherApi].map((s) => s.storagePrefix)).size).toBe(3);
    sdk.stored.set(first.storagePrefix, [sessionOf('topic-of-widget-1')]);

    expect((await walletConnectLink(first).restore())?.topic).toBe('topic-of-widget-1');
    expect(await walletConnectLink(second).restore()).toBeUndefined();
    expect(await walletConnectLink(otherApi).restore()).toBeUndefined();
    expect(sdk.started.map((s) => s.customStoragePrefix)).toEqual(
      [first, second, otherApi].map((s) => s.storagePrefix),
    );
  });

  it('gives every network of one instance the same client and session', async () => {
    const settings = settingsOf('widget-3');
    sdk.stored.set(settings.storagePrefix, [sessionOf('topic-of-widget-3')]);
    // The EVM connector and another network's signer each ask for the instance's link.
    const [evm, tron] = [walletConnectLink(settings), walletConnectLink({ ...settings })];
    expect(evm).toBe(tron);
    expect((await tron.restore())?.topic).toBe('topic-of-widget-3');
    expect(sdk.started).toHaveLength(1);
  });
});
