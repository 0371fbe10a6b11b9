import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { BASE, ETHEREUM, fakeRoutingClient, renderInWidget } from '../../test/renderWidget';
import { AccountButton } from './AccountButton';

// anvil's first standard account (public test key), as the sandbox hands it out.
const DEV = {
  address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  privateKey: '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
};
const SHORT_DEV = '0xf39F…2266';
const CHAINS = [{ ...ETHEREUM, rpcUrls: ['http://127.0.0.1:8545'] }, BASE];

/** The sandbox's development endpoints; `accountsGate` holds the dev keys back until resolved. */
function stubSandbox(accountsGate: Promise<void> = Promise.resolve()) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (String(url).endsWith('/__sandbox/health')) return Response.json({ ok: true });
      if (String(url).endsWith('/__sandbox/accounts')) {
        await accountsGate;
        return Response.json({ evm: [DEV], solana: [] });
      }
      return new Response('{}', { status: 404 });
    }),
  );
}

function renderMenu() {
  return renderInWidget(<AccountButton />, { client: fakeRoutingClient({ chains: CHAINS }) });
}

async function openEvmSection() {
  await userEvent.click(screen.getByRole('button', { name: 'Wallets' }));
  return within(await screen.findByRole('region', { name: 'EVM wallet' }));
}

// The menu's chunk, loaded once ahead as a browser would have it cached: each test then times
// the menu only.
beforeAll(() => import('./WalletMenuDialog'));
beforeEach(() => {
  // wagmi remembers the last wallet in localStorage; each test starts from a first visit.
  window.localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('WalletProviders (EVM stack imported on demand)', () => {
  it('connects the sandbox dev wallet, and reconnects it after a reload', async () => {
    stubSandbox();
    const first = renderMenu();
    const evm = await openEvmSection();
    await userEvent.click(
      await evm.findByRole('button', { name: /Sandbox dev wallet \(test funds\)/ }),
    );
    // The menu closes once connected; the trigger shows the address.
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Wallets' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('button', { name: `Account: EVM ${SHORT_DEV}` })).toBeInTheDocument();
    first.unmount();

    renderMenu();
    expect(
      await screen.findByRole('button', { name: `Account: EVM ${SHORT_DEV}` }),
    ).toBeInTheDocument();
  });

  it('says it is looking for wallets until the stack reports, never "none found"', async () => {
    let release = () => {};
    stubSandbox(new Promise<void>((r) => (release = r)));
    renderMenu();
    const evm = await openEvmSection();
    expect(evm.getByText('Looking for EVM wallets…')).toBeInTheDocument();
    expect(evm.queryByText(/No EVM wallet found/)).not.toBeInTheDocument();

    release();
    expect(await evm.findByRole('button', { name: /Sandbox dev wallet/ })).toBeEnabled();
    expect(evm.queryByText('Looking for EVM wallets…')).not.toBeInTheDocument();
  });

  it('says no wallet was found once the stack has reported none', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 404 })),
    );
    renderMenu();
    const evm = await openEvmSection();
    expect(await evm.findByText(/No EVM wallet found/)).toBeInTheDocument();
  });
});
