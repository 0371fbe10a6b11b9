import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { BASE, ETHEREUM, fakeRoutingClient, renderInWidget } from '../../test/renderWidget';
import { T, USER, USER_KEY } from '../../test/tronPayloads';
import { AccountButton } from './AccountButton';

// anvil's first key on Tron, as the sandbox's `/__sandbox/accounts` lists its Tron accounts.
const TRON_DEV = { address: T(USER), privateKey: USER_KEY.slice(2) };
const shortTron = `${TRON_DEV.address.slice(0, 4)}…${TRON_DEV.address.slice(-4)}`;
const tronChain = (chainId: string) => ({
  ...ETHEREUM,
  chainId,
  name: 'Sandbox Tron',
  networkType: 'tron' as const,
  symbol: 'TRX',
  rpcUrls: ['http://127.0.0.1:8090'],
});

function renderMenu(tronChainId: string) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (String(url).endsWith('/__sandbox/health')) return Response.json({ ok: true });
      if (String(url).endsWith('/__sandbox/accounts')) {
        return Response.json({ evm: [], solana: [], tron: [TRON_DEV] });
      }
      return new Response('{}', { status: 404 });
    }),
  );
  const chains = [ETHEREUM, BASE, tronChain(tronChainId)];
  // A Tron chain chosen: the reason the widget loads the Tron stack and shows its section.
  return renderInWidget(<AccountButton />, {
    client: fakeRoutingClient({ chains }),
    config: { defaults: { fromChain: tronChainId } },
  });
}

async function openTronSection() {
  await userEvent.click(screen.getByRole('button', { name: 'Wallets' }));
  return within(await screen.findByRole('region', { name: 'Tron wallet' }));
}

beforeAll(() => import('./WalletMenuDialog'));
afterEach(() => vi.unstubAllGlobals());

describe('WalletProviders: the Tron stack, imported once a Tron chain is chosen', () => {
  it('offers and connects the sandbox Tron dev wallet on the sandbox ledger', async () => {
    renderMenu('31339');
    const tron = await openTronSection();
    await userEvent.click(
      await tron.findByRole('button', { name: /Sandbox dev wallet \(test funds\)/ }),
    );
    // Connected: the section shows the address, and so does the menu's trigger.
    expect(await tron.findByText(shortTron)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Account: Tron ${shortTron}` })).toBeInTheDocument();
  });

  it('never offers the development key on Tron mainnet', async () => {
    renderMenu('728126428');
    const tron = await openTronSection();
    expect(await tron.findByText(/No Tron wallet found/)).toBeInTheDocument();
    expect(tron.queryByRole('button', { name: /Sandbox dev wallet/ })).not.toBeInTheDocument();
  });

  it('is not shown, and the Tron stack not loaded, while no Tron chain is chosen', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 404 })),
    );
    renderInWidget(<AccountButton />, {
      client: fakeRoutingClient({ chains: [ETHEREUM, BASE, tronChain('31339')] }),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Wallets' }));
    await screen.findByRole('region', { name: 'EVM wallet' });
    expect(screen.queryByRole('region', { name: 'Tron wallet' })).not.toBeInTheDocument();
  });
});
