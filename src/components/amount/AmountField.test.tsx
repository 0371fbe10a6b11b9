import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Asset } from '../../api/types';
import { ETH, renderInWidget, USDC } from '../../test/renderWidget';
import { AmountField } from './AmountField';

// The wallet hooks belong to the wallet layer; here the balance is whatever the test says.
const balances = vi.hoisted(() => ({ current: new Map<string, bigint>() }));
vi.mock('../../wallets/useTokenBalances', () => ({
  useTokenBalance: (asset?: Asset) => ({
    balance: asset ? balances.current.get(asset.address) : undefined,
    isLoading: false,
  }),
}));

function renderAmount(token: Asset, amount = '') {
  return renderInWidget(<AmountField />, {
    config: { defaults: { fromChain: token.chainId, fromToken: token.address, amount } },
  });
}

describe('AmountField', () => {
  beforeEach(() => {
    balances.current = new Map();
  });

  it('is a decimal textbox named "You pay" and shows the USD value', async () => {
    const user = userEvent.setup();
    const { getStore } = renderAmount(ETH);
    const input = screen.getByRole('textbox', { name: 'You pay' });
    expect(input).toHaveAttribute('inputMode', 'decimal');
    await user.type(input, '1,5');
    expect(getStore().getState().amountText).toBe('1.5');
    expect(await screen.findByText('$4,500.00')).toBeInTheDocument();
  });

  it('refuses more decimals than the token has', async () => {
    const user = userEvent.setup();
    renderAmount(USDC);
    const input = screen.getByRole('textbox', { name: 'You pay' });
    await user.type(input, '1.1234567');
    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByRole('alert')).toHaveTextContent('USDC has at most 6 decimals.');
    expect(input).toHaveAccessibleDescription('USDC has at most 6 decimals.');
    await user.type(input, '{Backspace}');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shortens a balance to one line, its every digit heard on focus and shown until Escape', async () => {
    balances.current.set(USDC.address, 99_983_972_000n);
    const user = userEvent.setup();
    renderAmount(USDC);
    const balance = await screen.findByRole('button', { name: 'Balance: 99,983 USDC' });
    expect(balance).toHaveAccessibleDescription('99,983.972 USDC');
    const tip = screen.getByRole('tooltip', { hidden: true });
    expect(tip).toHaveClass('group-focus-within:block', 'group-hover:block');
    balance.focus();
    await user.keyboard('{Escape}');
    expect(balance).toHaveFocus();
    expect(tip).not.toHaveClass('group-focus-within:block');
  });

  it('says "Insufficient balance" as soon as the amount exceeds the balance', async () => {
    balances.current.set(USDC.address, 50_000_000n);
    const user = userEvent.setup();
    renderAmount(USDC);
    expect(await screen.findByText('Balance: 50 USDC')).toBeInTheDocument();
    const input = screen.getByRole('textbox', { name: 'You pay' });
    await user.type(input, '50');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.type(input, '.01');
    expect(screen.getByRole('alert')).toHaveTextContent('Insufficient balance');
  });

  it('Max uses the whole token balance', async () => {
    balances.current.set(USDC.address, 12_345_678n);
    const user = userEvent.setup();
    const { getStore } = renderAmount(USDC);
    await user.click(await screen.findByRole('button', { name: 'Max' }));
    expect(getStore().getState().amountText).toBe('12.345678');
    expect(screen.getByRole('textbox', { name: 'You pay' })).toHaveValue('12.345678');
  });

  it('Max keeps native coin for gas', async () => {
    balances.current.set(ETH.address, 1_000_000_000_000_000_000n);
    const user = userEvent.setup();
    const { getStore } = renderAmount(ETH);
    await user.click(await screen.findByRole('button', { name: 'Max' }));
    expect(getStore().getState().amountText).toBe('0.995');
    expect(screen.getByText('Max keeps 0.005 ETH for network fees.')).toBeInTheDocument();
  });

  it('warns when a typed native amount leaves nothing for network fees', async () => {
    balances.current.set(ETH.address, 1_000_000_000_000_000_000n);
    const user = userEvent.setup();
    renderAmount(ETH);
    await screen.findByText('Balance: 1 ETH');
    await user.type(screen.getByRole('textbox', { name: 'You pay' }), '1');
    expect(
      screen.getByText('Leaves no ETH for network fees: keep about 0.005 ETH (Max does).'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
