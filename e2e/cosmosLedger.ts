import type { APIRequestContext, Locator } from '@playwright/test';
import { parseUnits } from 'viem';
import type { QuotedOutput } from './confirmedQuote';
import { expect, type SandboxToken } from './fixtures';
import { COSMOS_CHAIN_ID, cosmosBalance, ledgerApi } from './networkLedgers';
import { startDevWalletSwap } from './pages/devWalletSwap';
import type { SwapPage } from './pages/swapPage';

/**
 * The sandbox's Cosmos ledger, read through its own REST API (the chain's `rpcUrls` entry in
 * `/chains`), never through the service; and the swap the Cosmos e2e run on it.
 */
/**
 * gaiaswap's ATOM -> USDC for 1.5 ATOM, with the Cosmos dev wallet or `wallet`; `inReview` checks
 * the review before Confirm swap.
 */
export async function cosmosSwap(
  swapPage: SwapPage,
  sandboxToken: (chainId: string, symbol: string) => Promise<SandboxToken>,
  wallet?: string,
  inReview?: (review: Locator) => Promise<void>,
) {
  const [atom, usdc] = await Promise.all([
    sandboxToken(COSMOS_CHAIN_ID, 'ATOM'),
    sandboxToken(COSMOS_CHAIN_ID, 'USDC'),
  ]);
  return {
    atom,
    usdc,
    amount: '1.5',
    start: () =>
      startDevWalletSwap(swapPage, {
        network: 'Cosmos',
        chainId: COSMOS_CHAIN_ID,
        from: atom.address,
        to: usdc.address,
        amount: '1.5',
        provider: 'Gaia Swap',
        wallet,
        inReview,
      }),
  };
}

/** The ledger's REST API and `user`'s balances on it (by denom, in the smallest unit). */
export async function cosmosLedger(request: APIRequestContext, apiUrl: string, user: string) {
  const rest = await ledgerApi(request, apiUrl, COSMOS_CHAIN_ID);
  return { rest, balance: (denom: string) => cosmosBalance(request, rest, user, denom) };
}

/**
 * The swap of `cosmosSwap` settled on the ledger exactly: its one transaction succeeded, the ATOM
 * that left is the input plus the fee that transaction paid, and the USDC received is within the
 * quote the person confirmed and is what the screen (`end`) says arrived.
 */
export async function expectCosmosSwapSettled({
  request,
  ledger,
  swap,
  before,
  quote,
  progress,
}: {
  request: APIRequestContext;
  ledger: Awaited<ReturnType<typeof cosmosLedger>>;
  swap: { atom: SandboxToken; usdc: SandboxToken; amount: string };
  before: { atom: bigint; usdc: bigint };
  quote: QuotedOutput;
  progress: Locator;
}): Promise<void> {
  const { atom, usdc } = swap;
  // The fee the one transaction paid, as the ledger recorded it.
  const [hash] = await progress
    .getByRole('link', { name: 'Source transaction' })
    .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href.split('/').pop() ?? ''));
  const tx = (await (await request.get(`${ledger.rest}/cosmos/tx/v1beta1/txs/${hash}`)).json()) as {
    tx: { auth_info: { fee: { amount: { denom: string; amount: string }[] } } };
    tx_response: { code: number };
  };
  expect(tx.tx_response.code).toBe(0);
  const fee = tx.tx.auth_info.fee.amount
    .filter((c) => c.denom === atom.address)
    .reduce((sum, c) => sum + BigInt(c.amount), 0n);
  expect(fee).toBeGreaterThan(0n);

  const after = {
    atom: await ledger.balance(atom.address),
    usdc: await ledger.balance(usdc.address),
  };
  expect(before.atom - after.atom, 'ATOM that left: the input and the fee').toBe(
    parseUnits(swap.amount, atom.decimals) + fee,
  );
  const received = after.usdc - before.usdc;
  expect(received).toBeGreaterThanOrEqual(quote.minOutputAmount);
  expect(received).toBeLessThanOrEqual(quote.outputAmount);
  const end = progress.getByRole('status');
  const shown = /You received ([\d.,]+) USDC\b/.exec((await end.textContent()) ?? '')?.[1] ?? '';
  expect(parseUnits(shown.replace(/,/g, ''), usdc.decimals), 'shown as received').toBe(received);
}
