import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { InvalidResponseError, NetworkError, RateLimitError } from '../../api/errors';
import type { QuoteRequest, QuotesResult, Route } from '../../api/types';
import { isPlaceholderAddress, PLACEHOLDER_ADDRESSES } from '../../lib/addresses';
import { loadAddressFormats } from '../../lib/loadAddressFormats';
import { BASE_USDC, ETH, fakeRoutingClient, renderInWidget } from '../../test/renderWidget';
import { route } from '../../test/routeFixtures';
import {
  createWalletStateStore,
  WalletStateContext,
  type WalletStateStore,
} from '../../wallets/walletState';
import { RoutesPanel } from './RoutesPanel';
import { QUOTE_DEBOUNCE_MS } from './useRouteQuotes';

const WALLET = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

function quotes(...routes: Route[]): QuotesResult {
  return { quotes: routes };
}
const now = () => Date.now();
const dex = (output = 2_990_000_000n, expiresIn = 60_000) =>
  route({
    routeId: `dex-${output}`,
    to: BASE_USDC,
    outputAmount: output,
    minOutputAmount: (output * 995n) / 1000n,
    createdAt: now(),
    expiresAt: now() + expiresIn,
    tags: ['BEST_OUTPUT'],
  });

type GetQuotes = (req: QuoteRequest, opts?: { signal?: AbortSignal }) => Promise<QuotesResult>;

function setup(getQuotes: GetQuotes, opts: { wallet?: WalletStateStore; amount?: string } = {}) {
  const spy = vi.fn(getQuotes);
  const client = { ...fakeRoutingClient(), getQuotes: spy };
  const wrap = (ui: ReactElement) =>
    opts.wallet ? (
      <WalletStateContext.Provider value={opts.wallet}>{ui}</WalletStateContext.Provider>
    ) : (
      ui
    );
  const r = renderInWidget(wrap(<RoutesPanel />), {
    client,
    config: {
      defaults: {
        fromChain: ETH.chainId,
        fromToken: ETH.address,
        toChain: BASE_USDC.chainId,
        toToken: BASE_USDC.address,
        amount: opts.amount ?? '1',
      },
    },
  });
  return { ...r, client, getQuotes: spy };
}

/** Lets `ms` of the test's (fake) clock pass, running timers, promises and React updates. */
async function settle(ms = 50) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

function connectedEvm(address = WALLET): WalletStateStore {
  const store = createWalletStateStore();
  store.setState({ evm: { status: 'connected', address, wallets: [] } });
  return store;
}

// As on the pages, whose first act loads them for a deep link (`pageStart`).
beforeAll(() => loadAddressFormats());

beforeEach(() => {
  // No sandbox probe or RPC in component tests.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{}', { status: 404 })),
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('RoutesPanel', () => {
  it('quotes with the placeholder address before any wallet is connected', async () => {
    const { getQuotes } = setup(async () => quotes(dex()));
    expect(await screen.findByRole('radio', { name: /^Sandbox DEX, 2,990 USDC/ })).toBeChecked();
    const req = getQuotes.mock.calls[0]?.[0];
    expect(req?.userWalletAddress).toBe(PLACEHOLDER_ADDRESSES.evm);
    // A deep link is quoted before the token lists answer: the amount as typed.
    expect(req?.amount).toEqual({ inputAmountDisplay: '1' });
    expect(req?.slippageBps).toBe(50);
    // A placeholder never reaches the recipient.
    expect(isPlaceholderAddress(req?.recipient ?? '')).toBe(false);
  });

  it('quotes with the connected wallet of the source network type', async () => {
    const { getQuotes } = setup(async () => quotes(dex()), { wallet: connectedEvm() });
    await screen.findByRole('radiogroup', { name: 'Routes' });
    expect(getQuotes.mock.calls.map((c) => c[0].userWalletAddress)).toEqual([WALLET]);
  });

  it('shows a skeleton while the first routes load', async () => {
    setup(() => new Promise(() => {}));
    expect(await screen.findByRole('status', { name: 'Loading routes' })).toBeInTheDocument();
  });

  it('debounces typing into one request and keeps the previous routes until new ones arrive', async () => {
    let release: (r: QuotesResult) => void = () => {};
    const { getQuotes, getStore } = setup(async (req) => {
      if ('inputAmountDisplay' in req.amount) return quotes(dex());
      return new Promise<QuotesResult>((resolve) => {
        release = resolve;
      });
    });
    await screen.findByRole('radio', { name: /2,990 USDC/ });
    // Keys typed 50 ms apart, on a clock the test moves: only the settled amount is requested.
    vi.useFakeTimers();
    for (const t of ['2', '25', '250']) {
      act(() => getStore().getState().actions.setAmountText(t));
      await act(() => vi.advanceTimersByTimeAsync(50));
    }
    expect(getQuotes).toHaveBeenCalledTimes(1);
    // Old routes stay (marked busy) while the new request runs.
    expect(screen.getByRole('radio', { name: /2,990 USDC/ })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(QUOTE_DEBOUNCE_MS));
    expect(getQuotes).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('radiogroup', { name: 'Routes' })).toHaveAttribute('aria-busy', 'true');
    await act(() => vi.advanceTimersByTimeAsync(QUOTE_DEBOUNCE_MS * 3));
    expect(getQuotes).toHaveBeenCalledTimes(2);
    expect(getQuotes.mock.calls[1]?.[0].amount).toEqual({ inputAmount: 250n * 10n ** 18n });
    vi.useRealTimers();
    act(() => release(quotes(dex(5_980_000_000n))));
    expect(await screen.findByRole('radio', { name: /5,980 USDC/ })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: /2,990 USDC/ })).not.toBeInTheDocument();
  });

  it('asks for a deep link at once, without waiting for a pause in typing', async () => {
    vi.useFakeTimers();
    const { getQuotes } = setup(async () => quotes(dex()));
    // Well under the typing debounce: the lists and the quote answer on the next ticks.
    await act(() => vi.advanceTimersByTimeAsync(QUOTE_DEBOUNCE_MS / 10));
    expect(getQuotes).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
    expect(await screen.findByRole('radio', { name: /2,990 USDC/ })).toBeInTheDocument();
  });

  it('sends no request for an empty, zero or invalid amount', async () => {
    for (const amount of ['0', 'abc', '']) {
      const { getQuotes, client, unmount } = setup(async () => quotes(dex()), { amount });
      // The lists answered, and the typing debounce has long passed.
      await waitFor(() =>
        expect(client.calls).toEqual(
          expect.arrayContaining(['chains', 'tokens:31337', 'tokens:31338']),
        ),
      );
      vi.useFakeTimers();
      await act(() => vi.advanceTimersByTimeAsync(QUOTE_DEBOUNCE_MS * 3));
      vi.useRealTimers();
      expect(getQuotes).not.toHaveBeenCalled();
      expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
      unmount();
    }
  });

  it('says when there is no route', async () => {
    setup(async () => quotes());
    expect(
      await screen.findByText(
        'No route found for this pair and amount. Try another amount or token.',
      ),
    ).toBeInTheDocument();
  });

  it('explains an unreachable API and recovers through Retry', async () => {
    let fail = true;
    const { getQuotes } = setup(async () => {
      if (fail) throw new NetworkError();
      return quotes(dex());
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not reach the routing service. Check your connection.');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('radio', { name: /2,990 USDC/ })).toBeInTheDocument();
    expect(getQuotes).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('explains an unreadable answer', async () => {
    setup(async () => {
      throw new InvalidResponseError('quotes[0].fee', 'expected array');
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The routing service sent an unexpected answer.',
    );
  });

  it('counts down the wait after a 429', async () => {
    vi.useFakeTimers();
    setup(async () => {
      throw new RateLimitError(3000);
    });
    await settle();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(/The routing service is busy\. Try again in 3 s\./);
    expect(within(alert).queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    await settle(1000);
    expect(alert).toHaveTextContent(/Try again in 2 s/);
  });

  it('shows when the routes will be refreshed, before they expire', async () => {
    setup(async () => quotes(dex(2_990_000_000n, 30_000)));
    // Expires in 30 s, refreshed 5 s before.
    expect(await screen.findByText(/Routes refresh in 2[45] s/)).toBeInTheDocument();
  });

  it('sorts by the chosen key', async () => {
    const fast = route({
      ...dex(2_900_000_000n),
      routeId: 'fast',
      provider: 'bridge',
      providerDetails: { name: 'Fast Bridge', logoUrl: '' },
      estimatedTimeInSeconds: 5,
    });
    setup(async () => quotes(dex(), fast));
    // The list and its order sit behind "1 more route".
    await userEvent.click(await screen.findByRole('button', { name: '1 more route' }));
    await screen.findByRole('radio', { name: /Fast Bridge/ });
    const names = () =>
      screen.getAllByRole('radio').map((r) => r.getAttribute('aria-label')?.split(',')[0]);
    expect(names()).toEqual(['Sandbox DEX', 'Fast Bridge']);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'speed');
    expect(names()).toEqual(['Fast Bridge', 'Sandbox DEX']);
  });

  it('asks again at once when the tab comes back with routes about to expire', async () => {
    // The test's clock moves only when told, so the 2 s refresh interval cannot be what asks.
    vi.useFakeTimers();
    const visibility = vi.spyOn(document, 'visibilityState', 'get');
    const { getQuotes } = setup(async () => quotes(dex(2_990_000_000n, 4_000)));
    await settle();
    expect(screen.getByRole('radio', { name: /2,990 USDC/ })).toBeInTheDocument();
    expect(getQuotes).toHaveBeenCalledTimes(1);
    visibility.mockReturnValue('hidden');
    act(() => document.dispatchEvent(new Event('visibilitychange')));
    visibility.mockReturnValue('visible');
    act(() => document.dispatchEvent(new Event('visibilitychange')));
    await settle(10);
    expect(getQuotes).toHaveBeenCalledTimes(2);
  });

  it('keeps keyboard focus and the chosen provider across a refresh with new route ids', async () => {
    const user = userEvent.setup();
    let round = 0;
    const { queryClient, getStore } = setup(async () => {
      round += 1;
      const best = { ...dex(), routeId: `dex-${round}` };
      const fast = route({
        ...dex(2_900_000_000n),
        routeId: `fast-${round}`,
        provider: 'bridge',
        providerDetails: { name: 'Fast Bridge', logoUrl: '' },
        tags: [],
      });
      return quotes(best, fast);
    });
    await user.click(await screen.findByRole('button', { name: '1 more route' }));
    await screen.findByRole('radio', { name: /Fast Bridge/ });
    act(() => screen.getByRole('radio', { name: /Sandbox DEX/ }).focus());
    await user.keyboard('{ArrowDown}');
    const chosen = screen.getByRole('radio', { name: /Fast Bridge/ });
    expect(chosen).toBeChecked();
    expect(chosen).toHaveFocus();
    await act(() => queryClient.refetchQueries({ type: 'active' }));
    expect(round).toBe(2);
    const after = screen.getByRole('radio', { name: /Fast Bridge/ });
    expect(after).toBe(chosen);
    expect(after).toHaveFocus();
    expect(after).toBeChecked();
    await waitFor(() => expect(getStore().getState().selectedRouteId).toBe('fast-2'));
    expect(getStore().getState().selectedRoute?.provider).toBe('bridge');
  });

  it('says when a provider filter may be why there is no route, and clears it', async () => {
    // The only route is sandbox-dex's: excluding it leaves none.
    const { getStore, getQuotes } = setup(async (req) =>
      req.exclude?.includes('sandbox-dex') ? quotes() : quotes(dex()),
    );
    await screen.findByRole('radio', { name: /2,990 USDC/ });
    act(() =>
      getStore()
        .getState()
        .actions.updateSettings({ excludeProviders: ['sandbox-dex'] }),
    );
    const status = await screen.findByText(/with your provider filter \(excluding sandbox-dex\)/);
    expect(getQuotes.mock.lastCall?.[0].exclude).toEqual(['sandbox-dex']);
    await userEvent.click(screen.getByRole('button', { name: 'Clear provider filters' }));
    expect(getStore().getState().settings.excludeProviders).toEqual([]);
    expect(getStore().getState().settings.includeProviders).toEqual([]);
    // The unfiltered routes again (asked for anew, or still fresh from before the filter).
    expect(await screen.findByRole('radio', { name: /2,990 USDC/ })).toBeInTheDocument();
    expect(status).not.toBeInTheDocument();
  });
});
