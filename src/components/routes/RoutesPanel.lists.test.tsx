import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { RoutingClient } from '../../api/client';
import { HttpError, InvalidResponseError } from '../../api/errors';
import { BASE_USDC, fakeRoutingClient, renderInWidget, USDC } from '../../test/renderWidget';
import { route } from '../../test/routeFixtures';
import { TokenPicker } from '../pickers/TokenPicker';
import { RoutesPanel } from './RoutesPanel';

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
      screen.getByRole('button', { name: 'Select source token (USDC on Sandbox Ethereum)' }),
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

  it('shows a loading state for deep-linked tokens while the lists load', async () => {
    const getTokens = vi.fn(() => new Promise<never>(() => {}));
    setup({ getTokens });
    expect(await screen.findByText('Loading…')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading routes' })).toBeInTheDocument();
    expect(screen.queryByText('Unknown token')).not.toBeInTheDocument();
  });
});
