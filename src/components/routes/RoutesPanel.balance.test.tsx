import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { QuotesResult } from '../../api/types';
import { loadedAddressFormats } from '../../lib/loadAddressFormats';
import { fakeExportForFile } from '../../test/fakeExportForFile';
import {
  BASE_USDC,
  ETH,
  ETHEREUM,
  fakeRoutingClient,
  renderInWidget,
} from '../../test/renderWidget';
import { route } from '../../test/routeFixtures';
import * as evmBalances from '../../wallets/evm/evmBalances';
import { createWalletStateStore, WalletStateContext } from '../../wallets/walletState';
import { RoutesPanel } from './RoutesPanel';
import { QUOTE_DEBOUNCE_MS } from './useRouteQuotes';

// The balance read is the only RPC here; each test decides when it answers.
const balances = {
  pending: [] as ((m: Map<string, bigint>) => void)[],
};
fakeExportForFile(
  evmBalances,
  'readEvmBalances',
  () => new Promise<Map<string, bigint>>((resolve) => balances.pending.push(resolve)),
);

afterEach(() => {
  vi.useRealTimers();
});

const WALLET = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

describe('RoutesPanel while a wallet balance loads', () => {
  it('keeps the previous routes, marked as updating, and asks nothing until the balance is known', async () => {
    const routes = (output: bigint): QuotesResult => ({
      quotes: [
        route({
          routeId: `dex-${output}`,
          to: BASE_USDC,
          outputAmount: output,
          createdAt: Date.now(),
          expiresAt: Date.now() + 60_000,
        }),
      ],
    });
    const getQuotes = vi.fn(async (req: { userWalletAddress: string }) =>
      req.userWalletAddress === WALLET ? routes(2_980_000_000n) : routes(2_990_000_000n),
    );
    const wallet = createWalletStateStore();
    wallet.setState({ chains: [{ ...ETHEREUM, rpcUrls: ['http://rpc.test'] }] });
    renderInWidget(
      <WalletStateContext.Provider value={wallet}>
        <RoutesPanel />
      </WalletStateContext.Provider>,
      {
        client: { ...fakeRoutingClient(), getQuotes },
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
    await screen.findByRole('radio', { name: /2,990 USDC/ });
    // No page loaded the address checks first (a host app): when they arrive, the request
    // already answered is not asked again in the deep link's form.
    await waitFor(() => expect(loadedAddressFormats()).toBeDefined());
    expect(getQuotes).toHaveBeenCalledTimes(1);

    // A wallet connects: its balance is being read.
    act(() => wallet.setState({ evm: { status: 'connected', address: WALLET, wallets: [] } }));
    await waitFor(() => expect(balances.pending).toHaveLength(1));
    // However long the balance takes (here: well past the typing debounce, on a clock the test
    // moves), nothing is asked and the routes stay.
    vi.useFakeTimers();
    await act(() => vi.advanceTimersByTimeAsync(QUOTE_DEBOUNCE_MS * 3));
    vi.useRealTimers();
    expect(screen.getByRole('radio', { name: /2,990 USDC/ })).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'Routes' })).toHaveAttribute('aria-busy', 'true');
    expect(getQuotes).toHaveBeenCalledTimes(1);

    // The balance arrives: now the wallet's own quote is asked for.
    act(() => balances.pending[0]?.(new Map([[ETH.address, 5n * 10n ** 18n]])));
    expect(await screen.findByRole('radio', { name: /2,980 USDC/ })).toBeInTheDocument();
    expect(getQuotes).toHaveBeenCalledTimes(2);
  });
});
