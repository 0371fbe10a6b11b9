import { watchConfirmedQuote } from './confirmedQuote';
import { cosmosLedger, expectCosmosSwapSettled, readCosmosBalances } from './cosmosLedger';
import { expect, test } from './fixtures';
import { cosmosSwap, expectRefusedBeforePrompt } from './pages/devWalletSwap';

/**
 * Cosmos routes from the hosted page with the Cosmos dev wallet (development build, the sandbox's
 * Cosmos ledger): gaiaswap's same-chain ATOM -> USDC swap to "Swap complete", the ledger, read
 * through its own REST API, moving exactly the input plus the fee the transaction paid and the
 * amount shown as received; and a tampered payload refused before the wallet is asked.
 */
test('a same-chain Cosmos swap with the Cosmos dev wallet, to "Swap complete"', async ({
  swapPage,
  sandboxToken,
  sandboxWallet,
  request,
  apiUrl,
  sandboxUrl,
  page,
}) => {
  const { atom, usdc, amount, start } = await cosmosSwap(swapPage, sandboxToken, {
    // Simulated on the Cosmos ledger (`/simulate`, fee included) before anything is signed.
    inReview: async (review) => {
      const effect = review.getByRole('region', { name: 'Simulated effect' });
      await expect(effect.getByRole('listitem').first()).toHaveText(/^−1\.5\d* ATOM$/);
    },
  });
  const ledger = await cosmosLedger(request, apiUrl, sandboxUrl);
  const before = await readCosmosBalances(ledger, atom, usdc);
  const confirmedQuote = await watchConfirmedQuote(page);

  const progress = await start();
  // One prompt, for the one transaction, naming what it signs.
  await expect(sandboxWallet.dialog).toContainText('/cosmos.bank.v1beta1.MsgSend');
  await sandboxWallet.sign();
  const end = progress.getByRole('status');
  await expect(end).toContainText('Swap complete', { timeout: 30_000 });
  expect(sandboxWallet.prompts).toHaveLength(1);

  const received = await expectCosmosSwapSettled({
    ledger,
    input: atom,
    output: usdc,
    amount,
    before,
    progress,
  });
  const quote = confirmedQuote();
  expect(received).toBeGreaterThanOrEqual(quote.minOutputAmount);
  expect(received).toBeLessThanOrEqual(quote.outputAmount);
});

for (const c of [
  { tamper: 'memoRecipient', words: /another address than this route's recipient/ },
  { tamper: 'cosmosAmount', words: /another token, or another amount, than this step spends/ },
]) {
  test(`a tampered Cosmos payload (${c.tamper}) is refused before the wallet is asked`, async ({
    swapPage,
    sandboxToken,
    faults,
    sandboxWallet,
  }) => {
    const { start } = await cosmosSwap(swapPage, sandboxToken);
    const tampered = () => faults.set({ tamperNextTx: [c.tamper] });
    await expectRefusedBeforePrompt(await start(tampered), sandboxWallet, c.words);
  });
}
