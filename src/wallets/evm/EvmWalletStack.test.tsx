import { act, render, waitFor } from '@testing-library/react';
import { defineChain } from 'viem';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeEthereum } from '../../test/fakeHostWallet';
import { HostWalletsContext } from '../hostWallet';
import { createWalletStateStore } from '../walletState';
import EvmWalletStack from './EvmWalletStack';

// anvil's second standard account: the wallet the host page lends the widget.
const ACCOUNT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const chains = [
  defineChain({
    id: 31337,
    name: 'Sandbox Ethereum',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
  }),
];

afterEach(() => vi.restoreAllMocks());

describe("the widget's own EVM wallet stack", () => {
  it('renders again without asking the wallet again, and without setting state while rendering', async () => {
    const errors = vi.spyOn(console, 'error');
    const provider = fakeEthereum({
      eth_requestAccounts: [ACCOUNT],
      eth_accounts: [ACCOUNT],
      eth_chainId: '0x7a69',
    });
    const hostWallets = { evm: { name: 'Shop wallet', provider } };
    const store = createWalletStateStore();
    // A new `tick` renders the stack again, as its parent's renders do.
    const tree = (tick: number) => (
      <HostWalletsContext.Provider value={hostWallets}>
        <EvmWalletStack store={store} chains={chains} storageKey="test:wagmi" />
        <span data-tick={tick} />
      </HostWalletsContext.Provider>
    );
    const view = render(tree(0));
    await waitFor(() => expect(store.getState().evm.wallets).not.toEqual([]));
    const shop = store.getState().evm.wallets.find((w) => w.name === 'Shop wallet');
    await act(() => store.drivers.evm?.connect(shop?.id ?? ''));
    await waitFor(() => expect(store.getState().evm).toMatchObject({ status: 'connected' }));
    const asked = provider.request.mock.calls.length;

    for (let tick = 1; tick <= 3; tick++) {
      view.rerender(tree(tick));
      await act(() => new Promise((r) => setTimeout(r, 20)));
    }

    expect(provider.request.mock.calls.slice(asked)).toEqual([]);
    expect(store.getState().evm).toMatchObject({ status: 'connected', address: ACCOUNT });
    expect(errors.mock.calls.map((call) => String(call[0]))).not.toContainEqual(
      expect.stringMatching(/Cannot update a component/),
    );
  });
});
