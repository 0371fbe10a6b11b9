import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Route } from '../../api/types';
import { I18nProvider } from '../../i18n/I18nProvider';
import { loadTranslations } from '../../i18n/loadTranslations';
import { memoryStorage } from '../../state/persistedStorage';
import { renderInWidget, storedSettings } from '../../test/renderWidget';
import { asset, fee, route, step } from '../../test/routeFixtures';
import type { RecipientStatus } from '../widget/useRecipientCheck';
import { ReviewDialog } from './ReviewDialog';
import type { ShownPreview } from './SimulatedEffect';

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
  fixed: false,
  fromNetworkType: 'evm',
  toNetworkType: 'evm',
  destinationWalletAddress: WALLET,
};

function renderReview(
  r: Route,
  recipient: RecipientStatus = OWN_WALLET,
  storage = memoryStorage(),
  effectPreview: ShownPreview = { status: 'loading' },
) {
  const onConfirm = vi.fn(async () => {});
  renderInWidget(
    <ReviewDialog
      effectPreview={effectPreview}
      action={{ kind: 'review', label: 'Review', route: r }}
      routes={[r]}
      recipient={recipient}
      confirmation={{ confirmed: false, setConfirmed: () => {} }}
      recipientContract={{ status: 'unchecked' }}
      onClose={() => {}}
      onConfirm={onConfirm}
    />,
    { storage },
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

describe('ReviewDialog: a stored setting that widens what is signed', () => {
  /** The bridge of 25 USDC with the approval of the USDC it spends before it. */
  const approved = () => {
    const r = bridge();
    const approval = step({
      stepId: 'approve',
      stepType: 'approval',
      from: ETH_USDC,
      to: ETH_USDC,
    });
    return { ...r, steps: [approval, ...r.steps] };
  };
  /** Settings as any script on the page can write them: unlimited approvals on. */
  const planted = () => storedSettings({ unlimitedApprovals: true });

  it.each([
    ['its approval listed', approved],
    ['no approval listed yet (/createTx adds it)', () => bridge()],
  ])('says the unlimited approval, once, for a route that spends an ERC-20 with %s', (_, r) => {
    const { dialog } = renderReview(r(), OWN_WALLET, planted());
    expect(dialog).toHaveTextContent(
      'Approval Unlimited approval of USDC on Sandbox Ethereum (your setting), if an approval is needed. The contract it allows is named before your wallet asks.',
    );
    expect(dialog.textContent?.match(/Unlimited approval/g)).toHaveLength(1);
  });

  it('says nothing of it when the route spends only the native coin', () => {
    const eth = asset({ symbol: 'ETH', isNative: true, blockchain: 'Sandbox Ethereum' });
    const native = bridge({
      from: eth,
      steps: [step({ stepType: 'bridge', from: eth, to: BASE_USDC })],
    });
    expect(renderReview(native, OWN_WALLET, planted()).dialog).not.toHaveTextContent('Unlimited');
  });

  it('says nothing of it when the setting is off', () => {
    expect(renderReview(approved()).dialog).not.toHaveTextContent('Unlimited');
  });
});

describe('ReviewDialog simulated effect', () => {
  const ROUTER = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
  const ETH = asset({
    symbol: 'ETH',
    address: '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE',
    isNative: true,
    blockchain: 'Sandbox Ethereum',
  });
  /** 0.01 ETH for about 29.95 USDC on Sandbox Ethereum. */
  const nativeSwap = () =>
    route({
      routeId: 'native',
      from: ETH,
      to: ETH_USDC,
      steps: [step({ stepId: 'swap', from: ETH, to: ETH_USDC })],
      inputAmount: 10n ** 16n,
      outputAmount: 29_950_000n,
      minOutputAmount: 29_800_000n,
    });
  const section = () => screen.getByRole('region', { name: 'Simulated effect' });

  it('says it is simulating while the preview loads', () => {
    renderReview(nativeSwap());
    expect(section()).toHaveTextContent('Simulating what this swap does to your balances…');
    expect(screen.getByRole('button', { name: 'Confirm swap' })).toBeEnabled();
  });

  it('shows what leaves and arrives, with the route’s token names', () => {
    renderReview(nativeSwap(), OWN_WALLET, memoryStorage(), {
      status: 'simulated',
      networkType: 'evm',
      stepType: 'swap',
      effect: {
        changes: [
          { asset: ETH.address.toLowerCase(), delta: -(10n ** 16n) },
          { asset: ETH_USDC.address, delta: 29_950_000n },
          { asset: '0x6B175474E89094C44Da98b954EedeAC495271d0F', delta: 5n },
        ],
        grants: [],
      },
    });
    const items = within(section()).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      '−0.01 ETH',
      '+29.95 USDC',
      '+5 units of 0x6B17…1d0F',
    ]);
  });

  it('states the exact approval of an approval step', () => {
    renderReview(bridge(), OWN_WALLET, memoryStorage(), {
      status: 'simulated',
      networkType: 'evm',
      stepType: 'approval',
      effect: {
        changes: [],
        grants: [{ asset: ETH_USDC.address, spender: ROUTER, amount: 25_000_000n }],
      },
    });
    expect(within(section()).getByRole('listitem')).toHaveTextContent(
      'Approve exactly 25 USDC to 0x5FbD…0aa3',
    );
  });

  it('says in words why no effect is shown', () => {
    renderReview(nativeSwap(), OWN_WALLET, memoryStorage(), {
      status: 'unavailable',
      reason: 'no-wallet',
    });
    expect(section()).toHaveTextContent(
      'Connect your wallet to see what this swap does to your balances.',
    );
  });

  it('says so when the node cannot simulate, in German too', async () => {
    await loadTranslations('de');
    renderInWidget(
      <I18nProvider language="de">
        <ReviewDialog
          effectPreview={{ status: 'unavailable', reason: 'no-simulation' }}
          action={{ kind: 'review', label: 'Review', route: nativeSwap() }}
          routes={[nativeSwap()]}
          recipient={OWN_WALLET}
          confirmation={{ confirmed: false, setConfirmed: () => {} }}
          recipientContract={{ status: 'unchecked' }}
          onClose={() => {}}
          onConfirm={async () => {}}
        />
      </I18nProvider>,
    );
    expect(screen.getByRole('region', { name: 'Simulierte Wirkung' })).toHaveTextContent(
      'Der Knoten dieses Netzwerks kann nicht simulieren',
    );
  });

  it('a failed preview says why and never blocks Confirm swap', async () => {
    const user = userEvent.setup();
    const { onConfirm } = renderReview(nativeSwap(), OWN_WALLET, memoryStorage(), {
      status: 'failed',
      error: new Error('node down'),
    });
    expect(section()).toHaveTextContent('The effect could not be simulated');
    expect(section()).toHaveTextContent('Confirm swap checks the transaction again');
    expect(screen.getByText('You pay')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Confirm swap' }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });
});
