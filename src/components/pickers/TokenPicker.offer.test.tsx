import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import * as heldBalances from '../../networks/useHeldBalances';
import * as tokenBalances from '../../networks/useTokenBalances';
import {
  BASE_USDC,
  ETH,
  fakeRoutingClient,
  renderInWidget,
  SCAM,
  USDC,
} from '../../test/renderWidget';
import { AmountField } from '../amount/AmountField';
import { FlipButton } from '../widget/FlipButton';
import { TokenPicker } from './TokenPicker';

const UNLISTED = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

async function openPicker(name: string, title: string) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name }));
  const dialog = await screen.findByRole('dialog', { name: title });
  await within(dialog).findAllByRole('option');
  return { user, dialog };
}

const optionNames = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('option')
    .map((o) => o.textContent);

beforeEach(() => {
  // No wallet: spies on the wallet layer's exports, not `vi.mock` (the file shares the module
  // graph); `vi.restoreAllMocks` puts them back once the test's widget is unmounted.
  vi.spyOn(heldBalances, 'useHeldBalances').mockImplementation(() => new Map());
  vi.spyOn(tokenBalances, 'useTokenBalance').mockImplementation(() => ({
    balance: undefined,
    isLoading: false,
  }));
  // happy-dom does no layout: give the list a size so the virtualizer renders its rows.
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(
    DOMRect.fromRect({ width: 400, height: 448 }),
  );
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(448);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(448);
});
afterEach(() => {
  // Unmounted first: a render after the restore would call other hooks.
  cleanup();
  vi.restoreAllMocks();
});

describe('TokenPicker with the integrator’s lists', () => {
  beforeAll(() => import('./SideTokenPickerDialog'));

  it.each([
    ['from', 'Select token Any chain, source token', 'You pay with'],
    ['to', 'Select token Any chain, destination token', 'You receive'],
  ] as const)('lists only the offered chains and tokens in "%s"', async (side, name, title) => {
    renderInWidget(<TokenPicker side={side} />, {
      config: {
        chains: { allow: ['31337', '31338'], deny: ['31338'] },
        tokens: { deny: [{ chainId: '31337', address: SCAM.address.toLowerCase() }] },
      },
    });
    const { dialog } = await openPicker(name, title);
    const chains = within(within(dialog).getByRole('group', { name: 'Chain' })).getAllByRole(
      'button',
    );
    expect(chains).toHaveLength(1);
    expect(chains[0]).toHaveAccessibleName('Sandbox Ethereum');
    const names = optionNames(dialog);
    expect(names.some((n) => n?.includes('ETH'))).toBe(true);
    expect(names.some((n) => n?.includes('USDC.e'))).toBe(false);
  });

  it('does not look up a pasted address the token allow list leaves out', async () => {
    renderInWidget(<TokenPicker side="from" />, {
      config: { tokens: { allow: [{ chainId: '31337', address: ETH.address }] } },
    });
    const { user, dialog } = await openPicker(
      'Select token Any chain, source token',
      'You pay with',
    );
    expect(optionNames(dialog)).toHaveLength(1);
    await user.click(within(dialog).getByRole('combobox', { name: 'Search tokens' }));
    await user.paste(UNLISTED);
    expect(await within(dialog).findByText('This token is not offered here.')).toBeVisible();
    expect(within(dialog).queryByRole('option', { name: /Unknown token/ })).toBeNull();
  });

  it('does not use a start choice the integrator does not offer, and says so', async () => {
    const client = fakeRoutingClient();
    const { getStore } = renderInWidget(<TokenPicker side="to" />, {
      client,
      config: {
        defaults: { toChain: '31338', toToken: BASE_USDC.address },
        chains: { deny: ['31338'] },
      },
    });
    await screen.findByRole('button', { name: 'Not available Sandbox Base, destination token' });
    expect(screen.getByText(/Not offered here\. Choose another token\./)).toBeVisible();
    // Nothing is looked up or quoted for it.
    expect(client.calls).not.toContain('tokens:31338');
    expect(getStore().getState().to.chainId).toBe('31338');
  });
});

describe('locked fields', () => {
  beforeAll(() => import('./SideTokenPickerDialog'));

  const lockedReceive = {
    defaults: {
      fromChain: '31337',
      fromToken: ETH.address,
      toChain: '31338',
      toToken: BASE_USDC.address,
      amount: '2',
    },
    locked: ['toToken' as const, 'amount' as const],
  };

  it('shows a locked token as its value, fixed, and opens no picker', async () => {
    const user = userEvent.setup();
    const { getStore } = renderInWidget(
      <>
        <TokenPicker side="from" />
        <TokenPicker side="to" />
      </>,
      { config: lockedReceive },
    );
    const fixed = await screen.findByRole('button', {
      name: 'USDC Sandbox Base, destination token',
    });
    expect(fixed).toHaveAttribute('aria-disabled', 'true');
    expect(fixed).toHaveAccessibleDescription('Set by this site');
    expect(fixed).not.toHaveAttribute('aria-haspopup');
    await user.click(fixed);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(getStore().getState().to).toEqual({ chainId: '31338', tokenAddress: BASE_USDC.address });
    // The other side stays a picker.
    const source = screen.getByRole('button', {
      name: 'ETH Sandbox Ethereum, source token',
    });
    expect(source).not.toHaveAttribute('aria-disabled');
  });

  it('disables the flip and makes a locked amount read-only', async () => {
    renderInWidget(
      <>
        <AmountField />
        <FlipButton />
      </>,
      { config: lockedReceive },
    );
    expect(screen.getByRole('button', { name: 'Swap source and destination' })).toBeDisabled();
    const amount = screen.getByRole('textbox', { name: 'You pay' });
    expect(amount).toHaveValue('2');
    expect(amount).toHaveAttribute('readonly');
    expect(amount).toHaveAccessibleDescription('Set by this site');
    expect(screen.queryByRole('button', { name: 'Max' })).toBeNull();
  });

  it('offers only the locked chain, its tokens free', async () => {
    const { getStore } = renderInWidget(<TokenPicker side="from" />, {
      config: { defaults: { fromChain: '31337', fromToken: ETH.address }, locked: ['fromChain'] },
    });
    const { user, dialog } = await openPicker('ETH Sandbox Ethereum, source token', 'You pay with');
    const chains = within(within(dialog).getByRole('group', { name: 'Chain' })).getAllByRole(
      'button',
    );
    expect(chains).toHaveLength(1);
    expect(chains[0]).toHaveAccessibleName('Sandbox Ethereum');
    await user.click(within(dialog).getByRole('option', { name: /^USDC, USD Coin/ }));
    expect(getStore().getState().from).toEqual({ chainId: '31337', tokenAddress: USDC.address });
  });

  it('leaves a lock without its default free', async () => {
    renderInWidget(<FlipButton />, { config: { locked: ['toToken'] } });
    expect(screen.getByRole('button', { name: 'Swap source and destination' })).toBeEnabled();
  });
});
