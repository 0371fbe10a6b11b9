import { watchConfirmedQuote } from './confirmedQuote';
import { cosmosLedger, cosmosSwap, expectCosmosSwapSettled } from './cosmosLedger';
import { expect, test } from './fixtures';
import { expectRefusedBeforePrompt } from './pages/devWalletSwap';

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
  const swap = await cosmosSwap(swapPage, sandboxToken);
  const accounts = (await (await request.get(`${sandboxUrl}/__sandbox/accounts`)).json()) as {
    cosmos: { address: string }[];
  };
  const ledger = await cosmosLedger(request, apiUrl, accounts.cosmos[0]?.address ?? '');
  const before = {
    atom: await ledger.balance(swap.atom.address),
    usdc: await ledger.balance(swap.usdc.address),
  };
  const confirmedQuote = await watchConfirmedQuote(page);

  const progress = await swap.start();
  // One prompt, for the one transaction, naming what it signs.
  await expect(sandboxWallet.dialog).toContainText('/cosmos.bank.v1beta1.MsgSend');
  await sandboxWallet.sign();
  await expect(progress.getByRole('status')).toContainText('Swap complete', { timeout: 30_000 });
  expect(sandboxWallet.prompts).toHaveLength(1);
  await expectCosmosSwapSettled({
    request,
    ledger,
    swap,
    before,
    quote: confirmedQuote(),
    progress,
  });
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
    await faults.set({ tamperNextTx: [c.tamper] });
    await expectRefusedBeforePrompt(await start(), sandboxWallet, c.words);
  });
}
