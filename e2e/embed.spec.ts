import type { Page } from '@playwright/test';
import { expect, type SandboxToken, test } from './fixtures';
import { expectReviewTerms } from './pages/reviewTerms';
import { SwapPage } from './pages/swapPage';

/**
 * A host page on its own path, served by the test, that places embed.html for a 25 USDC bridge
 * in an iframe; answers the frame.
 */
async function openEmbeddedBridge(
  page: Page,
  baseURL: string | undefined,
  sandboxToken: (chainId: string, symbol: string) => Promise<SandboxToken>,
) {
  const usdc = await sandboxToken('31337', 'USDC');
  const baseUsdc = await sandboxToken('31338', 'USDC');
  const src = `${baseURL}/embed.html?${new URLSearchParams({
    fromChain: '31337',
    fromToken: usdc.address,
    toChain: '31338',
    toToken: baseUsdc.address,
    amount: '25',
  })}`;
  await page.route(`${baseURL}/host-page`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><link rel="icon" href="data:,"><h1>Host page</h1>
        <iframe title="Swap widget" src="${src}" width="480" height="900"></iframe>`,
    }),
  );
  await page.goto(`${baseURL}/host-page`);
  return page.frameLocator('iframe[title="Swap widget"]');
}

// The iframe widget (embed.html), as a host page would place it, driven through frameLocator.
test('the iframe widget reads its state from its URL and shows routes', async ({
  page,
  baseURL,
  sandboxToken,
}) => {
  const widget = await openEmbeddedBridge(page, baseURL, sandboxToken);
  await expect(widget.getByRole('textbox', { name: 'You pay' })).toHaveValue('25');
  await expect(widget.getByRole('button', { name: /, source token$/ })).toHaveAccessibleName(
    'USDC Sandbox Ethereum, source token',
  );
  const routes = widget.getByRole('radiogroup', { name: 'Routes' });
  await expect(routes.getByRole('radio').first()).toBeVisible();
  // The iframe page is the widget alone, without the hosted page's header.
  await expect(widget.getByRole('heading', { name: 'Cross-chain swap' })).toHaveCount(0);
  // The host page itself has no widget of its own: everything above was inside the frame.
  await expect(page.getByRole('region', { name: 'Swap' })).toHaveCount(0);
});

test("the iframe widget's review states the terms of the swap", async ({
  page,
  baseURL,
  sandboxToken,
}) => {
  const swap = new SwapPage(page, await openEmbeddedBridge(page, baseURL, sandboxToken));
  await expect(swap.routeRadios.first()).toBeVisible();
  await swap.connectDevWallet();
  const review = await swap.openReview();
  await expectReviewTerms(review, {
    pay: '25 USDC on Sandbox Ethereum ($25.00)',
    receive: { symbol: 'USDC', chain: 'Sandbox Base' },
  });
});
