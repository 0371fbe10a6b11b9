import { UserRejectedRequestError } from 'viem';
import { describe, expect, it } from 'vitest';
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
});
