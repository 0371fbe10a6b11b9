import { UserRejectedRequestError } from 'viem';
import { describe, expect, it } from 'vitest';
import { WalletConnectClosedError } from './walletConnect/walletConnectErrors';
import { connectWallet } from './walletConnection';
import { createWalletStateStore } from './walletState';

describe('connectWallet', () => {
  it("puts a failed connection in the state as the mapped error's words, and clears it on retry", async () => {
    const store = createWalletStateStore();
    let fail = true;
    store.drivers.evm = {
      connect: async () => {
        if (fail) throw new UserRejectedRequestError(new Error('User rejected the request.'));
      },
      disconnect: async () => {},
    };
    await connectWallet(store, 'evm', 'injected');
    expect(store.getState().evm.error?.shortMessage).toBe(
      'The connection request was rejected in the wallet.',
    );
    fail = false;
    await connectWallet(store, 'evm', 'injected');
    expect(store.getState().evm.error).toBeUndefined();
  });

  it('says nothing when the person closed the WalletConnect dialog: they chose to', async () => {
    const store = createWalletStateStore();
    store.drivers.tron = {
      connect: async () => {
        throw new WalletConnectClosedError();
      },
      disconnect: async () => {},
    };
    await connectWallet(store, 'tron', 'walletConnect');
    expect(store.getState().tron.error).toBeUndefined();
  });
});
