import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Chain } from '../../api/types';
import { eventually } from '../../test/eventually';
import { installFakeTronLink } from '../../test/fakeTronLink';
import { T, USER, USER_KEY } from '../../test/tronPayloads';
import { connectWallet, disconnectWallet } from '../walletConnection';
import { createWalletStateStore, type WalletStateStore } from '../walletState';
import TronWalletStack from './TronWalletStack';

const TRON_CHAIN: Chain = {
  chainId: '31339',
  networkType: 'tron',
  symbol: 'TRX',
  name: 'Sandbox Tron',
  image: '',
  isPopular: false,
  isEnabled: true,
  explorer: { token: '', txn: '' },
  rpcUrls: ['http://127.0.0.1:8090'],
  tokenCount: 1,
};

/** The widget on the sandbox's Tron ledger, its Tron wallet remembered under `storageKey`. */
function renderStack(storageKey: string, chainId = '31339') {
  const store = createWalletStateStore();
  const view = render(
    <TronWalletStack
      store={store}
      endpoint="http://127.0.0.1:8090"
      chain={{ ...TRON_CHAIN, chainId }}
      sandboxPrivateKey={USER_KEY.slice(2)}
      storageKey={storageKey}
    />,
  );
  return { store, unmount: view.unmount };
}

async function connectDevWallet(store: WalletStateStore) {
  await eventually(() => expect(store.getState().tron.wallets).toHaveLength(1));
  await connectWallet(store, 'tron', store.getState().tron.wallets[0]?.id ?? '');
  await eventually(() => expect(store.getState().tron.status).toBe('connected'));
}

describe('TronWalletStack after a reload', () => {
  it('reconnects the dev wallet it had connected: a swap reopened mid-way has its signer', async () => {
    const before = renderStack('swapwidget:test:tron-wallet');
    await connectDevWallet(before.store);
    before.unmount();

    const { store } = renderStack('swapwidget:test:tron-wallet');
    await eventually(() =>
      expect(store.getState().tron).toMatchObject({ status: 'connected', address: T(USER) }),
    );
    expect(store.drivers.tron?.executionSigner?.()).toBeDefined();
  });

  it('leaves it disconnected when the person disconnected it', async () => {
    const before = renderStack('swapwidget:test2:tron-wallet');
    await connectDevWallet(before.store);
    await disconnectWallet(before.store, 'tron');
    await eventually(() => expect(before.store.getState().tron.status).toBe('disconnected'));
    before.unmount();

    const { store } = renderStack('swapwidget:test2:tron-wallet');
    await eventually(() => expect(store.getState().tron.wallets).toHaveLength(1));
    // A reconnection would have shown by now (the first test's takes one render).
    await new Promise((r) => setTimeout(r, 50));
    expect(store.getState().tron.status).toBe('disconnected');
  });

  it('reconnects a TronLink that still lets the site in, without a prompt; not one that does not', async () => {
    const key = 'swapwidget:test3:tron-wallet';
    window.localStorage.setItem(key, 'TronLink');
    const tronLink = installFakeTronLink({
      address: T(USER),
      signingKey: USER_KEY,
      chainId: '0x2b6653dc',
      authorized: true,
    });
    try {
      const { store, unmount } = renderStack(key, '728126428');
      await eventually(() =>
        expect(store.getState().tron).toMatchObject({ status: 'connected', address: T(USER) }),
      );
      expect(tronLink.requests).toBe(0);
      unmount();
    } finally {
      tronLink.remove();
    }

    const locked = installFakeTronLink({
      address: T(USER),
      signingKey: USER_KEY,
      chainId: '0x2b6653dc',
    });
    try {
      const { store } = renderStack(key, '728126428');
      await eventually(() =>
        expect(store.getState().tron.wallets.map((w) => w.name)).toContain('TronLink'),
      );
      await new Promise((r) => setTimeout(r, 50));
      expect(store.getState().tron.status).toBe('disconnected');
      expect(locked.requests).toBe(0);
    } finally {
      locked.remove();
      window.localStorage.removeItem(key);
    }
  });
});
