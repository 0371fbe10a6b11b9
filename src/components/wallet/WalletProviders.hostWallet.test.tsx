import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WidgetProviders } from '../../startup/WidgetProviders';
import { fakeEthereum } from '../../test/fakeHostWallet';
import { freshPageWithoutSandbox } from '../../test/freshPage';
import { BASE, ETHEREUM, fakeRoutingClient, memoryStorage, SOLANA } from '../../test/renderWidget';
import { type HostWallets, HostWalletsContext } from '../../wallets/hostWallet';
import { AccountButton } from './AccountButton';

// anvil's second standard account: the host page's, not a wallet the widget finds itself.
const HOST_ACCOUNT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const HOST_SOLANA_KEY = 'So11111111111111111111111111111111111111112';
const CHAINS = [
  { ...ETHEREUM, rpcUrls: ['http://127.0.0.1:8545'] },
  BASE,
  { ...SOLANA, rpcUrls: ['http://127.0.0.1:8899'] },
];
// The wallet stacks are imported on demand: transformed on first use, on a loaded machine slowly.
// The Solana stack loads lazily (its module graph is the largest): on a busy machine that took over 8 s.
const STACK = { timeout: 30_000 };

function renderWithHostWallet(hostWallets: HostWallets | undefined, storage = memoryStorage()) {
  const client = fakeRoutingClient({ chains: CHAINS });
  return render(
    <HostWalletsContext.Provider value={hostWallets}>
      <WidgetProviders
        config={{ apiUrl: client.baseUrl, instanceId: 'host' }}
        client={client}
        storage={storage}
      >
        <AccountButton />
      </WidgetProviders>
    </HostWalletsContext.Provider>,
  );
}

beforeEach(freshPageWithoutSandbox);
afterEach(() => vi.unstubAllGlobals());

describe("the host page's wallet in the widget's wallet menu", () => {
  it('is offered by its name and connects through the host page', async () => {
    const provider = fakeEthereum({ eth_requestAccounts: [HOST_ACCOUNT], eth_chainId: '0x7a69' });
    renderWithHostWallet({ evm: { name: 'Shop wallet', provider } });
    await userEvent.click(screen.getByRole('button', { name: 'Wallets' }));
    const evm = within(await screen.findByRole('region', { name: 'EVM wallet' }));
    await userEvent.click(await evm.findByRole('button', { name: 'Shop wallet' }, STACK));
    await waitFor(
      () => expect(screen.queryByRole('dialog', { name: 'Wallets' })).not.toBeInTheDocument(),
      STACK,
    );
    expect(screen.getByRole('button', { name: 'Account: EVM 0x7099…79C8' })).toBeInTheDocument();
    expect(provider.request).toHaveBeenCalledWith({ method: 'eth_requestAccounts' });
  }, 60_000);

  it('is not offered without a host wallet', async () => {
    renderWithHostWallet(undefined);
    await userEvent.click(screen.getByRole('button', { name: 'Wallets' }));
    const evm = within(await screen.findByRole('region', { name: 'EVM wallet' }));
    expect(await evm.findByText(/No EVM wallet found/, {}, STACK)).toBeInTheDocument();
    expect(evm.queryByRole('button', { name: 'Shop wallet' })).not.toBeInTheDocument();
  }, 60_000);

  it("offers the host page's Solana wallet in the Solana section, and connects it", async () => {
    const transport = {
      connect: vi.fn(async () => HOST_SOLANA_KEY),
      disconnect: vi.fn(async () => {}),
      signTransaction: vi.fn(async () => ''),
    };
    renderWithHostWallet({ solana: { name: 'Shop SOL', transport } });
    await userEvent.click(screen.getByRole('button', { name: 'Wallets' }));
    const sol = within(await screen.findByRole('region', { name: 'Solana wallet' }));
    await userEvent.click(await sol.findByRole('button', { name: 'Shop SOL' }, STACK));
    await waitFor(() => expect(transport.connect).toHaveBeenCalledOnce(), STACK);
    expect(
      await screen.findByRole('button', { name: 'Account: Solana So11…1112' }, STACK),
    ).toBeInTheDocument();
  }, 60_000);

  it("takes the host page's Solana wallet back after a reload without a prompt (silent connect)", async () => {
    const transport = {
      connect: vi.fn(async (_options?: { silent?: boolean }) => HOST_SOLANA_KEY),
      disconnect: vi.fn(async () => {}),
      signTransaction: vi.fn(async () => ''),
    };
    const hostWallets = { solana: { name: 'Shop SOL', transport } };
    const storage = memoryStorage();
    const first = renderWithHostWallet(hostWallets, storage);
    await userEvent.click(screen.getByRole('button', { name: 'Wallets' }));
    const sol = within(await screen.findByRole('region', { name: 'Solana wallet' }));
    await userEvent.click(await sol.findByRole('button', { name: 'Shop SOL' }, STACK));
    await waitFor(() => expect(transport.connect).toHaveBeenCalledOnce(), STACK);
    first.unmount();

    // The page again (the Solana stack loads with the wallet menu): the remembered wallet is
    // asked only whether it is still connected.
    renderWithHostWallet(hostWallets, storage);
    await userEvent.click(screen.getByRole('button', { name: 'Wallets' }));
    expect(
      await screen.findByRole('button', { name: 'Account: Solana So11…1112' }, STACK),
    ).toBeInTheDocument();
    expect(transport.connect.mock.calls).toEqual([[{}], [{ silent: true }]]);
  }, 60_000);
});
