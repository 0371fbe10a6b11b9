import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SANDBOX_COSMOS_CHAIN_ID } from '../../devtools/sandboxCosmosChain';
import { eventually } from '../../test/eventually';
import { makeChain } from '../../test/renderWidget';
import { connectWallet, disconnectWallet } from '../walletConnection';
import { createWalletStateStore, type WalletStateStore } from '../walletState';
import CosmosWalletStack from './CosmosWalletStack';
import { sandboxDevCosmosWallet } from './sandboxDevCosmosWallet';

const DEV_KEY = '02'.repeat(32);
const LEDGER = makeChain({
  chainId: SANDBOX_COSMOS_CHAIN_ID,
  name: 'Sandbox Cosmos',
  networkType: 'cosmos',
  rpcUrls: ['http://127.0.0.1:1317'],
});

/** The widget on the sandbox's Cosmos ledger, its Cosmos wallet remembered under `storageKey`. */
function renderStack(storageKey: string) {
  const store = createWalletStateStore();
  const view = render(
    <CosmosWalletStack
      store={store}
      chains={[LEDGER]}
      chainId={SANDBOX_COSMOS_CHAIN_ID}
      configured={undefined}
      isSandbox
      sandboxKey={DEV_KEY}
      storageKey={storageKey}
    />,
  );
  return { store, unmount: view.unmount };
}

async function connectDevWallet(store: WalletStateStore) {
  await eventually(() => expect(store.getState().cosmos.wallets).toHaveLength(1));
  await connectWallet(store, 'cosmos', store.getState().cosmos.wallets[0]?.id ?? '');
  expect(store.getState().cosmos.status).toBe('connected');
}

describe('CosmosWalletStack after a reload', () => {
  it('reconnects the dev wallet it had connected: a swap reopened mid-way has its signer', async () => {
    const before = renderStack('swapwidget:test:cosmos-wallet');
    await connectDevWallet(before.store);
    before.unmount();

    const { store } = renderStack('swapwidget:test:cosmos-wallet');
    const { address } = await sandboxDevCosmosWallet(DEV_KEY, { prefix: 'cosmos' });
    await eventually(() =>
      expect(store.getState().cosmos).toMatchObject({ status: 'connected', address }),
    );
    expect(store.drivers.cosmos?.executionSigner?.()).toBeDefined();
  });

  it('leaves it disconnected when the person disconnected it', async () => {
    const before = renderStack('swapwidget:test2:cosmos-wallet');
    await connectDevWallet(before.store);
    await disconnectWallet(before.store, 'cosmos');
    before.unmount();

    const { store } = renderStack('swapwidget:test2:cosmos-wallet');
    await eventually(() => expect(store.getState().cosmos.wallets).toHaveLength(1));
    // A reconnection would have started by now (it starts with the wallets listed).
    await new Promise((r) => setTimeout(r, 50));
    expect(store.getState().cosmos.status).toBe('disconnected');
  });
});
