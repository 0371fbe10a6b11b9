import { parseUnits } from 'viem';
import { expectShownReceived, readSwapLedger } from './fixtures';
import { expect, test } from './hostAppServer';
import { SwapPage } from './pages/swapPage';
import { addWalletStandardSolanaWallet } from './walletStandardSolana';
import { expectTokenButtonBesideAmount, WIDGET_FULL_WIDTH } from './widgetWidth';

/**
 * The npm package in an app of its own (examples/host-app: the packed tarball installed with npm,
 * built by Vite): the host has its own wagmi config, WagmiProvider and QueryClientProvider, and
 * its own Connect button. The widget uses the host's connection (no second connect), and a swap
 * it runs is signed by the host's wallet and lands on the sandbox's ledger.
 */

// The host app's test account is anvil's third: the hosted page's dev wallet is the first.
test.use({ evmAccountIndex: 2 });

test("the host app's own wallet swaps through the widget, to the ledger", async ({
  page,
  hostApp,
  sandboxToken,
  ledger,
}) => {
  const swapPage = new SwapPage(page);
  const from = await sandboxToken('31337', 'USDC');
  const to = await sandboxToken('31338', 'USDC');
  const before = await readSwapLedger(ledger, from, to);

  await hostApp.goto();
  await expect(swapPage.widget).toBeVisible();
  const connectInWidget = swapPage.widget.getByRole('button', { name: /^Connect wallet/ });
  await expect(connectInWidget).toBeVisible();

  await hostApp.connect('Sandbox test account');
  await expect(hostApp.account).toHaveText(ledger.evmWallet);
  // The host's own query (its balance, in its own cache) works beside the widget's.
  await expect(hostApp.wallet).toContainText(/\d ETH/);
  // The widget has the host's connection at once: nothing to connect in it.
  await expect(connectInWidget).toHaveCount(0);

  await swapPage.pickTokenByKeyboard('source', 'Sandbox Ethereum', 'USDC');
  await swapPage.pickTokenByKeyboard('destination', 'Sandbox Base', 'USDC');
  await swapPage.amountInput.fill('25');
  await expect(page.getByRole('button', { name: /^Review / })).toBeEnabled();
  await expect(connectInWidget).toHaveCount(0);

  const progress = await swapPage.confirmSwap();
  const end = progress.getByRole('status');
  await expect(end).toContainText('Swap complete', { timeout: 45_000 });

  const after = await readSwapLedger(ledger, from, to);
  expect(after.nonce - before.nonce, "transactions the host's wallet sent").toBe(2);
  expect(before.from - after.from, 'input taken').toBe(parseUnits('25', from.decimals));
  const credited = after.to - before.to;
  await expectShownReceived(end, to, credited);
  // The host was told the same through onEvent, to the smallest unit.
  const done = hostApp.events.filter({ hasText: /^execution-done/ });
  await expect(done).toHaveCount(1);
  const told = /^execution-done: done, received ([\d.]+) USDC$/.exec(
    (await done.textContent()) ?? '',
  )?.[1];
  expect(parseUnits(told ?? '0', to.decimals), 'what the host was told arrived').toBe(credited);
});

test("the widget takes its full width in the host app's centred Vite template root", async ({
  page,
  hostApp,
}) => {
  const swapPage = new SwapPage(page);
  await hostApp.goto();
  await expect(swapPage.tokenButton('source')).toBeVisible();
  expect((await swapPage.widget.boundingBox())?.width).toBe(WIDGET_FULL_WIDTH);
  await expectTokenButtonBesideAmount(swapPage);
});

test("a Solana wallet of the person's browser connects through the packed widget's Solana stack", async ({
  page,
  hostApp,
}) => {
  // The package bundles the wallet adapter's React part (it is no dependency): this is its
  // wallet discovery (the Wallet Standard) and connection, as a host app's bundler builds them.
  const address = 'FecAX7VxdksG858gCdmReA9TyFoK5HQFyzrqYGFtjFD4';
  await addWalletStandardSolanaWallet(page, { name: 'Test Solana wallet', address });
  const swapPage = new SwapPage(page);
  await hostApp.goto();
  const menu = await swapPage.openWalletMenu();
  const solana = menu.getByRole('region', { name: 'Solana wallet' });
  await solana.getByRole('button', { name: /Test Solana wallet/ }).click();
  await expect(solana.getByRole('button', { name: 'Disconnect Solana wallet' })).toBeVisible();
  await expect(solana.getByTitle(address)).toHaveText('FecA…jFD4');
});
