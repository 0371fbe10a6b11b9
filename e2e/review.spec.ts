import { expect, test } from './fixtures';
import { expectReviewTerms } from './pages/reviewTerms';

/**
 * The moment of decision on the hosted page: Review states the swap's terms in words, and a high
 * or unknown price impact (sandbox faults `worseQuotesBps`, `quotesWithoutUsd`) must be accepted
 * with a checkbox before Confirm swap, which stays in view on a phone.
 */

const PHONE = { width: 390, height: 844 };

test('Review states the terms of the swap', async ({ swapPage, sandboxToken }) => {
  const [usdc, weth] = await Promise.all([
    sandboxToken('31337', 'USDC'),
    sandboxToken('31337', 'WETH'),
  ]);
  await swapPage.goto({
    fromChain: '31337',
    fromToken: usdc.address,
    toChain: '31337',
    toToken: weth.address,
    amount: '25',
  });
  await swapPage.connectDevWallet();
  const review = await swapPage.openReview();
  await expectReviewTerms(review, {
    pay: '25 USDC on Sandbox Ethereum ($25.00)',
    receive: { symbol: 'WETH', chain: 'Sandbox Ethereum' },
  });
  await expect(review.getByRole('checkbox')).toHaveCount(0);
  await expect(review.getByRole('button', { name: 'Confirm swap' })).toBeEnabled();
});

test('a planted unlimited-approvals setting is said in Review', async ({
  page,
  swapPage,
  sandboxToken,
}) => {
  const [usdc, weth] = await Promise.all([
    sandboxToken('31337', 'USDC'),
    sandboxToken('31337', 'WETH'),
  ]);
  const link = {
    fromChain: '31337',
    fromToken: usdc.address,
    toChain: '31337',
    toToken: weth.address,
    amount: '25',
  };
  await swapPage.goto(link);
  await swapPage.connectDevWallet();
  // The widget's scope, from its remembered wallet (`swapwidget:<instance>:<api>:wagmi…`).
  const scope = await page.evaluate(() => {
    const keys = Object.keys(localStorage);
    const found = keys.map((k) => /^(swapwidget:.+):wagmi/.exec(k)?.[1]).find(Boolean);
    if (!found) throw new Error(`no remembered wallet in ${keys.join(', ')}`);
    return found;
  });
  // Any script on the page can write the widget's settings. Written as the next page starts,
  // before the widget's own code: the page going away may still save its settings over them.
  await page.addInitScript((key) => {
    const settings = { state: { settings: { unlimitedApprovals: true } }, version: 4 };
    localStorage.setItem(key, JSON.stringify(settings));
  }, `${scope}:settings`);
  await swapPage.goto(link);
  const review = await swapPage.openReview();
  await expect(review).toContainText(
    'Approval Unlimited approval of USDC on Sandbox Ethereum (your setting), if an approval is needed. The contract it allows is named before your wallet asks.',
  );
});

test('Review of a native swap shows its simulated effect: the ETH paid and the USDC arriving', async ({
  swapPage,
  openEthToUsdc,
}) => {
  await openEthToUsdc();
  await swapPage.connectDevWallet();
  const review = await swapPage.openReview();
  // Simulated on the chain (eth_simulateV1) from the dev wallet's account; nothing signed.
  const effect = review.getByRole('region', { name: 'Simulated effect' });
  const changes = effect.getByRole('listitem');
  await expect(changes.first()).toHaveText('−0.01 ETH');
  await expect(changes.filter({ hasText: /^\+\d[\d,]*(\.\d+)? USDC$/ })).toHaveCount(1);
  // Confirm asks a fresh quote and `/createTx` again: the preview's early one blocks nothing.
  const progress = await swapPage.confirmSwap(review);
  await expect(progress.getByRole('status')).toContainText('Swap complete', { timeout: 60_000 });
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test('a high price impact is warned about on its route and accepted before Confirm swap', async ({
    swapPage,
    faults,
    openUsdcBridge,
  }) => {
    // Every route quoted 20 % below its value.
    await faults.set({ worseQuotesBps: 2000 });
    await openUsdcBridge('25');
    await expect(swapPage.routeRadios.first()).toBeVisible();
    await expect(
      swapPage.routes
        .getByText(/^⚠ High price impact: what you receive is worth 2\d% less than what you pay\.$/)
        .first(),
    ).toBeVisible();
    await swapPage.connectDevWallet();
    const review = await swapPage.openReview();
    await expect(review).toContainText(/Price impact 2\d%/);
    const confirm = review.getByRole('button', { name: 'Confirm swap' });
    await expect(confirm).toBeDisabled();
    await expect(confirm).toBeInViewport({ ratio: 1 });
    await expect(review.getByText('Accept the price impact first.')).toBeVisible();
    await review.getByRole('checkbox', { name: /^I accept a price impact of 2\d%$/ }).check();
    await expect(confirm).toBeEnabled();
    await expect(confirm).toBeInViewport({ ratio: 1 });
  });

  test('without USD values the impact is unknown, never 0, and accepted the same way', async ({
    swapPage,
    faults,
    openUsdcBridge,
  }) => {
    await faults.set({ quotesWithoutUsd: true });
    await openUsdcBridge('25');
    await expect(swapPage.routeRadios.first()).toBeVisible();
    await expect(
      swapPage.routes.getByText('⚠ Price impact unknown (no USD price)').first(),
    ).toBeVisible();
    await swapPage.connectDevWallet();
    const review = await swapPage.openReview();
    await expect(review).toContainText('Price impact Unknown (no USD price)');
    await expect(review).not.toContainText(/Price impact 0/);
    const confirm = review.getByRole('button', { name: 'Confirm swap' });
    await expect(confirm).toBeDisabled();
    await review
      .getByRole('checkbox', { name: 'I accept that the value of what I receive is unknown' })
      .check();
    await expect(confirm).toBeEnabled();
    await expect(confirm).toBeInViewport({ ratio: 1 });
  });
});
