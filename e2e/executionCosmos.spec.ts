import { parseUnits } from 'viem';
import { watchConfirmedQuote } from './confirmedQuote';
import { expect, type SandboxToken, test } from './fixtures';
import { COSMOS_CHAIN_ID, cosmosBalance, ledgerApi } from './networkLedgers';
import { expectRefusedBeforePrompt, startDevWalletSwap } from './pages/devWalletSwap';
import type { SwapPage } from './pages/swapPage';

/**
 * Cosmos routes from the hosted page with the Cosmos dev wallet (development build, the sandbox's
 * Cosmos ledger): gaiaswap's same-chain ATOM -> USDC swap to "Swap complete", the ledger, read
 * through its own REST API, moving exactly the input plus the fee the transaction paid and the
 * amount shown as received; and a tampered payload refused before the wallet is asked.
 */
const COSMOS = COSMOS_CHAIN_ID;

/** gaiaswap's ATOM -> USDC on the sandbox's Cosmos ledger. */
async function cosmosSwap(
  swapPage: SwapPage,
  sandboxToken: (chainId: string, symbol: string) => Promise<SandboxToken>,
) {
  const [atom, usdc] = await Promise.all([
    sandboxToken(COSMOS, 'ATOM'),
    sandboxToken(COSMOS, 'USDC'),
  ]);
  return {
    atom,
    usdc,
    start: () =>
      startDevWalletSwap(swapPage, {
        network: 'Cosmos',
        chainId: COSMOS,
        from: atom.address,
        to: usdc.address,
        amount: '1.5',
        provider: 'Gaia Swap',
      }),
  };
}

test('a same-chain Cosmos swap with the Cosmos dev wallet, to "Swap complete"', async ({
  swapPage,
  sandboxToken,
  sandboxWallet,
  request,
  apiUrl,
  sandboxUrl,
  page,
}) => {
  const { atom, usdc, start } = await cosmosSwap(swapPage, sandboxToken);
  const accounts = (await (await request.get(`${sandboxUrl}/__sandbox/accounts`)).json()) as {
    cosmos: { address: string }[];
  };
  const user = accounts.cosmos[0]?.address ?? '';
  const rest = await ledgerApi(request, apiUrl, COSMOS);
  const balance = (denom: string) => cosmosBalance(request, rest, user, denom);
  const before = { atom: await balance(atom.address), usdc: await balance(usdc.address) };
  const confirmedQuote = await watchConfirmedQuote(page);

  const progress = await start();
  // One prompt, for the one transaction, naming what it signs.
  await expect(sandboxWallet.dialog).toContainText('/cosmos.bank.v1beta1.MsgSend');
  await sandboxWallet.sign();
  const end = progress.getByRole('status');
  await expect(end).toContainText('Swap complete', { timeout: 30_000 });
  expect(sandboxWallet.prompts).toHaveLength(1);

  // The fee the one transaction paid, as the ledger recorded it.
  const [hash] = await progress
    .getByRole('link', { name: 'Source transaction' })
    .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href.split('/').pop() ?? ''));
  const tx = (await (await request.get(`${rest}/cosmos/tx/v1beta1/txs/${hash}`)).json()) as {
    tx: { auth_info: { fee: { amount: { denom: string; amount: string }[] } } };
    tx_response: { code: number };
  };
  expect(tx.tx_response.code).toBe(0);
  const fee = tx.tx.auth_info.fee.amount
    .filter((c) => c.denom === atom.address)
    .reduce((sum, c) => sum + BigInt(c.amount), 0n);
  expect(fee).toBeGreaterThan(0n);

  const after = { atom: await balance(atom.address), usdc: await balance(usdc.address) };
  expect(before.atom - after.atom, 'ATOM that left: the input and the fee').toBe(
    parseUnits('1.5', atom.decimals) + fee,
  );
  const received = after.usdc - before.usdc;
  const quote = confirmedQuote();
  expect(received).toBeGreaterThanOrEqual(quote.minOutputAmount);
  expect(received).toBeLessThanOrEqual(quote.outputAmount);
  const shown = /You received ([\d.,]+) USDC\b/.exec((await end.textContent()) ?? '')?.[1] ?? '';
  expect(parseUnits(shown.replace(/,/g, ''), usdc.decimals), 'shown as received').toBe(received);
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
