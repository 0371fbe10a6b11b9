import { expect, test } from './fixtures';

/**
 * Issue 9 from the UI: a lite route whose transaction is too large to send is quoted again with
 * fewer accounts, and the wallet is asked once. The sandbox's `longLiteRoutes` fault makes Galaxy
 * route through as many pools as `maxAccounts` allows: too large at the default 20, fits at 15.
 */
test('a lite route too large to send is quoted again: one prompt, done, and the step says so', async ({
  swapPage,
  sandboxToken,
  sandboxWallet,
  faults,
  ledger,
}) => {
  const [usdc, sol] = await Promise.all([sandboxToken('sol', 'USDC'), sandboxToken('sol', 'SOL')]);
  const before = await ledger.balance(sol);
  await faults.set({ longLiteRoutes: ['galaxy'] });
  await swapPage.goto({
    fromChain: usdc.chainId,
    fromToken: usdc.address,
    toChain: sol.chainId,
    toToken: sol.address,
    amount: '40',
    devWalletPrompt: '1',
  });
  await swapPage.connectDevWallet('Solana');
  await swapPage.setSetting(/^Lite mode/, true);
  await swapPage.chooseRoute('Galaxy Aggregator');
  const progress = await swapPage.confirmSwap();

  await sandboxWallet.sign();
  await sandboxWallet.expectNoPromptUntil(progress.getByRole('status').getByText('Swap complete'));
  expect(sandboxWallet.prompts, 'one wallet prompt').toHaveLength(1);
  const step = progress.getByRole('list', { name: 'Steps' }).getByRole('listitem');
  await expect(step).toHaveCount(1);
  await expect(step).toContainText(/^Swap — Done/);
  await expect(step).toContainText(
    /Quoted again with at most 15 accounts: the first route's Solana transaction was too large to send \([\d,]+ bytes, the limit is 1,232\)\./,
  );
  // The SOL arrived in the wallet that paid (its fee came out of it too).
  expect(await ledger.balance(sol)).toBeGreaterThan(before);
});
