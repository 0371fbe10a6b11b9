import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Asset } from '../../api/types';
import { ETH, renderInWidget } from '../../test/renderWidget';
import { AmountField } from './AmountField';

vi.mock('../../networks/useTokenBalances', () => ({
  useTokenBalance: (asset?: Asset) => ({
    balance: asset ? 10n ** 18n : undefined,
    isLoading: false,
  }),
}));

// The balance line's code is held back until the test lets it arrive.
const arrival = vi.hoisted(() => {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  return { arrived, arrive };
});
vi.mock('./balanceView', async (importOriginal) => {
  await arrival.arrived;
  return importOriginal();
});

describe('AmountField while its balance line loads', () => {
  it('says "Balance: …" for a known balance, then the balance and Max', async () => {
    renderInWidget(<AmountField />, {
      config: { defaults: { fromChain: ETH.chainId, fromToken: ETH.address } },
    });
    expect(await screen.findByText('Balance: …')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Max' })).not.toBeInTheDocument();
    await act(async () => arrival.arrive());
    expect(await screen.findByText('Balance: 1 ETH')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Max' })).toBeEnabled();
  });
});
