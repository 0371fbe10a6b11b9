import { expect, test } from './fixtures';

const ZERO_EVM = '0x0000000000000000000000000000000000000000';
/** Solana's all-zero address (the System Program's id). */
const ZERO_SOLANA = '11111111111111111111111111111111';
const REFUSED = 'The zero address cannot receive tokens.';

/** Recipient safety (issue 28): where funds would be gone for good, the widget says so as typed. */
test.describe('recipient', () => {
  test("the zero address is refused as typed, in Settings' recipient field", async ({
    page,
    swapPage,
    openUsdcBridge,
  }) => {
    await openUsdcBridge('10');
    await expect(swapPage.routeRadios.first()).toBeVisible();
    await swapPage.settingsButton.click();
    const field = swapPage.dialog.getByRole('textbox', { name: /^Recipient address/ });
    await field.fill(ZERO_EVM);
    await expect(swapPage.dialog.getByRole('alert')).toHaveText(REFUSED);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await page.keyboard.press('Escape');
    await expect(swapPage.dialog).toBeHidden();
    // Nothing was kept: the form names no recipient.
    await expect(swapPage.widget.getByText(ZERO_EVM)).toHaveCount(0);
  });

  test("the zero address is refused as typed, in the form's own recipient field", async ({
    swapPage,
    sandboxToken,
  }) => {
    const [usdc, solUsdc] = await Promise.all([
      sandboxToken('31337', 'USDC'),
      sandboxToken('sol', 'USDC'),
    ]);
    await swapPage.goto({
      fromChain: '31337',
      fromToken: usdc.address,
      toChain: 'sol',
      toToken: solUsdc.address,
      amount: '10',
    });
    // An EVM wallet paying to Solana: the form asks where the tokens go.
    await swapPage.connectDevWallet();
    const field = swapPage.widget.getByRole('textbox', { name: 'Recipient address (required)' });
    await field.fill(ZERO_SOLANA);
    await expect(swapPage.widget.getByRole('alert').filter({ hasText: REFUSED })).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
  });
});
