import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PLACEHOLDER_ADDRESSES } from '../lib/addresses';
import { loadAddressFormats } from '../lib/loadAddressFormats';
import { quotesQueryOptions } from '../queries/quotes';
import { storageScope } from '../state/persistedStorage';
import { createWidgetStore, settingsStorageKey } from '../state/widgetStore';
import { FIRST_QUOTES_HOLD_MS, settledOrAfter, startPage } from './pageStart';

const USDC = '0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35';
const BASE_USDC = '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913';
const LINK = `?fromChain=31337&fromToken=${USDC}&toChain=31338&toToken=${BASE_USDC}&amount=100`;

function stubNetwork() {
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      urls.push(String(input));
      return Response.json({ status: 'success', data: { quotes: [] } });
    }),
  );
  return urls;
}

/**
 * What the request waits for: the address checks (they tell the tokens' network types) and its
 * builder with the query's encoding (one chunk on a page, already in when it is built).
 */
const checksAndBuilder = () =>
  Promise.all([loadAddressFormats(), import('./deepLinkQuotes'), import('../api/queryEncoding')]);

/** Once what it waits for is in, the request leaves from the client's queue in microtasks after. */
const leftOnceChecked = async () => {
  await checksAndBuilder();
  await new Promise<void>((resolve) => queueMicrotask(() => queueMicrotask(resolve)));
};

/** The page's first request, once it has left. */
const firstRequest = async (urls: string[]) => {
  await vi.waitFor(() => expect(urls).not.toHaveLength(0));
  return new URL(urls[0]!);
};

// As a browser has them once the page asked for them: each test times the page only.
beforeAll(checksAndBuilder);

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('startPage', () => {
  it("sends a deep link's /quotes before the page renders, for the placeholder wallet, as the widget will ask it", async () => {
    const urls = stubNetwork();
    const page = startPage(LINK, 'hosted');
    const sent = await firstRequest(urls);
    await leftOnceChecked();
    expect(urls).toHaveLength(1);
    expect(sent.pathname).toMatch(/\/quotes$/);
    expect(Object.fromEntries(sent.searchParams)).toMatchObject({
      fromChainId: '31337',
      fromAssetAddress: USDC,
      toChainId: '31338',
      toAssetAddress: BASE_USDC,
      inputAmountDisplay: '100',
      userWalletAddress: PLACEHOLDER_ADDRESSES.evm,
    });
    // The widget's query for the same request (its key, its client) is the one already asked:
    // answered from the cache, without a second request.
    const req = {
      fromChainId: '31337',
      fromAssetAddress: USDC,
      toChainId: '31338',
      toAssetAddress: BASE_USDC,
      amount: { inputAmountDisplay: '100' },
      userWalletAddress: PLACEHOLDER_ADDRESSES.evm,
      slippageBps: 50,
    };
    const { client, queryClient } = page.clients;
    const options = quotesQueryOptions(client, page.config.instanceId ?? 'hosted', req);
    await expect(queryClient.ensureQueryData(options)).resolves.toEqual({ quotes: [] });
    expect(urls).toHaveLength(1);
  });

  it('asks nothing once the widget has asked in its own form (its lists came before the checks)', async () => {
    const urls = stubNetwork();
    const page = startPage(LINK, 'hosted');
    // The widget rendered, its token lists answered, and it asked in smallest units before the
    // page's address checks arrived.
    const widgetRequest = {
      fromChainId: '31337',
      fromAssetAddress: USDC,
      toChainId: '31338',
      toAssetAddress: BASE_USDC,
      amount: { inputAmount: 100_000_000n },
      userWalletAddress: PLACEHOLDER_ADDRESSES.evm,
      slippageBps: 50,
    };
    const { client, queryClient } = page.clients;
    void queryClient.prefetchQuery(quotesQueryOptions(client, 'hosted', widgetRequest));
    const sent = await firstRequest(urls);
    await leftOnceChecked();
    expect(urls).toHaveLength(1);
    expect(sent.searchParams.get('inputAmount')).toBe('100000000');
  });

  it('uses the settings this instance kept (a changed slippage)', async () => {
    const store = createWidgetStore(
      { from: {}, to: {} },
      {
        storageKey: settingsStorageKey(
          storageScope('hosted', startPage('', 'hosted').config.apiUrl),
        ),
      },
    );
    store.getState().actions.updateSettings({ slippageBps: 100 });
    const urls = stubNetwork();
    startPage(LINK, 'hosted');
    expect((await firstRequest(urls)).searchParams.get('slippage')).toBe('100');
  });

  it('sends nothing for a link that is not a complete choice', async () => {
    const urls = stubNetwork();
    startPage(`?fromChain=31337&fromToken=${USDC}&amount=100`, 'hosted');
    startPage('', 'hosted');
    await leftOnceChecked();
    expect(urls).toEqual([]);
  });

  it("asks with the link's provider lists, and not for a chain its lists leave out", async () => {
    const urls = stubNetwork();
    startPage(`${LINK}&allowProviders=orbit,arc&denyProviders=arc`, 'hosted');
    startPage(`${LINK}&denyChains=31338`, 'hosted');
    const sent = (await firstRequest(urls)).searchParams;
    await leftOnceChecked();
    expect(urls).toHaveLength(1);
    expect(sent.get('include')).toBe('orbit');
    expect(sent.get('exclude')).toBe('arc');
  });

  it('paints at once without a deep link, and once its quotes are cached with one', async () => {
    stubNetwork();
    let painted = false;
    void startPage('', 'hosted').firstPaint.then(() => {
      painted = true;
    });
    await leftOnceChecked();
    expect(painted).toBe(true);

    const page = startPage(LINK, 'hosted');
    await page.firstPaint;
    // The first render finds the answer read, checked and cached: the routes paint with the card.
    const cached = page.clients.queryClient.getQueriesData({ queryKey: [] });
    expect(cached.map(([, data]) => data)).toEqual([{ quotes: [] }]);
  });
});

describe('settledOrAfter', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('lets a slow answer go: the page paints after the hold, the request goes on', async () => {
    vi.useFakeTimers();
    let answer!: () => void;
    const slow = new Promise<void>((resolve) => {
      answer = resolve;
    });
    let painted = false;
    void settledOrAfter(slow, FIRST_QUOTES_HOLD_MS).then(() => {
      painted = true;
    });
    await vi.advanceTimersByTimeAsync(FIRST_QUOTES_HOLD_MS - 1);
    expect(painted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(painted).toBe(true);
    answer();
  });

  it('resolves as soon as the answer is in, failed or not', async () => {
    vi.useFakeTimers();
    const failed = Promise.reject(new Error('down'));
    failed.catch(() => {});
    let painted = false;
    void settledOrAfter(failed, FIRST_QUOTES_HOLD_MS).then(() => {
      painted = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(painted).toBe(true);
  });
});
