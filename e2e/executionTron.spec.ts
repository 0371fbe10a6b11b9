import { expect, test } from './fixtures';
import { expectRefusedBeforePrompt, tronSwap } from './pages/devWalletSwap';
import { SandboxWallet } from './pages/sandboxWallet';
import { expectTronSwapSettled, readTronBalances, tronLedger } from './tronLedger';

/**
 * A Tron route from the hosted page to "Swap complete" with the sandbox's Tron dev wallet asking
 * before each signature (`devWalletPrompt=1`): USDT for TRX on the sandbox's Tron ledger, an
 * exact approval then the swap, one prompt each. What moved is read from the ledger's own HTTP
 * API (the chain's `rpcUrls` entry in `/chains`), never from the service.
 */
test('a Tron swap (USDT -> TRX) from the hosted page to "Swap complete"', async ({
  swapPage,
  sandboxToken,
  sandboxUrl,
  apiUrl,
  request,
  page,
}) => {
  const { usdt, start } = await tronSwap(swapPage, sandboxToken, {
    // The first transaction, prepared and simulated on the Tron ledger as the run would: nothing
    // signed yet. The swap's own effect shows at its prompt.
    inReview: async (review) => {
      const effect = review.getByRole('region', { name: 'Simulated effect' });
      await expect(effect.getByRole('listitem')).toHaveText([/^Approve exactly 2 USDT to T/]);
    },
  });
  const ledger = await tronLedger(request, apiUrl, sandboxUrl);
  const before = await readTronBalances(ledger, usdt);

  const prompts = await new SandboxWallet(page).signEveryPrompt();

  const progress = await start();

  const end = progress.getByRole('status');
  await expect(end).toContainText('Swap complete', { timeout: 30_000 });
  const steps = progress.getByRole('list', { name: 'Steps' }).getByRole('listitem');
  await expect(steps).toHaveText([/^Approve USDT — Done/, /^Swap — Done/]);
  expect(prompts, prompts.join('\n')).toHaveLength(2);

  await expectTronSwapSettled({ ledger, input: usdt, amount: '2', before, progress });
});

for (const c of [
  { tamper: 'feeLimit', words: /could burn more TRX for its network fee than this widget allows/ },
  {
    tamper: 'spender',
    words: /let another contract spend your tokens than the one that swaps them/,
  },
]) {
  test(`a tampered Tron payload (${c.tamper}) is refused before the wallet is asked`, async ({
    swapPage,
    sandboxToken,
    sandboxWallet,
    faults,
  }) => {
    const { start } = await tronSwap(swapPage, sandboxToken);
    const tampered = () => faults.set({ tamperNextTx: [c.tamper] });
    await expectRefusedBeforePrompt(await start(tampered), sandboxWallet, c.words);
  });
}
