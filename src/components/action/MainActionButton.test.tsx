import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act, type ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StateStorage } from 'zustand/middleware';
import type { RoutingClient } from '../../api/client';
import { QuoteExpiredError } from '../../api/errors';
import type { Chain, QuoteRequest, QuotesResult } from '../../api/types';
import { createWidgetEvents, type WidgetEvent, type WidgetEvents } from '../../events/widgetEvents';
import { executionsStorageKey } from '../../execution/executionStore';
import { PLACEHOLDER_ADDRESSES } from '../../lib/addresses';
import { storageScope } from '../../state/persistedStorage';
import { SETTINGS_STORAGE_VERSION } from '../../state/widgetStore';
import {
  BASE,
  BASE_USDC,
  ETH,
  ETHEREUM,
  FAKE_API_URL,
  fakeRoutingClient,
  makeAsset,
  makeChain,
  memoryStorage,
  renderInWidget,
  SOLANA,
  TEST_INSTANCE_ID,
  testSettingsStorageKey,
  USDC,
} from '../../test/renderWidget';
import { fee, route, step } from '../../test/routeFixtures';
import {
  createWalletStateStore,
  WalletStateContext,
  type WalletStateStore,
} from '../../wallets/walletState';
import { RoutesPanel } from '../routes/RoutesPanel';
import { QUOTE_DEBOUNCE_MS } from '../routes/useRouteQuotes';
import { WalletMenuHost } from '../wallet/WalletMenu';
import { MainActionButton } from './MainActionButton';

const WALLET = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const TRON = makeChain({ chainId: '728126428', name: 'Tron', networkType: 'tron', symbol: 'TRX' });

const SOL_WALLET = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM';
const SOL_RECIPIENT = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV';
const WSOL = makeAsset({
  chainId: 'sol',
  networkType: 'sol',
  address: 'So11111111111111111111111111111111111111112',
  symbol: 'SOL',
  decimals: 9,
  isNative: true,
  isPopular: true,
  lastPrice: 150,
});

function walletStore(connected: boolean, chains: Chain[], solAddress?: string): WalletStateStore {
  const store = createWalletStateStore();
  store.setState({
    chains,
    // The stacks have loaded: whether a wallet is connected is known.
    stacks: { evm: 'ready', sol: 'ready', tron: 'ready', cosmos: 'ready' },
    evm: {
      status: connected ? 'connected' : 'disconnected',
      address: connected ? WALLET : undefined,
      wallets: [{ id: 'dev', name: 'Sandbox dev wallet (test funds)', isSandbox: true }],
    },
    sol: {
      status: solAddress ? 'connected' : 'disconnected',
      address: solAddress,
      wallets: [],
    },
  });
  return store;
}

function setup(opts: {
  connected: boolean;
  amount?: string;
  quotes?: QuotesResult;
  rpc?: boolean;
  /** Receive SOL on Solana instead of USDC on Base. */
  toSolana?: boolean;
  solAddress?: string;
  /** Settings storage, e.g. with what an earlier visit left. */
  storage?: StateStorage;
  createTx?: RoutingClient['createTx'];
  events?: WidgetEvents;
}) {
  const getQuotes = vi.fn(async (_req: QuoteRequest) => opts.quotes ?? { quotes: [] });
  const ethereum = opts.rpc ? { ...ETHEREUM, rpcUrls: ['http://rpc.test'] } : ETHEREUM;
  const chains = [ethereum, BASE, TRON, SOLANA];
  const tokens = { '31337': [ETH, USDC], '31338': [BASE_USDC], sol: [WSOL] };
  const fake = fakeRoutingClient({ chains, tokens });
  const client = { ...fake, getQuotes, createTx: opts.createTx ?? fake.createTx };
  const wallet = walletStore(opts.connected, chains, opts.solAddress);
  const to = opts.toSolana ? WSOL : BASE_USDC;
  const wrap = (ui: ReactElement) => (
    <WalletStateContext.Provider value={wallet}>{ui}</WalletStateContext.Provider>
  );
  const rendered = renderInWidget(
    wrap(
      <>
        <RoutesPanel />
        <MainActionButton />
        <WalletMenuHost />
      </>,
    ),
    {
      client,
      storage: opts.storage,
      events: opts.events,
      config: {
        defaults: {
          fromChain: ETH.chainId,
          fromToken: ETH.address,
          toChain: to.chainId,
          toToken: to.address,
          amount: opts.amount ?? '1',
        },
      },
    },
  );
  return { getQuotes, wallet, getStore: rendered.getStore };
}

const dex = () =>
  route({
    routeId: 'dex',
    to: BASE_USDC,
    outputAmount: 2_990_000_000n,
    expiresAt: Date.now() + 60_000,
  });

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      // A chain RPC holding 0.5 ETH for anyone; every other URL (sandbox probe) is a 404.
      if (String(url).startsWith('http://rpc.test')) {
        const body = JSON.parse(String(init?.body));
        return Response.json({ jsonrpc: '2.0', id: body.id, result: '0x6f05b59d3b20000' });
      }
      return new Response('{}', { status: 404 });
    }),
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('MainActionButton', () => {
  it('says the wallet is loading, not "Connect wallet", until its stack knows whether one is connected', async () => {
    const { wallet } = setup({ connected: false, quotes: { quotes: [dex()] } });
    wallet.setState((s) => ({ stacks: { ...s.stacks, evm: 'loading' } }));
    expect(await screen.findByRole('button', { name: 'Loading wallet…' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: /^Connect wallet/ })).not.toBeInTheDocument();
    // A returning person's wallet reconnecting: still not known.
    act(() =>
      wallet.setState((s) => ({
        stacks: { ...s.stacks, evm: 'ready' },
        evm: { ...s.evm, status: 'connecting' },
      })),
    );
    expect(screen.getByRole('button', { name: 'Loading wallet…' })).toBeDisabled();
    act(() =>
      wallet.setState((s) => ({ evm: { ...s.evm, status: 'connected', address: WALLET } })),
    );
    expect(await screen.findByRole('button', { name: /^Review Sandbox DEX/ })).toBeEnabled();
  });

  it('asks to connect a wallet first and opens the wallet menu on the source type', async () => {
    setup({ connected: false, quotes: { quotes: [dex()] } });
    const button = await screen.findByRole('button', { name: /^Connect wallet/ });
    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Wallets' });
    expect(dialog).toHaveTextContent('EVM wallet');
    expect(
      screen.getByRole('button', { name: /Sandbox dev wallet \(test funds\)/ }),
    ).toBeInTheDocument();
  });

  it('closes the wallet menu once the wallet connects, and asks for Review', async () => {
    const { wallet } = setup({ connected: false, quotes: { quotes: [dex()] } });
    wallet.drivers.evm = {
      connect: async () => {
        wallet.setState((s) => ({ evm: { ...s.evm, status: 'connected', address: WALLET } }));
      },
      disconnect: async () => {},
    };
    await userEvent.click(await screen.findByRole('button', { name: /^Connect wallet/ }));
    await userEvent.click(await screen.findByRole('button', { name: /Sandbox dev wallet/ }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Wallets' })).not.toBeInTheDocument(),
    );
    expect(await screen.findByRole('button', { name: /^Review Sandbox DEX/ })).toBeEnabled();
  });

  it('says "Enter an amount" when connected without an amount', async () => {
    setup({ connected: true, amount: '' });
    expect(await screen.findByRole('button', { name: 'Enter an amount' })).toBeDisabled();
  });

  it('offers the review of the selected route once routes arrive', async () => {
    setup({ connected: true, quotes: { quotes: [dex()] } });
    const button = await screen.findByRole('button', { name: /^Review Sandbox DEX, 2,990 USDC/ });
    expect(button).toBeEnabled();
    await userEvent.click(button);
    expect(await screen.findByRole('dialog', { name: 'Review your swap' })).toHaveTextContent(
      'Steps',
    );
  });

  it('says when no route exists', async () => {
    setup({ connected: true, quotes: { quotes: [] } });
    expect(await screen.findByRole('button', { name: 'No route found' })).toBeDisabled();
  });

  it('refuses a route through a chain whose network type nobody knows', async () => {
    const unknownRoute = route({
      routeId: 'unknown',
      to: { ...BASE_USDC, chainId: 'unknown-9', networkType: undefined },
      expiresAt: Date.now() + 60_000,
    });
    setup({ connected: true, quotes: { quotes: [unknownRoute] } });
    expect(await screen.findByRole('button', { name: /^Route not executable/ })).toBeDisabled();
  });

  it('reports an insufficient balance read from the chain, without asking for quotes', async () => {
    const { getQuotes } = setup({
      connected: true,
      amount: '1',
      rpc: true,
      quotes: { quotes: [dex()] },
    });
    expect(await screen.findByRole('button', { name: 'Insufficient ETH balance' })).toBeDisabled();
    // Well past the typing debounce, on a clock the test moves: still nothing asked.
    vi.useFakeTimers();
    await act(() => vi.advanceTimersByTimeAsync(QUOTE_DEBOUNCE_MS * 3));
    expect(getQuotes).not.toHaveBeenCalled();
  });

  it('asks for quotes when the balance is enough', async () => {
    const { getQuotes } = setup({
      connected: true,
      amount: '0.1',
      rpc: true,
      quotes: { quotes: [dex()] },
    });
    await screen.findByRole('button', { name: /^Review/ });
    await waitFor(() => expect(getQuotes).toHaveBeenCalledTimes(1));
  });

  it('says before Review when the wallet cannot pay the network fee on top of the amount', async () => {
    // 0.4 ETH sent plus 0.2 ETH of gas, from the 0.5 ETH the chain holds.
    const gas = fee({ type: 'NETWORK', amount: 2n * 10n ** 17n, source: 'FROM_SOURCE_WALLET' });
    const costly = { ...dex(), inputAmount: 4n * 10n ** 17n, fees: [gas] };
    setup({ connected: true, amount: '0.4', rpc: true, quotes: { quotes: [costly] } });
    expect(
      await screen.findByRole('button', { name: 'Not enough ETH for the network fee' }),
    ).toBeDisabled();
  });

  it('refuses Review of an expired route', async () => {
    const expired = { ...dex(), expiresAt: Date.now() - 1 };
    setup({ connected: true, quotes: { quotes: [expired] } });
    expect(
      await screen.findByRole('button', { name: 'Routes expired — refreshing' }),
    ).toBeDisabled();
    expect(screen.queryByRole('button', { name: /^Review/ })).toBeNull();
  });

  it('stops offering Review when the route on screen expires', async () => {
    // Fake timers that also follow the real clock, so waiting for the page works; the expiry
    // itself comes when the test moves the clock, however slow the machine.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const soon = { ...dex(), expiresAt: Date.now() + 60_000 };
    setup({ connected: true, quotes: { quotes: [soon] } });
    expect(await screen.findByRole('button', { name: /^Review Sandbox DEX/ })).toBeEnabled();
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(screen.getByRole('button', { name: 'Routes expired — refreshing' })).toBeDisabled();
  });

  it('asks for a fresh quote on confirm, and a lower rate must be accepted before the swap starts', async () => {
    const events = createWidgetEvents();
    const changes: WidgetEvent[] = [];
    events.on('rate-changed', (e) => changes.push(e));
    const { getQuotes } = setup({ connected: true, quotes: { quotes: [dex()] }, events });
    await userEvent.click(await screen.findByRole('button', { name: /^Review / }));
    const dialog = await screen.findByRole('dialog', { name: 'Review your swap' });
    // The reviewed minimum is 19.8005 USDC (route fixture); the fresh quote pays 10 USDC.
    getQuotes.mockResolvedValueOnce({
      quotes: [
        {
          ...dex(),
          routeId: 'fresh',
          outputAmount: 10_000_000n,
          outputAmountDisplay: '10',
          minOutputAmount: 9_950_000n,
        },
      ],
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm swap' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The rate changed: you would now receive 10 USDC, and no less than 9.95 USDC. You reviewed a minimum of 19.8005 USDC.',
    );
    expect(getQuotes.mock.lastCall?.[0].include).toEqual(['sandbox-dex']);
    // Nothing started: accepting is one more, explicit click; 10 USDC for $20 is a price impact
    // of 50 %, accepted first.
    const accept = within(dialog).getByRole('button', { name: 'Accept new rate and swap' });
    expect(accept).toBeDisabled();
    await userEvent.click(
      within(dialog).getByRole('checkbox', { name: 'I accept a price impact of 50%' }),
    );
    expect(accept).toBeEnabled();
    expect(changes).toEqual([
      {
        type: 'rate-changed',
        routeId: 'dex',
        provider: 'sandbox-dex',
        reviewedMinOutputAmount: dex().minOutputAmount.toString(),
        newOutputAmount: '10000000',
        newMinOutputAmount: '9950000',
      },
    ]);
  });

  it("asks to accept a fresh route whose own minimum fell, though its output did not, and keeps that minimum as the swap's", async () => {
    const steps = [step({ stepId: 'fresh:0', to: BASE_USDC })];
    const createTx = vi.fn(async () => ({ routeId: 'fresh', steps }));
    const { getQuotes } = setup({ connected: true, quotes: { quotes: [dex()] }, createTx });
    await userEvent.click(await screen.findByRole('button', { name: /^Review / }));
    const dialog = await screen.findByRole('dialog', { name: 'Review your swap' });
    // The same 2,990 USDC, but a floor of 1 USDC where 19.8005 was reviewed; asked again with
    // the slippage that would keep 19.8005, the service still says 1.
    const floorOfOne = { quotes: [{ ...dex(), routeId: 'fresh', minOutputAmount: 1_000_000n }] };
    getQuotes.mockResolvedValueOnce(floorOfOne).mockResolvedValueOnce(floorOfOne);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm swap' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The rate changed: you would now receive 2,990 USDC, and no less than 1 USDC. You reviewed a minimum of 19.8005 USDC.',
    );
    expect(createTx).not.toHaveBeenCalled();

    // Accepted, with the numbers on screen: the swap keeps the minimum shown, no other.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept new rate and swap' }));
    await waitFor(() => expect(createTx).toHaveBeenCalledTimes(1));
    const key = executionsStorageKey(storageScope(TEST_INSTANCE_ID, FAKE_API_URL));
    const saved = () => JSON.parse(localStorage.getItem(key) ?? '{}').state?.executions?.fresh;
    await waitFor(() => expect(saved()?.status).toBe('stopped'));
    expect(saved().confirmedMinOutput).toEqual({ $bigint: '1000000' });
    localStorage.removeItem(key);
  });

  it('asks once more with the slippage that keeps the reviewed minimum, and goes on without a prompt when that route promises it', async () => {
    const steps = [step({ stepId: 'tight:0', to: BASE_USDC })];
    const createTx = vi.fn(async () => ({ routeId: 'tight', steps }));
    const { getQuotes } = setup({ connected: true, quotes: { quotes: [dex()] }, createTx });
    await userEvent.click(await screen.findByRole('button', { name: /^Review / }));
    const dialog = await screen.findByRole('dialog', { name: 'Review your swap' });
    getQuotes
      .mockResolvedValueOnce({
        quotes: [{ ...dex(), routeId: 'loose', minOutputAmount: 1_000_000n }],
      })
      .mockResolvedValueOnce({ quotes: [{ ...dex(), routeId: 'tight' }] });
    const before = getQuotes.mock.calls.length;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm swap' }));
    await waitFor(() =>
      expect(createTx).toHaveBeenCalledWith({ routeId: 'tight' }, expect.anything()),
    );
    expect(within(dialog).queryByRole('alert')).toBeNull();
    // (2,990 - 19.8005) / 2,990 of the output, in basis points, rounded down.
    expect(getQuotes.mock.calls.slice(before).map(([r]) => r.slippageBps)).toEqual([
      expect.anything(),
      9933,
    ]);
    const key = executionsStorageKey(storageScope(TEST_INSTANCE_ID, FAKE_API_URL));
    const saved = () => JSON.parse(localStorage.getItem(key) ?? '{}').state?.executions?.tight;
    await waitFor(() => expect(saved()?.status).toBe('stopped'));
    localStorage.removeItem(key);
  });

  it('keeps the quote request with the swap it starts, to quote it again if it must', async () => {
    const steps = [step({ stepId: 'fresh:0', to: BASE_USDC })];
    const createTx = vi.fn(async () => ({ routeId: 'fresh', steps }));
    const { getQuotes } = setup({
      connected: true,
      quotes: { quotes: [dex()] },
      createTx,
    });
    await userEvent.click(await screen.findByRole('button', { name: /^Review / }));
    const dialog = await screen.findByRole('dialog', { name: 'Review your swap' });
    getQuotes.mockResolvedValueOnce({ quotes: [{ ...dex(), routeId: 'fresh' }] });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm swap' }));
    await waitFor(() => expect(createTx).toHaveBeenCalledTimes(1));
    const key = executionsStorageKey(storageScope(TEST_INSTANCE_ID, FAKE_API_URL));
    // The executions are kept in the page's storage, apart from the settings. This one stops at
    // its first /nextTx (the fake client has none), and is left out of the next tests.
    const saved = () => JSON.parse(localStorage.getItem(key) ?? '{}').state?.executions?.fresh;
    await waitFor(() => expect(saved()?.status).toBe('stopped'));
    expect(saved().request).toMatchObject({
      fromChainId: ETH.chainId,
      fromAssetAddress: ETH.address,
      toChainId: BASE_USDC.chainId,
      userWalletAddress: WALLET,
    });
    localStorage.removeItem(key);
  });

  it('offers a new quote when the quote expired before the swap could start', async () => {
    const createTx = vi.fn(async () => {
      throw new QuoteExpiredError('route expired');
    });
    const { getQuotes } = setup({ connected: true, quotes: { quotes: [dex()] }, createTx });
    await userEvent.click(await screen.findByRole('button', { name: /^Review / }));
    const dialog = await screen.findByRole('dialog', { name: 'Review your swap' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm swap' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This quote has expired. Get a fresh quote to continue.',
    );
    expect(createTx).toHaveBeenCalledTimes(1);
    const asked = getQuotes.mock.calls.length;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Get a new quote' }));
    // Back to the routes, asked again; nothing else was started.
    expect(screen.queryByRole('dialog', { name: 'Review your swap' })).toBeNull();
    await waitFor(() => expect(getQuotes.mock.calls.length).toBeGreaterThan(asked));
    expect(createTx).toHaveBeenCalledTimes(1);
  });

  describe('across network types (EVM -> Solana)', () => {
    const bridge = () =>
      route({
        routeId: 'bridge',
        from: ETH,
        to: WSOL,
        outputAmount: 19_000_000_000n,
        expiresAt: Date.now() + 60_000,
      });

    it('shows routes but refuses Review without a Solana wallet or a recipient', async () => {
      const { getQuotes } = setup({
        connected: true,
        toSolana: true,
        quotes: { quotes: [bridge()] },
      });
      expect(
        await screen.findByRole('button', { name: 'Enter a recipient address' }),
      ).toBeDisabled();
      expect(screen.queryByRole('button', { name: /^Review/ })).toBeNull();
      // Quoted before any recipient, for the Solana placeholder: the routes are for showing only.
      expect(await screen.findByRole('radio', { name: /^Sandbox DEX, / })).toBeChecked();
      expect(getQuotes.mock.lastCall?.[0]).toMatchObject({
        userWalletAddress: WALLET,
        recipient: PLACEHOLDER_ADDRESSES.sol,
      });
    });

    it('offers Review once a valid Solana recipient is set, quoted for that recipient', async () => {
      const { getQuotes, getStore } = setup({
        connected: true,
        toSolana: true,
        quotes: { quotes: [bridge()] },
      });
      await screen.findByRole('button', { name: 'Enter a recipient address' });
      act(() => getStore().getState().actions.updateSettings({ recipient: WALLET }));
      expect(
        await screen.findByRole('button', { name: 'Enter a valid recipient address' }),
      ).toBeDisabled();
      act(() => getStore().getState().actions.updateSettings({ recipient: SOL_RECIPIENT }));
      const review = await screen.findByRole('button', { name: /^Review Sandbox DEX/ });
      // Review comes with the recipient's own quote; before it, only the placeholder was quoted.
      expect(getQuotes.mock.lastCall?.[0].recipient).toBe(SOL_RECIPIENT);
      for (const [req] of getQuotes.mock.calls) {
        expect([SOL_RECIPIENT, PLACEHOLDER_ADDRESSES.sol]).toContain(req.recipient);
      }
      await userEvent.click(review);
      // The review shows the whole address; typed now, it needs no extra confirmation.
      const dialog = await screen.findByRole('dialog', { name: 'Review your swap' });
      expect(dialog).toHaveTextContent(`To: ${SOL_RECIPIENT}`);
      expect(within(dialog).queryByRole('checkbox')).toBeNull();
      expect(within(dialog).getByRole('button', { name: 'Confirm swap' })).toBeEnabled();
    });

    it('offers Review with a Solana wallet connected, paying to it without a recipient', async () => {
      const { getQuotes } = setup({
        connected: true,
        toSolana: true,
        solAddress: SOL_WALLET,
        quotes: { quotes: [bridge()] },
      });
      expect(await screen.findByRole('button', { name: /^Review Sandbox DEX/ })).toBeEnabled();
      expect(getQuotes.mock.lastCall?.[0].recipient).toBe(SOL_WALLET);
    });
  });

  it('says in the review when fees are over 10% of what is paid', async () => {
    // 0.01 ETH ($20) paid, $2.80 of network and provider fees.
    const costly = {
      ...dex(),
      fees: [
        fee({ type: 'NETWORK', amount: 1n, amountUsd: 1.4 }),
        fee({ type: 'PROVIDER', amount: 1n, amountUsd: 1.4 }),
      ],
    };
    setup({ connected: true, quotes: { quotes: [costly] } });
    await userEvent.click(await screen.findByRole('button', { name: /^Review Sandbox DEX/ }));
    expect(await screen.findByRole('dialog', { name: 'Review your swap' })).toHaveTextContent(
      'Fees are 14% of what you pay.',
    );
  });

  describe('a recipient remembered from an earlier visit', () => {
    const THIRD_PARTY = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
    const confirmName = `I confirm tokens go to ${THIRD_PARTY}`;
    function remembered(recipient: string) {
      const storage = memoryStorage();
      storage.setItem(
        testSettingsStorageKey(),
        JSON.stringify({ state: { settings: { recipient } }, version: SETTINGS_STORAGE_VERSION }),
      );
      return storage;
    }
    async function openReview() {
      await userEvent.click(await screen.findByRole('button', { name: /^Review Sandbox DEX/ }));
      return screen.findByRole('dialog', { name: 'Review your swap' });
    }

    it('is shown in full and confirmed once per session before the swap can be confirmed', async () => {
      setup({ connected: true, quotes: { quotes: [dex()] }, storage: remembered(THIRD_PARTY) });
      const dialog = await openReview();
      expect(dialog).toHaveTextContent(`To: ${THIRD_PARTY}`);
      const confirm = within(dialog).getByRole('button', { name: 'Confirm swap' });
      expect(confirm).toBeDisabled();
      expect(confirm).toHaveAccessibleDescription('Confirm where the tokens go first.');
      const box = within(dialog).getByRole('checkbox', { name: confirmName });
      expect(box).not.toBeChecked();

      await userEvent.click(box);
      expect(confirm).toBeEnabled();
      // Confirming starts the swap; this fake service cannot create it, and the review says so.
      await userEvent.click(confirm);
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(
        'Something went wrong. Try again.',
      );

      // Once per session: the review opened again remembers the confirmation.
      await userEvent.keyboard('{Escape}');
      const again = await openReview();
      expect(within(again).getByRole('checkbox', { name: confirmName })).toBeChecked();
      expect(within(again).getByRole('button', { name: 'Confirm swap' })).toBeEnabled();
    });

    it('needs no confirmation when it is the connected wallet', async () => {
      setup({ connected: true, quotes: { quotes: [dex()] }, storage: remembered(WALLET) });
      const dialog = await openReview();
      expect(dialog).toHaveTextContent(`To: ${WALLET}`);
      expect(within(dialog).queryByRole('checkbox')).toBeNull();
      expect(within(dialog).getByRole('button', { name: 'Confirm swap' })).toBeEnabled();
    });

    it('needs no confirmation once replaced by one typed in this session', async () => {
      const { getStore } = setup({
        connected: true,
        quotes: { quotes: [dex()] },
        storage: remembered(THIRD_PARTY),
      });
      const typed = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
      act(() => getStore().getState().actions.updateSettings({ recipient: typed }));
      const dialog = await openReview();
      expect(dialog).toHaveTextContent(`To: ${typed}`);
      expect(within(dialog).queryByRole('checkbox')).toBeNull();
      expect(within(dialog).getByRole('button', { name: 'Confirm swap' })).toBeEnabled();
    });
  });
});
