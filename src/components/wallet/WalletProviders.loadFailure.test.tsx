import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ETHEREUM, fakeRoutingClient, renderInWidget } from '../../test/renderWidget';
import { AccountButton } from './AccountButton';

// The EVM stack's chunk cannot be fetched (offline, a deploy removed it, ...). Its own file:
// `lazy` keeps the first outcome of the import for the whole module graph.
vi.mock('../../wallets/evm/EvmWalletStack', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

afterEach(() => vi.unstubAllGlobals());

describe('WalletProviders when the EVM stack cannot load', () => {
  it('says so in the EVM section and keeps the widget rendered', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 404 })),
    );
    renderInWidget(<AccountButton />, {
      client: fakeRoutingClient({ chains: [{ ...ETHEREUM, rpcUrls: ['http://rpc.test'] }] }),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Wallets' }));
    const evm = within(await screen.findByRole('region', { name: 'EVM wallet' }));
    expect(await evm.findByText('The EVM wallet support could not be loaded.')).toBeInTheDocument();
    expect(evm.queryByText('Looking for EVM wallets…')).not.toBeInTheDocument();
  });
});
