import { expectAccessible } from './a11y';
import { expect, test } from './fixtures';
import type { SwapPage } from './pages/swapPage';

/**
 * The header's account button on the hosted page (development build): it names each connected
 * wallet by network and shortened address, and its "Account" dialog copies an address,
 * disconnects a wallet, and connects another network's.
 */
test('the account button names each wallet, copies, disconnects, and connects another network', async ({
  swapPage,
  openUsdcBridge,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const { page } = swapPage;
  await openUsdcBridge();
  const header = swapPage.widget;
  await expect(header.getByRole('button', { name: 'Wallets' })).toBeVisible();

  await connectWhileTheMenuFillsIn(swapPage);
  const account = header.getByRole('button', { name: /^Account: / });
  await expect(account).toHaveAccessibleName('Account: EVM 0xf39F…2266');
  // What the name says is on screen too: the wallet's network and its address.
  await expect(account.getByText('EVM', { exact: true })).toBeVisible();
  await expect(account.getByText('0xf39F…2266', { exact: true })).toBeVisible();

  // By keyboard: the dialog takes focus, Escape gives it back to the button.
  await account.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Account' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(account).toBeFocused();

  await account.click();
  const evm = dialog.getByRole('region', { name: 'EVM wallet' });
  await expect(evm).toContainText('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266');
  await evm.getByRole('button', { name: 'Copy address of EVM wallet' }).click();
  await expect(dialog.getByRole('status')).toHaveText('EVM address copied.');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  );

  // Another network: the menu opens on the first one with no wallet, Solana here.
  await dialog.getByRole('button', { name: 'Connect another wallet' }).click();
  const menu = page.getByRole('dialog', { name: 'Wallets' });
  await menu
    .getByRole('region', { name: 'Solana wallet' })
    .getByRole('button', { name: /Sandbox dev wallet \(test funds\)/ })
    .click();
  await expect(menu).toBeHidden();
  await expect(account).toHaveAccessibleName(/^Account: EVM 0xf39F…2266 Solana \w{4}…\w{4}$/);

  await account.click();
  // With two wallets in it, the dialog as a screen reader meets it (axe, WCAG 2.1 AA).
  await expect(dialog.getByRole('region', { name: 'Solana wallet' })).toBeVisible();
  await expectAccessible(page, 'account dialog');
  await dialog.getByRole('button', { name: 'Disconnect EVM wallet' }).click();
  await expect(dialog.getByRole('region', { name: 'EVM wallet' })).toHaveCount(0);
  // Its button went with it: focus stays in the dialog, on what comes next.
  await expect(dialog.getByRole('button', { name: 'Connect another wallet' })).toBeFocused();
  await expect(account).toHaveAccessibleName(/^Account: Solana \w{4}…\w{4}$/);
  await page.keyboard.press('Escape');
  // The pair pays from EVM: the main button asks for that wallet again.
  await expect(swapPage.widget.getByRole('button', { name: /^Connect wallet/ })).toBeVisible();

  await account.click();
  await dialog.getByRole('button', { name: 'Disconnect Solana wallet' }).click();
  // Nothing is left to show: the dialog closes, the header offers the wallets again.
  await expect(dialog).toBeHidden();
  await expect(header.getByRole('button', { name: 'Wallets' })).toBeVisible();
});

test('disconnecting during a swap loses nothing: the swap asks for the wallet again, then completes', async ({
  swapPage,
  startSwap,
  sandboxWallet: wallet,
  faults,
}) => {
  const { progress } = await startSwap({
    from: ['31337', 'USDC'],
    to: ['31337', 'WETH'],
    amount: '3',
  });
  const step = (label: string) =>
    progress
      .getByRole('list', { name: 'Steps' })
      .getByRole('listitem')
      .filter({ hasText: new RegExp(`^${label} — `) });
  // The approval waits unmined while its wallet is disconnected.
  await faults.set({ holdMining: { chainId: '31337' } });
  await wallet.sign();
  await expect(step('Approve USDC')).toHaveText(/— Sent, waiting for the network/);
  await swapPage.widget.getByRole('button', { name: /^Account: EVM / }).click();
  const dialog = swapPage.page.getByRole('dialog', { name: 'Account' });
  await dialog.getByRole('button', { name: 'Disconnect EVM wallet' }).click();
  await expect(dialog).toBeHidden();
  await faults.reset();

  // The swap step needs a signature: it waits for the wallet, never failed for it.
  await expect(progress).toContainText('Connect your EVM wallet to continue.', { timeout: 30_000 });
  await expect(progress).not.toContainText('Failed');
  await progress.getByRole('button', { name: 'Connect wallet' }).click();
  await swapPage.page
    .getByRole('dialog', { name: 'Wallets' })
    .getByRole('region', { name: 'EVM wallet' })
    .getByRole('button', { name: /Sandbox dev wallet \(test funds\)/ })
    .click();
  await wallet.sign();
  await expect(progress.getByRole('status')).toContainText('Swap complete', { timeout: 30_000 });
  await expect(step('Approve USDC')).toHaveText(/— Done/);
  await expect(step('Swap')).toHaveText(/— Done/);
});

/**
 * Connects the EVM dev wallet as the wallet menu fills in below it: the Solana section's scripts
 * are held until the EVM wallet's button has been measured, then let through. The button must not
 * move meanwhile: a dialog that grew both ways (centred in the window) moved it between a press
 * and its release, and the click fell beside it, with the menu left open and nothing said. The
 * Solana section keeps its height too, so a section below it stays put as well.
 */
async function connectWhileTheMenuFillsIn(swapPage: SwapPage): Promise<void> {
  const { page } = swapPage;
  // "Connect wallet" shows once the EVM stack is there (it says something else while it loads):
  // the scripts it needed have all been asked for.
  await expect(swapPage.widget.getByRole('button', { name: 'Connect wallet' })).toBeVisible();
  const asked = new Set(
    await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name)),
  );
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/*.js', async (route) => {
    if (!asked.has(route.request().url())) await released;
    await route.continue();
  });

  const menu = await swapPage.openWalletMenu();
  const evmDevWallet = menu
    .getByRole('region', { name: 'EVM wallet' })
    .getByRole('button', { name: /Sandbox dev wallet \(test funds\)/ });
  const solana = menu.getByRole('region', { name: 'Solana wallet' });
  await expect(evmDevWallet).toBeVisible();
  await expect(solana).toContainText('Looking for Solana wallets');
  const before = await evmDevWallet.boundingBox();
  const solanaBefore = await solana.boundingBox();
  release();
  await expect(
    solana.getByRole('button', { name: /Sandbox dev wallet \(test funds\)/ }),
  ).toBeVisible();
  expect(await evmDevWallet.boundingBox(), 'the EVM wallet where it was').toEqual(before);
  // Its two wallets fill the room the section kept while it looked for them: what is below it
  // (another network's section) does not move either.
  expect(await solana.boundingBox(), 'the Solana section as high as it was').toEqual(solanaBefore);
  await page.unroute('**/*.js');

  await evmDevWallet.click();
  await expect(menu).toBeHidden();
}
