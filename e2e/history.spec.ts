import { expect, expectShownReceived, test } from './fixtures';

/**
 * Swap history (issue 10) from the UI on the sandbox: a real swap, then a reload; the History
 * button of the card's header lists it with what the progress panel said arrived (the ledger's
 * amount, not the quote), its status in words and its explorer link; Clear history empties it,
 * for good.
 */
test('a swap is in the history after a reload, with the amount received the screen showed; Clear history empties it', async ({
  page,
  swapPage,
  sandboxToken,
  ledger,
}) => {
  const [usdc, weth] = await Promise.all([
    sandboxToken('31337', 'USDC'),
    sandboxToken('31337', 'WETH'),
  ]);
  const before = await ledger.balance(weth);
  await swapPage.goto({
    fromChain: '31337',
    fromToken: usdc.address,
    toChain: '31337',
    toToken: weth.address,
    amount: '7',
  });
  await swapPage.connectDevWallet();
  const progress = await swapPage.confirmSwap();
  const end = progress.getByRole('status');
  await expect(end).toContainText('Swap complete', { timeout: 30_000 });
  const text = await expectShownReceived(end, weth, (await ledger.balance(weth)) - before);
  const shown = /You received ([\d.,]+ WETH)/.exec(text ?? '')?.[1];

  await page.reload();
  // What ended stays ended: the form, and the swap in the history.
  await expect(swapPage.amountInput).toBeVisible();
  const history = await swapPage.openHistory();
  const entries = history.getByRole('list', { name: 'Past swaps' }).getByRole('listitem');
  await expect(entries).toHaveCount(1);
  const entry = entries.first();
  await expect(entry).toContainText('USDC → WETH');
  await expect(entry).toContainText('Complete');
  await expect(entry).toContainText('Sandbox Ethereum');
  await expect(swapPage.historyField(entry, 'Sent')).toHaveText('7 USDC');
  await expect(swapPage.historyField(entry, 'Received')).toHaveText(shown ?? 'no amount shown');
  await expect(entry.getByRole('link', { name: 'Source transaction' })).toHaveAttribute(
    'href',
    /\/__sandbox\/explorer\/31337\/tx\/0x[0-9a-f]{64}$/,
  );

  await history.getByRole('button', { name: 'Clear history' }).click();
  await expect(history).toContainText('No swaps yet.');
  await expect(history.getByRole('button', { name: 'Clear history' })).toBeDisabled();
  await page.keyboard.press('Escape');
  await expect(history).toBeHidden();

  await page.reload();
  await expect(await swapPage.openHistory()).toContainText('No swaps yet.');
});
