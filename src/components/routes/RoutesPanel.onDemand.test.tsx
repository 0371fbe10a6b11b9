import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadAddressFormats } from '../../lib/loadAddressFormats';
import { BASE_USDC, ETH, fakeRoutingClient, renderInWidget } from '../../test/renderWidget';
import { route } from '../../test/routeFixtures';
import { RoutesPanel } from './RoutesPanel';

// The route list's code, as a page gets it: a chunk that may fail to arrive.
const chunk = vi.hoisted(() => ({ arrives: false }));
vi.mock('./RoutesQuotes', async (importOriginal) => {
  if (!chunk.arrives) throw new TypeError('Failed to fetch dynamically imported module');
  return importOriginal();
});

beforeAll(() => loadAddressFormats());
beforeEach(() => {
  // React reports the error its boundary caught; the test reads what the person sees.
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{}', { status: 404 })),
  );
});

describe('RoutesPanel, its list loaded on demand', () => {
  it('says when the routes cannot be shown, and shows them once Try again loads the list', async () => {
    const dex = route({ routeId: 'dex', to: BASE_USDC, expiresAt: Date.now() + 60_000 });
    renderInWidget(<RoutesPanel />, {
      client: { ...fakeRoutingClient(), getQuotes: async () => ({ quotes: [dex] }) },
      config: {
        defaults: {
          fromChain: ETH.chainId,
          fromToken: ETH.address,
          toChain: BASE_USDC.chainId,
          toToken: BASE_USDC.address,
          amount: '1',
        },
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('The routes could not be shown.');
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();

    chunk.arrives = true;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('radio', { name: /^Sandbox DEX/ })).toBeChecked();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
