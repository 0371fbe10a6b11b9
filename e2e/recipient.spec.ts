import { expect, test } from './fixtures';

const ZERO_EVM = '0x0000000000000000000000000000000000000000';
/** Solana's all-zero address (the System Program's id). */
const ZERO_SOLANA = '11111111111111111111111111111111';
const REFUSED = 'The zero address cannot receive tokens.';
/** The sandbox's second account (the dev wallet is the first): an account, no code. */
const OTHER_ACCOUNT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

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

  test('a token contract as the recipient reaches Review, which waits for "I understand the recipient is a contract"', async ({
    page,
    swapPage,
    sandboxToken,
    openUsdcBridge,
  }) => {
    // USDC's own contract on the destination chain: tokens sent there are stuck for good.
    const destinationUsdc = await sandboxToken('31338', 'USDC');
    await openUsdcBridge('10');
    await swapPage.connectDevWallet();
    await swapPage.settingsButton.click();
    await swapPage.dialog
      .getByRole('textbox', { name: /^Recipient address/ })
      .fill(destinationUsdc.address);
    await page.keyboard.press('Escape');
    await expect(swapPage.dialog).toBeHidden();
    const review = await swapPage.openReview();
    await expect(review).toContainText(
      'The recipient is a contract on Sandbox Base, not a wallet. Tokens sent to a contract that cannot pass them on are lost for good.',
    );
    const confirm = review.getByRole('button', { name: 'Confirm swap' });
    await expect(confirm).toBeDisabled();
    await expect(
      review.getByText('Confirm that you understand the recipient is a contract first.'),
    ).toBeVisible();
    await review
      .getByRole('checkbox', { name: 'I understand the recipient is a contract' })
      .check();
    await expect(confirm).toBeEnabled();
  });

  test('an invalid address typed over a valid one clears it, and says so', async ({
    page,
    swapPage,
    openUsdcBridge,
  }) => {
    await openUsdcBridge('10');
    await swapPage.settingsButton.click();
    const field = swapPage.dialog.getByRole('textbox', { name: /^Recipient address/ });
    await field.fill(OTHER_ACCOUNT);
    await page.keyboard.press('Escape');
    await expect(swapPage.widget.getByText(/^To:/)).toHaveText('To: 0x7099…79C8');

    await swapPage.settingsButton.click();
    await field.press('End');
    await field.pressSequentially('Z');
    await expect(swapPage.dialog.getByRole('alert')).toHaveText(
      'Not a valid EVM address. The earlier recipient 0x7099…79C8 was cleared and will not be used.',
    );
    await page.keyboard.press('Escape');
    await expect(swapPage.dialog).toBeHidden();
    // The card names no recipient any more: the connected wallet receives.
    await expect(swapPage.widget.getByText(/^To:/)).toHaveCount(0);
  });

  test('the recipient field calls nothing wrong before anything is typed in it', async ({
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
    const field = swapPage.widget.getByRole('textbox', { name: 'Recipient address (required)' });
    await expect(field).toHaveAccessibleDescription(
      'The destination uses another kind of wallet, so tell us where to send the tokens.',
    );
    await expect(field).not.toHaveAttribute('aria-invalid');
    // Typed in, then emptied: now it says what is missing.
    await field.pressSequentially('9');
    await field.press('Backspace');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(
      'Enter a Solana address to receive the tokens.',
    );
  });
});
