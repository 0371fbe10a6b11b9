import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { QuoteRequest } from '../../api/types';
import { BASE_USDC, ETH, fakeRoutingClient, renderInWidget, USDC } from '../../test/renderWidget';
import { route } from '../../test/routeFixtures';
import { SwapCard } from '../widget/SwapCard';

function setup(config = {}) {
  const getQuotes = vi.fn(async (_req: QuoteRequest) => ({
    quotes: [route({ routeId: 'r', from: ETH, to: USDC, outputAmount: 2_990_000_000n })],
  }));
  const client = { ...fakeRoutingClient(), getQuotes };
  const r = renderInWidget(<SwapCard />, { client, config });
  return { ...r, client, getQuotes };
}

describe('the starting pair', () => {
  it('starts a newcomer on the first chain’s native coin, so typing an amount shows routes', async () => {
    const { getQuotes } = setup();
    expect(
      await screen.findByRole('button', { name: 'ETH Sandbox Ethereum, source token' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'USDC Sandbox Ethereum, destination token' }),
    ).toBeInTheDocument();
    expect(getQuotes).not.toHaveBeenCalled();

    await userEvent.type(screen.getByRole('textbox', { name: 'You pay' }), '1');
    expect(await screen.findByRole('radio', { name: /^Sandbox DEX, 2,990 USDC/ })).toBeChecked();
    expect(getQuotes.mock.calls[0]?.[0]).toMatchObject({
      fromChainId: ETH.chainId,
      fromAssetAddress: ETH.address,
      toChainId: USDC.chainId,
      toAssetAddress: USDC.address,
      amount: { inputAmount: 10n ** 18n },
    });
  });

  it('never replaces a choice: a link’s tokens stay, even with only one side chosen', async () => {
    const { getStore } = setup({
      defaults: { toChain: BASE_USDC.chainId, toToken: BASE_USDC.address },
    });
    // The lists have answered (the chosen side is shown), so the start has been decided.
    expect(
      await screen.findByRole('button', {
        name: 'USDC Sandbox Base, destination token',
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Select token Any chain, source token' }),
    ).toBeInTheDocument();
    expect(getStore().getState().from).toEqual({ chainId: undefined, tokenAddress: undefined });
    expect(getStore().getState().to).toEqual({
      chainId: BASE_USDC.chainId,
      tokenAddress: BASE_USDC.address,
    });
  });

  it('is decided once: a choice made after it stays', async () => {
    const { getStore } = setup();
    await screen.findByRole('button', { name: 'ETH Sandbox Ethereum, source token' });
    act(() =>
      getStore()
        .getState()
        .actions.setFrom({ chainId: BASE_USDC.chainId, tokenAddress: BASE_USDC.address }),
    );
    expect(
      await screen.findByRole('button', { name: 'USDC Sandbox Base, source token' }),
    ).toBeInTheDocument();
    expect(getStore().getState().from).toEqual({
      chainId: BASE_USDC.chainId,
      tokenAddress: BASE_USDC.address,
    });
  });
});
