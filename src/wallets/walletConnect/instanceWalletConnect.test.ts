import { describe, expect, it } from 'vitest';
import { sandboxWalletConnect } from '../../devtools/sandboxWalletConnect';
import { partOfEachNetwork } from '../../networks/partOfEachNetwork';
import { storageScope } from '../../state/persistedStorage';
import { instanceWalletConnect } from './instanceWalletConnect';

const NAMESPACES = partOfEachNetwork((network) => network.walletConnect);
const SANDBOX_API = 'http://127.0.0.1:8787/v1';
const scope = storageScope('widget-1', SANDBOX_API);

describe('instanceWalletConnect: which WalletConnect a widget instance uses', () => {
  it('takes the configured project and relay (a page: VITE_WALLETCONNECT_*) over the sandbox relay', () => {
    const ours = { projectId: 'ours', relayUrl: 'wss://relay.ours.example' };
    const settings = instanceWalletConnect(
      ours,
      sandboxWalletConnect(SANDBOX_API),
      scope,
      NAMESPACES,
    );
    expect(settings).toMatchObject({ projectId: 'ours', relayUrl: 'wss://relay.ours.example' });
    // A project id alone: the SDK's own relay, never the sandbox's.
    expect(
      instanceWalletConnect(
        { projectId: 'ours' },
        sandboxWalletConnect(SANDBOX_API),
        scope,
        NAMESPACES,
      ),
    ).not.toHaveProperty('relayUrl');
  });

  it("uses the sandbox's local relay when nothing is configured, and none without either", () => {
    expect(
      instanceWalletConnect(undefined, sandboxWalletConnect(SANDBOX_API), scope, NAMESPACES),
    ).toMatchObject({
      projectId: 'sandbox',
      relayUrl: 'ws://127.0.0.1:8787/__sandbox/walletconnect',
    });
    expect(instanceWalletConnect(undefined, undefined, scope, NAMESPACES)).toBeUndefined();
  });
});
