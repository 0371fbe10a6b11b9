import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RoutingClient } from '../../api/client';
import { HttpError } from '../../api/errors';
import { OFFER_EVERYTHING, quoteSettings } from '../../config/offerRules';
import { defaultSettings } from '../../config/widgetSettings';
// Imported as a module, not through `loadAddressFormats`: the widget finds no checks loaded on
// its first render (this file's own module graph), as on a cold page.
import { isValidAddress } from '../../lib/addressFormats';
import { quotesQueryOptions } from '../../queries/quotes';
import { createWidgetQueryClient } from '../../queries/widgetQueryClient';
import { buildDeepLinkQuoteRequest } from '../../quoting/deepLinkQuoteRequest';
import {
  ETH_TO_BASE_USDC,
  fakeRoutingClient,
  renderInWidget,
  TEST_INSTANCE_ID,
} from '../../test/renderWidget';
import { RoutesPanel } from './RoutesPanel';
import { ERROR_RETRY_MS } from './useRouteQuotes';

/** A page's client whose first `/quotes` fails (a 500) and whose chain and token lists wait. */
function pageClient() {
  let answerLists!: () => void;
  const lists = new Promise<void>((resolve) => {
    answerLists = resolve;
  });
  const fake = fakeRoutingClient();
  const getQuotes = vi.fn<RoutingClient['getQuotes']>(async () => ({ quotes: [] }));
  getQuotes.mockRejectedValueOnce(new HttpError(500));
  const client: RoutingClient = {
    ...fake,
    getChains: async (...args) => lists.then(() => fake.getChains(...args)),
    getTokens: async (...args) => lists.then(() => fake.getTokens(...args)),
    getQuotes,
  };
  return { client, getQuotes, answerLists };
}

afterEach(() => {
  vi.useRealTimers();
});

describe("a deep link whose early /quotes failed before the widget's first render", () => {
  it("shows the error and asks again only by the panel's rules, though it first had no request", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { client, getQuotes, answerLists } = pageClient();
    // What the page asks before React mounts (`pageStart`): it fails.
    const request = buildDeepLinkQuoteRequest({
      from: { chainId: ETH_TO_BASE_USDC.fromChain, tokenAddress: ETH_TO_BASE_USDC.fromToken },
      to: { chainId: ETH_TO_BASE_USDC.toChain, tokenAddress: ETH_TO_BASE_USDC.toToken },
      amountText: ETH_TO_BASE_USDC.amount,
      settings: quoteSettings(OFFER_EVERYTHING, defaultSettings()),
      isValidAddress,
    });
    const queryClient = createWidgetQueryClient();
    await queryClient.prefetchQuery(quotesQueryOptions(client, TEST_INSTANCE_ID, request));
    expect(getQuotes).toHaveBeenCalledTimes(1);

    // The widget renders before the address checks are in (no request yet), then gets them and
    // observes the failed request.
    renderInWidget(<RoutesPanel />, {
      client,
      queryClient,
      config: { defaults: ETH_TO_BASE_USDC },
    });
    await screen.findByRole('alert');
    await act(async () => answerLists());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Retry' })).toBeEnabled());
    expect(getQuotes).toHaveBeenCalledTimes(1);
    // A 500 is asked again after ERROR_RETRY_MS (`nextRefetchMs`).
    await act(() => vi.advanceTimersByTimeAsync(ERROR_RETRY_MS));
    expect(getQuotes).toHaveBeenCalledTimes(2);
    expect(await screen.findByRole('status')).toHaveTextContent(/no route/i);
  });
});
