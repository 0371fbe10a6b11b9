import { act, render, waitFor } from '@testing-library/react';
import { defineChain } from 'viem';
import { describe, expect, it } from 'vitest';
import { createConfig, http, mock, WagmiProvider } from 'wagmi';
import { createWalletStateStore, type NetworkWalletState } from '../walletState';
import { EvmWalletBridge } from './EvmWalletBridge';

const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const chain = defineChain({
  id: 31337,
  name: 'Sandbox Ethereum',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
});

function setup() {
  const config = createConfig({
    chains: [chain],
    connectors: [mock({ accounts: [ACCOUNT], features: { reconnect: true } })],
    transports: { [chain.id]: http() },
    storage: null,
  });
  const store = createWalletStateStore();
  const seen: NetworkWalletState['status'][] = [];
  store.subscribe((s, prev) => {
    if (s.evm.status !== prev.evm.status) seen.push(s.evm.status);
  });
  // `tick` changes on each rerender, as the stack's props do when its parent renders again.
  const tree = (tick: number) => (
    <WagmiProvider config={config} reconnectOnMount key="wagmi">
      <EvmWalletBridge store={store} />
      <span data-tick={tick} />
    </WagmiProvider>
  );
  const view = render(tree(0));
  return { store, seen, rerender: (tick: number) => view.rerender(tree(tick)) };
}

describe('EvmWalletBridge', () => {
  it('keeps a connected wallet connected while wagmi reconnects it on a re-render', async () => {
    const { store, seen, rerender } = setup();
    await waitFor(() => expect(store.drivers.evm).toBeDefined());
    await act(() => store.drivers.evm?.connect('mock'));
    await waitFor(() => expect(store.getState().evm.status).toBe('connected'));
    seen.length = 0;

    // wagmi's provider calls `reconnect` on every render: the status goes to 'reconnecting'.
    for (let tick = 1; tick <= 3; tick++) {
      rerender(tick);
      await act(() => new Promise((r) => setTimeout(r, 20)));
    }

    expect(seen).toEqual([]);
    expect(store.getState().evm).toMatchObject({ status: 'connected', address: ACCOUNT });
  });

  it('says connecting, then connected, while the first connection is made', async () => {
    const { store, seen } = setup();
    await waitFor(() => expect(store.drivers.evm).toBeDefined());
    await act(() => store.drivers.evm?.connect('mock'));
    await waitFor(() => expect(store.getState().evm.status).toBe('connected'));
    expect(seen).toContain('connecting');
    expect(seen.at(-1)).toBe('connected');
  });
});
