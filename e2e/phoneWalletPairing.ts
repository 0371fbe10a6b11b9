import { expect } from '@playwright/test';
import { PhoneWalletPage } from './pages/phoneWalletPage';
import type { SwapPage } from './pages/swapPage';

/**
 * As a newcomer does on `npm start`: the widget's WalletConnect link, pasted into the sandbox
 * phone wallet in another tab; answers once the widget's account button names the dev account.
 */
export async function pairWithPhoneWallet(
  swapPage: SwapPage,
  sandboxUrl: string,
): Promise<PhoneWalletPage> {
  const { page } = swapPage;
  const menu = await swapPage.openWalletMenu();
  await menu
    .getByRole('region', { name: 'EVM wallet' })
    .getByRole('button', { name: 'WalletConnect' })
    .click();
  const link = page.getByRole('dialog', { name: 'Connect with WalletConnect' }).getByText(/^wc:/);
  await expect(link).toBeVisible({ timeout: 20_000 });

  const wallet = new PhoneWalletPage(await page.context().newPage(), sandboxUrl);
  await wallet.goto();
  await wallet.pair((await link.textContent()) ?? '');
  await expect(swapPage.widget.getByRole('button', { name: /^Account: / })).toHaveAccessibleName(
    'Account: EVM 0xf39F…2266',
  );
  return wallet;
}
