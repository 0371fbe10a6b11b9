import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { WidgetConfig } from '../../config/widgetConfig';
import { BASE, ETHEREUM, fakeRoutingClient, renderInWidget } from '../../test/renderWidget';
import { AccountButton } from './AccountButton';

// Not the sandbox (every side request answers 404): WalletConnect only as the config says.
const CHAINS = [{ ...ETHEREUM, rpcUrls: ['http://127.0.0.1:8545'] }, BASE];

function renderMenu(config: Partial<WidgetConfig> = {}) {
  return renderInWidget(<AccountButton />, {
    client: fakeRoutingClient({ chains: CHAINS }),
    config,
  });
}

async function openEvmSection() {
  await userEvent.click(screen.getByRole('button', { name: 'Wallets' }));
  return within(await screen.findByRole('region', { name: 'EVM wallet' }));
}

beforeAll(() => import('./WalletMenuDialog'));
beforeEach(() => window.localStorage.clear());

describe('WalletProviders: WalletConnect in the Wallets dialog', () => {
  it('offers a "WalletConnect" button with the component\'s walletConnect project id and relay', async () => {
    renderMenu({ walletConnect: { projectId: 'ours', relayUrl: 'wss://relay.ours.example' } });
    const evm = await openEvmSection();
    expect(await evm.findByRole('button', { name: 'WalletConnect' })).toBeEnabled();
  });

  it('offers none without a project id', async () => {
    renderMenu();
    const evm = await openEvmSection();
    // The stack has reported its wallets: none, and no WalletConnect among them.
    expect(await evm.findByText(/No EVM wallet found/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /WalletConnect/ })).not.toBeInTheDocument();
  });
});
