import type { Page } from '@playwright/test';
import { expect, expectApprovalThenSwap, readSwapLedger, type SwapStart, test } from './fixtures';

/**
 * Confirm swap through `/quick-swap` (issue 10): the integrator's `quickSwap` turned on, here by
 * the development build's `quickSwap=1` (a production build never reads it from a link), for a
 * same-chain ERC-20 swap with the sandbox wallet asking before each signature. Over the wire the
 * page asks `/quick-swap` once and never `/createTx`; the wallet signs the approval of the input
 * token (the widget's exact one) and then the swap to the contract it approved, once each, and
 * the ledger shows exactly those two transactions, the input gone, no allowance left and what the
 * screen says arrived. A reload at the approval prompt resumes from the stored record.
 */

/** The routing API's endpoints the page asks, in order (from `/v1/<endpoint>`). */
function apiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const path = /\/v1\/([\w-]+)/.exec(new URL(request.url()).pathname)?.[1];
    if (path) calls.push(path);
  });
  return calls;
}

const swap = {
  from: ['31337', 'USDC'],
  to: ['31337', 'WETH'],
  amount: '3',
  params: { quickSwap: '1' },
} satisfies SwapStart;

for (const reload of [false, true]) {
  test(`a same-chain swap through /quick-swap, no /createTx${reload ? ', reloaded at the approval prompt' : ''}`, async ({
    page,
    sandboxToken,
    startSwap,
    sandboxWallet: wallet,
    ledger,
  }) => {
    const calls = apiCalls(page);
    const [from, to] = await Promise.all([sandboxToken(...swap.from), sandboxToken(...swap.to)]);
    const before = await readSwapLedger(ledger, from, to);
    const { progress } = await startSwap(swap);

    if (reload) {
      await wallet.open();
      await page.reload();
      // The execution reopens on its own, from what was stored.
      await expect(progress).toBeVisible();
    }
    while (wallet.signed.length < 2) await wallet.sign();
    const end = progress.getByRole('status');
    await wallet.expectNoPromptUntil(end.getByText('Swap complete'));

    expect(calls.filter((c) => c === 'quick-swap')).toHaveLength(1);
    expect(calls).not.toContain('createTx');
    // Without a reload every transaction came with /quick-swap; after one, the approval whose
    // prompt the reload closed is handed out again by /nextTx (its first one served its attempt).
    expect(calls.filter((c) => c === 'nextTx')).toHaveLength(reload ? 1 : 0);
    await expectApprovalThenSwap({
      ledger,
      from,
      to,
      amount: swap.amount,
      before,
      signed: wallet.signed,
      end,
    });
  });
}
