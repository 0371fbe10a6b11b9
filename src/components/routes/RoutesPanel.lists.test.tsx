import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { RoutingClient } from '../../api/client';
import { HttpError, InvalidResponseError } from '../../api/errors';
import type { QuoteRequest } from '../../api/types';
import { BASE_USDC, fakeRoutingClient, renderInWidget, USDC } from '../../test/renderWidget';
import { route } from '../../test/routeFixtures';
import { TokenPicker } from '../pickers/TokenPicker';
import { RoutesPanel } from './RoutesPanel';
import { QUOTE_DEBOUNCE_MS } from './useRouteQuotes';

// A deep link to listed tokens: USDC on 31337 -> USDC on 31338.
const deepLink = {
  defaults: {
    fromChain: USDC.chainId,
    fromToken: USDC.address,
    toChain: BASE_USDC.chainId,
    toToken: BASE_USDC.address,
    amount: '100',
  },
};

function setup(override: Partial<RoutingClient>) {
  const base = fakeRoutingClient();
  const client: RoutingClient = {
    ...base,
    getQuotes: async () => ({
      quotes: [route({ routeId: 'r', from: USDC, to: BASE_USDC, outputAmount: 99_000_000n })],
    }),
    ...override,
  };
  return renderInWidget(
    <>
      <TokenPicker side="from" />
      <RoutesPanel />
    </>,
    { client, config: deepLink },
  );
}

describe('RoutesPanel when the chain or token list fails', () => {
  it('says on the card that the token list failed, never calls a listed token unknown, and recovers through Retry', async () => {
    const base = fakeRoutingClient();
    let fail = true;
    setup({
      getTokens: async (params, opts) => {
        // Not a retryable error: the query's own retries would only slow the test down.
        if (fail) throw new InvalidResponseError('tokens', 'expected object');
        return base.getTokens(params, opts);
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'The token list could not be loaded, so the chosen token cannot be checked.',
    );
    expect(alert).toHaveTextContent('The routing service sent an unexpected answer.');
    expect(screen.queryByText('Unknown token')).not.toBeInTheDocument();
    expect(screen.queryByText(/not on the token list/i)).not.toBeInTheDocument();
    expect(screen.getByText('Not loaded')).toBeInTheDocument();

    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('radio', { name: /Sandbox DEX, 99 USDC/ })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'USDC Sandbox Ethereum, source token' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says on the card that the networks failed to load', async () => {
    setup({
      getChains: async () => {
        throw new HttpError(404);
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The list of networks could not be loaded.');
    expect(alert).toHaveTextContent('The routing service refused the request (HTTP 404).');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('shows a loading state for deep-linked tokens while the lists and the routes load', async () => {
    const getTokens = vi.fn(() => new Promise<never>(() => {}));
    setup({ getTokens, getQuotes: () => new Promise<never>(() => {}) });
    expect(await screen.findByText('Loading…')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading routes' })).toBeInTheDocument();
    expect(screen.queryByText('Unknown token')).not.toBeInTheDocument();
  });
});

describe('RoutesPanel for a deep link', () => {
  it('asks for routes in parallel with the lists, and not again once they confirm the choice', async () => {
    const base = fakeRoutingClient();
    let releaseLists: () => void = () => {};
    const listsAnswered = new Promise<void>((resolve) => {
      releaseLists = resolve;
    });
    const getQuotes = vi.fn(async (_req: QuoteRequest) => ({
      quotes: [route({ routeId: 'r', from: USDC, to: BASE_USDC, outputAmount: 99_000_000n })],
    }));
    setup({
      getChains: async (opts) => {
        await listsAnswered;
        return base.getChains(opts);
      },
      getTokens: async (params, opts) => {
        await listsAnswered;
        return base.getTokens(params, opts);
      },
      getQuotes,
    });
    // The route is on screen while the token is still being looked up.
    expect(await screen.findByRole('radio', { name: /Sandbox DEX, 99 USDC/ })).toBeInTheDocument();
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(getQuotes).toHaveBeenCalledTimes(1);
    expect(getQuotes.mock.calls[0]?.[0]).toMatchObject({
      fromChainId: USDC.chainId,
      fromAssetAddress: USDC.address,
      toChainId: BASE_USDC.chainId,
      toAssetAddress: BASE_USDC.address,
      amount: { inputAmountDisplay: '100' },
    });

    releaseLists();
    expect(
      await screen.findByRole('button', { name: 'USDC Sandbox Ethereum, source token' }),
    ).toBeInTheDocument();
    // Past the typing debounce, on a clock the test moves: the lists confirmed the same request.
    vi.useFakeTimers();
    await act(() => vi.advanceTimersByTimeAsync(QUOTE_DEBOUNCE_MS * 3));
    vi.useRealTimers();
    expect(getQuotes).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('radio', { name: /Sandbox DEX, 99 USDC/ })).toBeInTheDocument();
  });
});
