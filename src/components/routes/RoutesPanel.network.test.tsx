import { onlineManager } from '@tanstack/react-query';
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { NetworkError } from '../../api/errors';
import type { QuoteRequest, QuotesResult } from '../../api/types';
import { loadAddressFormats } from '../../lib/loadAddressFormats';
import { BASE_USDC, ETH, fakeRoutingClient, renderInWidget } from '../../test/renderWidget';
import { route } from '../../test/routeFixtures';
import { ReceiveAmount } from '../amount/ReceiveAmount';
import { RoutesPanel } from './RoutesPanel';

// Network trouble after a first quote: the routes say they are out of date and why, and an old
// quote never stands beside a new amount (in the list or as "You receive").

/** 2,990 USDC for each ETH asked (a deep link's first quote asks for "1" as typed). */
function quoteFor(req: QuoteRequest): QuotesResult {
  const eth = 'inputAmount' in req.amount ? req.amount.inputAmount / 10n ** 18n : 1n;
  const output = eth * 2_990_000_000n;
  return {
    quotes: [
      route({
        routeId: `dex-${output}`,
        to: BASE_USDC,
        outputAmount: output,
        minOutputAmount: (output * 995n) / 1000n,
        createdAt: Date.now(),
        expiresAt: Date.now() + 60_000,
      }),
    ],
  };
}

function setup(getQuotes: (req: QuoteRequest) => Promise<QuotesResult>) {
  const client = { ...fakeRoutingClient(), getQuotes: vi.fn(getQuotes) };
  return renderInWidget(
    <>
      <ReceiveAmount />
      <RoutesPanel />
    </>,
    {
      client,
      config: {
        defaults: {
          fromChain: ETH.chainId,
          fromToken: ETH.address,
          toChain: BASE_USDC.chainId,
          toToken: BASE_USDC.address,
          amount: '1',
        },
      },
    },
  );
}

const received = () => screen.getByRole('status', { name: 'You receive' });

beforeAll(() => loadAddressFormats());
beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{}', { status: 404 })),
  );
});
afterEach(() => {
  act(() => onlineManager.setOnline(true));
  vi.unstubAllGlobals();
});

describe('RoutesPanel with network trouble', () => {
  it('offline, a new amount shows neither the old routes nor their output, and says why', async () => {
    const { getStore } = setup(async (req) => quoteFor(req));
    await screen.findByRole('radio', { name: /^Sandbox DEX, 2,990 USDC/ });
    expect(received()).toHaveTextContent('2,990');
    act(() => onlineManager.setOnline(false));
    act(() => getStore().getState().actions.setAmountText('10'));
    expect(
      await screen.findByText('You are offline. Routes load once you are back online.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(received()).toHaveTextContent(/^0$/);
    expect(screen.queryByText(/Routes refresh in/)).not.toBeInTheDocument();
    // Back online, the waiting request goes out and its routes come.
    act(() => onlineManager.setOnline(true));
    expect(await screen.findByRole('radio', { name: /^Sandbox DEX, 29,900 USDC/ })).toBeChecked();
    expect(received()).toHaveTextContent('29,900');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('offline, the routes of this very amount stay, said to be out of date, with no countdown', async () => {
    const { queryClient } = setup(async (req) => quoteFor(req));
    await screen.findByText(/Routes refresh in \d+ s/);
    act(() => onlineManager.setOnline(false));
    await act(() => queryClient.refetchQueries({ type: 'active' }, { cancelRefetch: false }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'These routes may be out of date: you are offline. They refresh once you are back online.',
    );
    expect(screen.getByRole('radio', { name: /^Sandbox DEX, 2,990 USDC/ })).toBeInTheDocument();
    expect(screen.queryByText(/Routes refresh in/)).not.toBeInTheDocument();
  });

  it('a failed refresh says the routes may be out of date and why', async () => {
    let fail = false;
    const { queryClient } = setup(async (req) => {
      if (fail) throw new NetworkError();
      return quoteFor(req);
    });
    await screen.findByRole('radio', { name: /^Sandbox DEX, 2,990 USDC/ });
    fail = true;
    await act(() => queryClient.refetchQueries({ type: 'active' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'These routes may be out of date: they could not be refreshed.',
    );
    expect(alert).toHaveTextContent('Could not reach the routing service.');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeEnabled();
  });

  it('a new amount whose quote fails never shows the old output as what is received', async () => {
    const { getStore } = setup(async (req) => {
      if ('inputAmount' in req.amount) throw new NetworkError();
      return quoteFor(req);
    });
    await screen.findByRole('radio', { name: /^Sandbox DEX, 2,990 USDC/ });
    expect(received()).toHaveTextContent('2,990');
    act(() => getStore().getState().actions.setAmountText('10'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not reach the routing service.',
    );
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(received()).toHaveTextContent(/^0$/);
  });
});

describe('RoutesPanel while a new choice is quoted', () => {
  it("keeps the person's pick made on the earlier routes once the new routes come", async () => {
    const twoRoutes = (req: QuoteRequest, tag: string): QuotesResult => {
      const [dex] = quoteFor(req).quotes;
      if (!dex) throw new Error('no route');
      const other = { ...dex, routeId: `other-${tag}`, provider: 'Other DEX' };
      return {
        quotes: [
          { ...dex, routeId: `dex-${tag}` },
          { ...other, outputAmount: dex.outputAmount - 1n },
        ],
      };
    };
    let release: (() => void) | undefined;
    let calls = 0;
    let first: QuotesResult | undefined;
    const { getStore } = setup(async (req) => {
      calls += 1;
      if (calls === 1) {
        first = twoRoutes(req, 'first');
        return first;
      }
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return twoRoutes(req, 'second');
    });
    await screen.findByRole('radio', { name: /^Sandbox DEX, 2,990 USDC/ });
    act(() => getStore().getState().actions.setAmountText('2'));
    await vi.waitFor(() => expect(release).toBeDefined());
    // The earlier routes, still on screen while the new amount is quoted: the person picks one.
    const picked = first?.quotes[1];
    if (!picked) throw new Error('no earlier route');
    act(() => getStore().getState().actions.selectRoute(picked.routeId, picked));
    act(() => release?.());
    await vi.waitFor(() => expect(getStore().getState().selectedRouteId).toBe('other-second'));
    expect(getStore().getState().selectedRoute?.provider).toBe('Other DEX');
  });
});
