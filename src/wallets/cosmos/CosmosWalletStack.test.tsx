import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AccountButton } from '../../components/wallet/AccountButton';
import { COSMOS_HUB_CONFIG as CONFIG } from '../../test/cosmosHubConfig';
import { ETHEREUM, fakeRoutingClient, makeChain, renderInWidget } from '../../test/renderWidget';
import type { KeplrLike } from './keplrCosmosWallet';
import { sandboxDevCosmosWallet } from './sandboxDevCosmosWallet';

const HUB = makeChain({ chainId: 'cosmoshub-4', name: 'Cosmos Hub', networkType: 'cosmos' });

/** An injected Keplr-compatible wallet that knows every chain and holds one key. */
async function injectKeplr() {
  const key = await sandboxDevCosmosWallet('02'.repeat(32));
  const keplr: Partial<KeplrLike> = {
    enable: async () => {},
    getKey: async () => ({
      name: 'Alice',
      pubKey: key.pubkey,
      bech32Address: key.address,
      isNanoLedger: false,
    }),
  };
  vi.stubGlobal('keplr', keplr);
  return key.address;
}

afterEach(() => vi.unstubAllGlobals());

function renderWallets(fromChain?: string) {
  renderInWidget(<AccountButton />, {
    client: fakeRoutingClient({ chains: [ETHEREUM, HUB] }),
    config: { cosmosChains: { 'cosmoshub-4': CONFIG }, defaults: { fromChain } },
  });
}

describe('the Cosmos wallet section', () => {
  it('lists the injected Cosmos wallet for a chosen Cosmos chain and connects it', async () => {
    const address = await injectKeplr();
    renderWallets('cosmoshub-4');
    await userEvent.click(screen.getByRole('button', { name: 'Wallets' }));
    const cosmos = within(await screen.findByRole('region', { name: 'Cosmos wallet' }));

    await userEvent.click(await cosmos.findByRole('button', { name: 'Keplr' }));
    expect(await cosmos.findByText('Alice')).toBeInTheDocument();
    expect(cosmos.getByTitle(address)).toBeInTheDocument();
    // A public network's chain: no dev wallet is offered.
    expect(cosmos.queryByText(/Sandbox dev wallet/)).not.toBeInTheDocument();
  });

  it('says the site has not set up a Cosmos chain it has no config for, not that no wallet exists', async () => {
    await injectKeplr();
    renderInWidget(<AccountButton />, {
      client: fakeRoutingClient({ chains: [ETHEREUM, HUB] }),
      config: { defaults: { fromChain: 'cosmoshub-4' } },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Wallets' }));
    const cosmos = within(await screen.findByRole('region', { name: 'Cosmos wallet' }));
    expect(
      await cosmos.findByText(
        'This site has not set up signing on Cosmos Hub: no wallet can swap from it here.',
      ),
    ).toBeInTheDocument();
    expect(cosmos.queryByRole('button', { name: 'Keplr' })).not.toBeInTheDocument();
    expect(cosmos.queryByText(/No Cosmos wallet found/)).not.toBeInTheDocument();
  });

  it('is not shown, and the Cosmos stack not loaded, while no Cosmos chain is chosen', async () => {
    await injectKeplr();
    renderWallets();
    await userEvent.click(screen.getByRole('button', { name: 'Wallets' }));
    await screen.findByRole('region', { name: 'EVM wallet' });
    expect(screen.queryByRole('region', { name: 'Cosmos wallet' })).not.toBeInTheDocument();
  });
});
