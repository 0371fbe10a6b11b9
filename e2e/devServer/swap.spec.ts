import { expect, expectShownReceived, readSwapLedger, test } from '../fixtures';

/**
 * The page as `npm start` serves it: Vite's development server and React's development build,
 * which warns where the builds the other tests load are silent. This project's console guard
 * fails on any console warning or error (`failOnConsoleWarnings` in playwright.config.ts), so a
 * plain swap here, from the deep link to Swap complete with the sandbox wallet signing, shows
 * that a swap runs without React (or anything else) warning on the way.
 */

// The server compiles each module when the page first asks for it: on a busy 2-core machine the
// first page can take tens of seconds, which only this test's first navigation waits for.
const FIRST_LOAD = 120_000;

test('a swap on the development server, to Swap complete, with nothing warned on the way', async ({
  page,
  swapPage,
  startSwap,
  sandboxWallet,
  ledger,
  sandboxToken,
}) => {
  test.setTimeout(FIRST_LOAD + 60_000);
  // Vite reloads the page when it finds a dependency to prebundle only once the page imports it
  // ("new dependencies optimized: ..., reloading"); its scan of both pages' imports, dynamic ones
  // included, finds them all when it starts. A reload here would fail the test: it is counted.
  const loads: string[] = [];
  page.on('load', () => loads.push(new URL(page.url()).search));
  await page.goto('/', { timeout: FIRST_LOAD });
  await expect(swapPage.widget).toBeVisible({ timeout: FIRST_LOAD });

  const [eth, usdc] = await Promise.all([
    sandboxToken('31337', 'ETH'),
    sandboxToken('31337', 'USDC'),
  ]);
  const before = await readSwapLedger(ledger, eth, usdc);
  const { progress } = await startSwap({
    from: ['31337', 'ETH'],
    to: ['31337', 'USDC'],
    amount: '0.001',
  });
  await sandboxWallet.sign();
  const end = progress.getByRole('status');
  await sandboxWallet.expectNoPromptUntil(end.getByText('Swap complete'));

  const after = await readSwapLedger(ledger, eth, usdc);
  expect(after.nonce - before.nonce, 'transactions the wallet sent').toBe(1);
  await expectShownReceived(end, usdc, after.to - before.to);
  expect(loads, 'page loads: the two navigations of the test, no reload').toHaveLength(2);
});
