import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { T, USER, USER_KEY } from '../../test/tronPayloads';
import {
  connectWallet,
  createWalletStateStore,
  disconnectWallet,
  type WalletStateStore,
} from '../walletState';
import TronWalletStack from './TronWalletStack';

/** The widget on the sandbox's Tron ledger, its Tron wallet remembered under `storageKey`. */
function renderStack(storageKey: string) {
  const store = createWalletStateStore();
  const view = render(
    <TronWalletStack
      store={store}
      endpoint="http://127.0.0.1:8090"
      chainId="31339"
      sandboxPrivateKey={USER_KEY.slice(2)}
      storageKey={storageKey}
    />,
  );
  return { store, unmount: view.unmount };
}

async function connectDevWallet(store: WalletStateStore) {
  await vi.waitFor(() => expect(store.getState().tron.wallets).toHaveLength(1));
  await connectWallet(store, 'tron', store.getState().tron.wallets[0]?.id ?? '');
  await vi.waitFor(() => expect(store.getState().tron.status).toBe('connected'));
}

describe('TronWalletStack after a reload', () => {
  it('reconnects the dev wallet it had connected: a swap reopened mid-way has its signer', async () => {
    const before = renderStack('swapwidget:test:tron-wallet');
    await connectDevWallet(before.store);
    before.unmount();

    const { store } = renderStack('swapwidget:test:tron-wallet');
    await vi.waitFor(() =>
      expect(store.getState().tron).toMatchObject({ status: 'connected', address: T(USER) }),
    );
    expect(store.drivers.tron?.executionSigner?.()).toBeDefined();
  });

  it('leaves it disconnected when the person disconnected it', async () => {
    const before = renderStack('swapwidget:test2:tron-wallet');
    await connectDevWallet(before.store);
    await disconnectWallet(before.store, 'tron');
    await vi.waitFor(() => expect(before.store.getState().tron.status).toBe('disconnected'));
    before.unmount();

    const { store } = renderStack('swapwidget:test2:tron-wallet');
    await vi.waitFor(() => expect(store.getState().tron.wallets).toHaveLength(1));
    // A reconnection would have shown by now (the first test's takes one render).
    await new Promise((r) => setTimeout(r, 50));
    expect(store.getState().tron.status).toBe('disconnected');
  });
});
