import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defineChain } from 'viem';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Config, createConfig, http, mock, WagmiProvider } from 'wagmi';
import { connect, disconnect, getConnection } from 'wagmi/actions';
import type { EvmSigner } from '../../execution/signers';
import { WidgetProviders } from '../../startup/WidgetProviders';
import { BASE, ETHEREUM, fakeRoutingClient, memoryStorage } from '../../test/renderWidget';
import { useWalletStateStore, type WalletStateStore } from '../../wallets/walletState';
import { AccountButton } from './AccountButton';

// anvil's third standard account: not the sandbox dev wallet the widget would offer itself.
const HOST_ACCOUNT = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
const SHORT_HOST = '0x3C44…93BC';
const CHAINS = [{ ...ETHEREUM, rpcUrls: ['http://127.0.0.1:8545'] }, BASE];
const viemChain = (id: number, name: string) =>
  defineChain({
    id,
    name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
  });

/** The host app's own wagmi config: its chains, its one connector (no browser wallet). */
function hostWagmiConfig(): Config {
  const chains = [viemChain(31337, 'Sandbox Ethereum'), viemChain(31338, 'Sandbox Base')] as const;
  return createConfig({
    chains,
    connectors: [mock({ accounts: [HOST_ACCOUNT], features: { reconnect: true } })],
    transports: { 31337: http(), 31338: http() },
    storage: null,
  });
}

/** A host query of its own, to see that the widget's queries never land in the host's cache. */
function HostQuery() {
  useQuery({ queryKey: ['host', 'profile'], queryFn: async () => 'host data' });
  return null;
}

function CaptureWallets({ onStore }: { onStore(store: WalletStateStore): void }) {
  onStore(useWalletStateStore());
  return null;
}

/** The widget inside a host app that has its own QueryClientProvider and WagmiProvider. */
function renderInHost(hostConfig: Config) {
  const hostQueries = new QueryClient();
  let wallets: WalletStateStore | undefined;
  const client = fakeRoutingClient({ chains: CHAINS });
  render(
    <WagmiProvider config={hostConfig}>
      <QueryClientProvider client={hostQueries}>
        <HostQuery />
        <WidgetProviders
          config={{ apiUrl: client.baseUrl, instanceId: 'host-test' }}
          client={client}
          storage={memoryStorage()}
        >
          <CaptureWallets
            onStore={(s) => {
              wallets = s;
            }}
          />
          <AccountButton />
        </WidgetProviders>
      </QueryClientProvider>
    </WagmiProvider>,
  );
  const evmSigner = () => wallets?.drivers.evm?.executionSigner?.() as EvmSigner | undefined;
  return { hostQueries, evmSigner };
}

beforeEach(() => {
  window.localStorage.clear();
  // Side requests (the sandbox probe) find nothing: this API is not the sandbox.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{}', { status: 404 })),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('the widget inside a host app with its own WagmiProvider', () => {
  it("shows the host's connected wallet without a second connect, and signs with it", async () => {
    const hostConfig = hostWagmiConfig();
    const [hostConnector] = hostConfig.connectors;
    if (!hostConnector) throw new Error('no host connector');
    await connect(hostConfig, { connector: hostConnector });

    const { evmSigner } = renderInHost(hostConfig);

    expect(
      await screen.findByRole('button', { name: `Account: EVM ${SHORT_HOST}` }),
    ).toBeInTheDocument();
    const signer = evmSigner();
    expect(signer?.account()).toBe(HOST_ACCOUNT);
    // The execution's chain switch goes to the host's connection.
    await act(() => signer?.switchChain(31338));
    expect(getConnection(hostConfig).chainId).toBe(31338);
  });

  it("follows the host's connection and offers the host's connectors, not its own", async () => {
    const hostConfig = hostWagmiConfig();
    renderInHost(hostConfig);

    await userEvent.click(await screen.findByRole('button', { name: 'Wallets' }));
    const evm = within(await screen.findByRole('region', { name: 'EVM wallet' }));
    expect(await evm.findByRole('button', { name: /Mock Connector/ })).toBeEnabled();
    expect(evm.queryByRole('button', { name: /Browser wallet/ })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');

    // The host connects and disconnects through its own UI: the widget follows.
    const [hostConnector] = hostConfig.connectors;
    if (!hostConnector) throw new Error('no host connector');
    await act(() => connect(hostConfig, { connector: hostConnector }));
    expect(
      await screen.findByRole('button', { name: `Account: EVM ${SHORT_HOST}` }),
    ).toBeInTheDocument();
    await act(() => disconnect(hostConfig));
    expect(await screen.findByRole('button', { name: 'Wallets' })).toBeInTheDocument();
  });

  it("keeps its queries out of the host's QueryClient", async () => {
    const { hostQueries } = renderInHost(hostWagmiConfig());

    await screen.findByRole('button', { name: 'Wallets' });
    await waitFor(() => expect(hostQueries.getQueryData(['host', 'profile'])).toBe('host data'));
    const hostKeys = hostQueries
      .getQueryCache()
      .getAll()
      .map((q) => q.queryKey);
    expect(hostKeys).toEqual([['host', 'profile']]);
  });
});
