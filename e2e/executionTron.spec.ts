import type { APIRequestContext } from '@playwright/test';
import { parseUnits } from 'viem';
import { expect, test } from './fixtures';
import { tronBalance as balanceOf, ledgerApi, TRON_CHAIN_ID, TRX } from './networkLedgers';
import { expectRefusedBeforePrompt } from './pages/devWalletSwap';
import { tronSwap } from './tronLedger';

/**
 * A Tron route from the hosted page to "Swap complete" with the sandbox's Tron dev wallet asking
 * before each signature (`devWalletPrompt=1`): USDT for TRX on the sandbox's Tron ledger, an
 * exact approval then the swap, one prompt each. What moved is read from the ledger's own HTTP
 * API (the chain's `rpcUrls` entry in `/chains`), never from the service.
 */
async function feeOf(request: APIRequestContext, node: string, txID: string): Promise<bigint> {
  const info = await request.post(`${node}/wallet/gettransactioninfobyid`, {
    data: { value: txID },
  });
  return BigInt(((await info.json()) as { fee?: number }).fee ?? 0);
}

test('a Tron swap (USDT -> TRX) from the hosted page to "Swap complete"', async ({
  swapPage,
  sandboxToken,
  sandboxUrl,
  apiUrl,
  request,
  page,
}) => {
  const { usdt, start } = await tronSwap(swapPage, sandboxToken);
  const accounts = (await (await request.get(`${sandboxUrl}/__sandbox/accounts`)).json()) as {
    tron: { address: string }[];
  };
  const wallet = accounts.tron[0]?.address ?? '';
  const node = await ledgerApi(request, apiUrl, TRON_CHAIN_ID);
  const before = {
    usdt: await balanceOf(request, node, wallet, usdt.address),
    trx: await balanceOf(request, node, wallet, TRX),
  };

  const prompts: string[] = [];
  const walletPrompt = page.getByRole('dialog', { name: 'Sandbox wallet' });
  await page.addLocatorHandler(
    walletPrompt,
    async (dialog) => {
      prompts.push(((await dialog.textContent()) ?? '').replace(/\s+/g, ' '));
      const answered = await dialog.elementHandle();
      await dialog.getByRole('button', { name: 'Sign' }).click();
      await answered?.waitForElementState('hidden');
    },
    { noWaitAfter: true },
  );

  const progress = await start();

  const end = progress.getByRole('status');
  await expect(end).toContainText('Swap complete', { timeout: 30_000 });
  const steps = progress.getByRole('list', { name: 'Steps' }).getByRole('listitem');
  await expect(steps).toHaveText([/^Approve USDT — Done/, /^Swap — Done/]);
  expect(prompts, prompts.join('\n')).toHaveLength(2);

  const hashes = await progress
    .getByRole('link', { name: 'Source transaction' })
    .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href.split('/').pop() ?? ''));
  const fees = (await Promise.all(hashes.map((h) => feeOf(request, node, h)))).reduce(
    (a, b) => a + b,
    0n,
  );
  const after = {
    usdt: await balanceOf(request, node, wallet, usdt.address),
    trx: await balanceOf(request, node, wallet, TRX),
  };
  expect(before.usdt - after.usdt, 'USDT that left the wallet').toBe(parseUnits('2', 6));
  const credited = after.trx - before.trx + fees;
  expect(credited).toBeGreaterThan(0n);
  const shown = /You received ([\d.,]+) TRX\b/.exec((await end.textContent()) ?? '')?.[1] ?? '';
  expect(parseUnits(shown.replace(/,/g, ''), 6)).toBe(credited);
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
    await faults.set({ tamperNextTx: [c.tamper] });
    await expectRefusedBeforePrompt(await start(), sandboxWallet, c.words);
  });
}
