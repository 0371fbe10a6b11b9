import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Route } from '../../api/types';
import { renderInWidget } from '../../test/renderWidget';
import { asset, fee, route, step } from '../../test/routeFixtures';
import type { RecipientStatus } from '../widget/useRecipientCheck';
import { ReviewDialog } from './ReviewDialog';

const WALLET = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const ETH_USDC = asset({ symbol: 'USDC', decimals: 6, blockchain: 'Sandbox Ethereum' });
const BASE_USDC = asset({
  symbol: 'USDC',
  decimals: 6,
  chainId: '31338',
  address: '0x0000000000000000000000000000000000000bA5',
  blockchain: 'Sandbox Base',
});

/** 25 USDC on Sandbox Ethereum for 24.9 USDC on Sandbox Base, gas paid from the wallet. */
function bridge(partial: Partial<Route> = {}): Route {
  return route({
    routeId: 'bridge',
    from: ETH_USDC,
    to: BASE_USDC,
    steps: [step({ stepType: 'bridge', from: ETH_USDC, to: BASE_USDC })],
    inputAmount: 25_000_000n,
    outputAmount: 24_900_000n,
    minOutputAmount: 24_775_500n,
    estimatedTimeInSeconds: 90,
    fees: [
      fee({
        type: 'NETWORK',
        amount: 5n * 10n ** 14n,
        amountUsd: 1.5,
        source: 'FROM_SOURCE_WALLET',
      }),
      fee({ type: 'PROVIDER', amount: 100_000n, token: ETH_USDC, source: 'FROM_INPUT_AMOUNT' }),
    ],
    ...partial,
  });
}

const OWN_WALLET: RecipientStatus = {
  required: false,
  text: '',
  fromNetworkType: 'evm',
  toNetworkType: 'evm',
  destinationWalletAddress: WALLET,
};

function renderReview(r: Route, recipient: RecipientStatus = OWN_WALLET) {
  const onConfirm = vi.fn(async () => {});
  renderInWidget(
    <ReviewDialog
      action={{ kind: 'review', label: 'Review', route: r }}
      routes={[r]}
      recipient={recipient}
      confirmation={{ confirmed: false, setConfirmed: () => {} }}
      onClose={() => {}}
      onConfirm={onConfirm}
    />,
  );
  return { dialog: screen.getByRole('dialog', { name: 'Review your swap' }), onConfirm };
}

describe('ReviewDialog terms', () => {
  it('states each term in words', () => {
    const { dialog } = renderReview(bridge());
    for (const term of [
      'You pay 25 USDC on Sandbox Ethereum ($25.00)',
      'You receive (expected) 24.9 USDC on Sandbox Base ($24.90)',
      'Minimum received 24.7755 USDC',
      'Slippage 0.5%',
      'Estimated time 2 min',
      'Network cost 0.0005 ETH ($1.50)',
      'Rate 1 USDC = 0.996 USDC',
      'Price impact 0.4%',
      'To: your wallet 0xf39F…2266',
    ]) {
      expect(dialog).toHaveTextContent(term);
    }
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.getByRole('button', { name: 'Confirm swap' })).toBeEnabled();
  });

  it('says when the wallet pays no network cost, and shows a chosen recipient in full', () => {
    const other = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
    const { dialog } = renderReview(bridge({ fees: [] }), { ...OWN_WALLET, recipient: other });
    expect(dialog).toHaveTextContent('Network cost None from your wallet');
    expect(dialog).toHaveTextContent(`To: ${other}`);
  });
});

describe('ReviewDialog signatures', () => {
  const TRON_USDT = asset({
    symbol: 'USDT',
    decimals: 6,
    chainId: '31339',
    networkType: 'tron',
    address: 'TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf',
    blockchain: 'Sandbox Tron',
  });

  it('lists the signatures it knows of, the approval the bridge needs included, and a claim as maybe', () => {
    const { dialog } = renderReview(
      bridge({
        from: TRON_USDT,
        steps: [
          step({ stepId: 'b', stepType: 'bridge', from: TRON_USDT, to: ETH_USDC }),
          step({ stepId: 'c', stepType: 'claim', from: ETH_USDC, to: ETH_USDC }),
        ],
      }),
    );
    expect(dialog).toHaveTextContent(
      'Signatures Approve USDT on Sandbox Tron · Bridge · Claim on Sandbox Ethereum, if asked',
    );
  });

  it("lists the route's own approval once, and none for a native coin", () => {
    const ETH = asset({ symbol: 'ETH', isNative: true, blockchain: 'Sandbox Ethereum' });
    const approval = step({ stepId: 'a', stepType: 'approval', from: ETH_USDC, to: ETH_USDC });
    const { dialog } = renderReview(
      bridge({ steps: [approval, step({ stepId: 's', from: ETH_USDC, to: ETH })] }),
    );
    expect(dialog).toHaveTextContent('Signatures Approve USDC on Sandbox Ethereum · Swap');
  });
});

describe('ReviewDialog price impact', () => {
  it('warns above 5 % without asking more', () => {
    const { dialog } = renderReview(
      bridge({ outputAmount: 23_500_000n, minOutputAmount: 23_000_000n }),
    );
    expect(dialog).toHaveTextContent('Price impact 6.0%');
    expect(dialog).toHaveTextContent(
      '⚠ High price impact: what you receive is worth 6.0% less than what you pay.',
    );
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.getByRole('button', { name: 'Confirm swap' })).toBeEnabled();
  });

  it('above 15 %, Confirm swap waits for the impact to be accepted', async () => {
    const user = userEvent.setup();
    const { dialog, onConfirm } = renderReview(
      bridge({ outputAmount: 20_000_000n, minOutputAmount: 19_900_000n }),
    );
    expect(dialog).toHaveTextContent('Price impact 20%');
    const confirm = screen.getByRole('button', { name: 'Confirm swap' });
    expect(confirm).toBeDisabled();
    expect(confirm).toHaveAccessibleDescription('Accept the price impact first.');
    await user.click(screen.getByRole('checkbox', { name: 'I accept a price impact of 20%' }));
    expect(confirm).toBeEnabled();
    await user.click(confirm);
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('without USD prices, says the impact is unknown and asks the same', async () => {
    const user = userEvent.setup();
    const { dialog } = renderReview(
      bridge({ from: { ...ETH_USDC, lastPrice: 0 }, to: { ...BASE_USDC, lastPrice: 0 } }),
    );
    expect(dialog).toHaveTextContent('Price impact Unknown (no USD price)');
    expect(dialog).not.toHaveTextContent('Price impact 0');
    // No USD beside the amounts either.
    expect(dialog).toHaveTextContent('You pay 25 USDC on Sandbox EthereumYou receive');
    const confirm = screen.getByRole('button', { name: 'Confirm swap' });
    expect(confirm).toBeDisabled();
    await user.click(
      screen.getByRole('checkbox', {
        name: 'I accept that the value of what I receive is unknown',
      }),
    );
    expect(confirm).toBeEnabled();
  });
});

describe('ReviewDialog on a phone', () => {
  it('scrolls its terms while the decision stays below them, outside the scrolled part', () => {
    renderReview(bridge({ outputAmount: 20_000_000n }));
    const confirm = screen.getByRole('button', { name: 'Confirm swap' });
    const scrolled = screen.getByText('You pay').closest('.overflow-y-auto');
    expect(scrolled).not.toBeNull();
    expect(scrolled?.contains(confirm)).toBe(false);
    expect(scrolled?.contains(screen.getByRole('checkbox'))).toBe(false);
  });
});
