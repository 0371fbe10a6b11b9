import { expectAccessible } from './a11y';
import { MAINNET_LOOKALIKE } from './fakeApi';
import { expect, type Page, type SandboxToken, test } from './fixtures';
import type { SwapPage } from './pages/swapPage';

interface SwapScreenFixtures {
  page: Page;
  swapPage: SwapPage;
  sandboxToken(chainId: string, symbol: string): Promise<SandboxToken>;
}

/**
 * "Everyone can use it" (issue 11): axe-core finds no serious or critical WCAG 2.1 A/AA violation
 * on any screen a swap goes through, in the light and the dark theme. The walk is cut in two per
 * theme (the screens before the wallet, then review to history), each on its own page, so that
 * no test's time grows with the machine's load past its limit: each screen is still checked as a
 * person reaches it.
 */
for (const theme of ['light', 'dark'] as const) {
  const openUsdcToWeth = async ({ page, swapPage, sandboxToken }: SwapScreenFixtures) => {
    const [usdc, weth] = await Promise.all([
      sandboxToken('31337', 'USDC'),
      sandboxToken('31337', 'WETH'),
    ]);
    await swapPage.goto({
      fromChain: '31337',
      fromToken: usdc.address,
      toChain: '31337',
      toToken: weth.address,
      amount: '3',
      theme,
      devWalletPrompt: '1',
    });
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await expect(swapPage.routeRadios.first()).toBeVisible();
  };

  test(`the quote screen, its pickers, settings and wallet menu, ${theme} theme`, async ({
    page,
    swapPage,
    sandboxToken,
  }) => {
    await openUsdcToWeth({ page, swapPage, sandboxToken });
    await expectAccessible(page, 'quote screen');

    // Routes being refreshed (a new amount, its quotes held back): the old ones stay readable.
    const routes = page.getByRole('radiogroup', { name: 'Routes' });
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/quotes?*', async (route) => {
      await held;
      await route.continue();
    });
    await swapPage.amountInput.fill('4');
    await expect(routes).toHaveAttribute('aria-busy', 'true');
    await expectAccessible(page, 'routes refreshing');
    release();
    await expect(routes).not.toHaveAttribute('aria-busy');
    await page.unroute('**/quotes?*');

    await swapPage.tokenButton('source').click();
    const picker = swapPage.dialog;
    await expect(picker.getByRole('option').first()).toBeVisible();
    await expect(picker.getByRole('group', { name: 'Chain' })).toBeVisible();
    await expectAccessible(page, 'token picker');
    await page.keyboard.press('Escape');
    await expect(picker).toBeHidden();

    await swapPage.settingsButton.click();
    await expect(swapPage.dialog.getByRole('checkbox').first()).toBeVisible();
    await expectAccessible(page, 'settings');
    await page.keyboard.press('Escape');
    await expect(swapPage.dialog).toBeHidden();

    const wallets = await swapPage.openWalletMenu();
    await expect(
      wallets
        .getByRole('region', { name: 'EVM wallet' })
        .getByRole('button', { name: /Sandbox dev wallet \(test funds\)/ }),
    ).toBeVisible();
    await expectAccessible(page, 'wallet menu');
  });

  test(`review, the swap's progress, its end and the history, ${theme} theme`, async ({
    page,
    swapPage,
    sandboxToken,
    sandboxWallet,
  }) => {
    await openUsdcToWeth({ page, swapPage, sandboxToken });
    await swapPage.connectDevWallet();

    const review = await swapPage.openReview();
    await expect(review.getByRole('button', { name: 'Confirm swap' })).toBeEnabled();
    await expect(review.locator('[aria-busy="true"]')).toHaveCount(0);
    await expectAccessible(page, 'review dialog');
    const progress = await swapPage.confirmSwap(review);

    await expect(sandboxWallet.dialog).toBeVisible({ timeout: 30_000 });
    await expect(progress.getByRole('list', { name: 'Steps' })).toBeVisible();
    await expectAccessible(page, 'swap progress with the wallet prompt');
    // An ERC-20 swap: its approval, then the swap.
    await sandboxWallet.sign();
    await sandboxWallet.sign();

    await expect(progress.getByRole('status')).toContainText('Swap complete', { timeout: 30_000 });
    await expectAccessible(page, 'end of a completed swap');

    const history = await swapPage.openHistory();
    await expect(history.getByRole('list', { name: 'Past swaps' })).toBeVisible();
    await expectAccessible(page, 'history dialog');
  });
}

/**
 * The page's warnings and where things go wrong, in both themes by the page's own switch: a link
 * to an API nobody vouched for (its banner) that finds no route, the routing service failing,
 * and a swap stopped by a rejection in the wallet. One test each, for the reason above.
 */
async function expectAccessibleInBothThemes(page: Page, screen: string): Promise<void> {
  await expectAccessible(page, `${screen} (light)`);
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expectAccessible(page, `${screen} (dark)`);
  await page.getByRole('button', { name: 'Switch to light theme' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
}

test('an untrusted API that finds no route, light and dark', async ({
  page,
  swapPage,
  startFakeApi,
}) => {
  const { chain, eth, usdc } = MAINNET_LOOKALIKE;
  const fake = await startFakeApi({
    chains: [chain],
    tokens: { '1': [eth, usdc] },
    quotes: () => [],
  });
  await swapPage.goto({
    apiUrl: fake.url,
    theme: 'light',
    fromChain: '1',
    fromToken: eth.address,
    toChain: '1',
    toToken: usdc.address,
    amount: '1',
  });
  await expect(page.getByRole('alert').filter({ hasText: 'Untrusted API' })).toBeVisible();
  await expect(page.getByText(/^No route found for this pair and amount/)).toBeVisible();
  await expectAccessibleInBothThemes(page, 'Untrusted API banner and no route');
});

test('a failed quote request, light and dark', async ({ page, openUsdcBridge, faults }) => {
  // Failing until reset: switching the theme may ask for quotes again.
  await faults.set({ nextRequests: { quotes: [500, 500, 500, 500] } });
  await openUsdcBridge('10', { theme: 'light' });
  await expect(page.getByRole('alert')).toContainText('routing service is having trouble');
  await expectAccessibleInBothThemes(page, 'failed quote request');
});

test('a swap stopped by a rejection in the wallet, light and dark', async ({
  page,
  swapPage,
  openUsdcBridge,
  sandboxWallet,
}) => {
  await openUsdcBridge('10', { theme: 'light', devWalletPrompt: '1' });
  await expect(swapPage.routeRadios.first()).toBeVisible();
  await swapPage.connectDevWallet();
  const progress = await swapPage.confirmSwap();
  await sandboxWallet.reject();
  await expect(progress.getByRole('status')).toContainText('Swap stopped', { timeout: 30_000 });
  await expectAccessibleInBothThemes(page, 'stopped swap');
});

/**
 * The iframe page in the dark theme, framed by a plain white page: its notice (here a link's
 * refused API) is its own surface, so its light text never stands on the host's white.
 */
test('iframe notices on a white host page, dark theme', async ({ page, baseURL }) => {
  const embed = '/embed.html?theme=dark&apiUrl=ftp%3A%2F%2Fapi.example.com%2Fv1';
  // A host page on the pages' own origin, so the iframe's frame-ancestors policy lets it in.
  await page.route('**/white-host.html', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><title>Shop</title><body style="margin:0;background:#fff"><iframe title="Swap" src="${embed}" style="width:480px;height:720px;border:0"></iframe></body></html>`,
    }),
  );
  await page.goto(`${baseURL}/white-host.html`);
  const frame = page.frameLocator('iframe[title="Swap"]');
  await expect(frame.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(frame.getByRole('alert')).toBeVisible();
  await expectAccessible(page, 'iframe notice, dark, on a white page');
});
