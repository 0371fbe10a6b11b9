import type { Page } from '@playwright/test';
import {
  expect,
  expectApprovalThenSwap,
  readSwapLedger,
  recordApiCalls,
  type SwapStart,
  test,
} from './fixtures';
import { ResumeScreen } from './pages/resumeScreen';

/**
 * Confirm swap through `/quick-swap` (issue 10): the integrator's `quickSwap` turned on, here by
 * the development build's `quickSwap=1` (a production build never reads it from a link), for a
 * same-chain ERC-20 swap with the sandbox wallet asking before each signature. Over the wire the
 * page asks `/quick-swap` once and never `/createTx`; the wallet signs the approval of the input
 * token (the widget's exact one) and then the swap to the contract it approved, once each, and
 * the ledger shows exactly those two transactions, the input gone, no allowance left and what the
 * screen says arrived. A reload at the approval prompt reopens the swap on the Resume screen (the
 * stored record never opens a prompt by itself); after "Resume swap" every transaction comes
 * from a fresh `/nextTx`: the handed-out ones lived in the first page's memory, never in storage.
 */

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
    const calls = recordApiCalls(page);
    const [from, to] = await Promise.all([sandboxToken(...swap.from), sandboxToken(...swap.to)]);
    const before = await readSwapLedger(ledger, from, to);
    await countStorageReads(page);
    const { progress } = await startSwap(swap);

    if (reload) {
      await wallet.open();
      await page.reload();
      // The execution reopens on its own, from what was stored, and waits for the person.
      await expect(progress).toBeVisible();
      const resume = new ResumeScreen(progress);
      // The person takes a few seconds to read the terms, and the page stays still meanwhile: it
      // once re-read the stored swaps in a loop here, thousands of times a second, until it
      // stopped answering (a click on Resume swap then waited out the test).
      const readsBefore = await storageReads(page);
      await resume.expectShown(
        wallet,
        { from, to, amount: swap.amount, recipient: ledger.evmWallet },
        3_000,
      );
      expect(await storageReads(page)).toBeLessThan(readsBefore + 20);
      await resume.resume();
    }
    while (wallet.signed.length < 2) await wallet.sign();
    const end = progress.getByRole('status');
    await wallet.expectNoPromptUntil(end.getByText('Swap complete'));

    const endpoints = calls.map((c) => c.endpoint);
    expect(endpoints.filter((c) => c === 'quick-swap')).toHaveLength(1);
    expect(endpoints).not.toContain('createTx');
    // Without a reload every transaction came with /quick-swap; after one, none was kept: the
    // approval asks its /nextTx and the swap's (the contract it may allow), then the swap its own.
    const nextTx = calls.filter((c) => c.endpoint === 'nextTx').map((c) => c.params.get('stepId'));
    const [approval, swapStep] = nextTx;
    expect(nextTx).toEqual(reload ? [approval, swapStep, swapStep] : []);
    expect(approval).not.toBe(swapStep ?? 'none');
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

/** Counts the page's reads of localStorage (`storageReads`), from its next load on. */
async function countStorageReads(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const counted = window as unknown as { storageReads: number };
    counted.storageReads = 0;
    const getItem = Storage.prototype.getItem;
    Storage.prototype.getItem = function (this: Storage, key: string) {
      counted.storageReads += 1;
      return getItem.call(this, key);
    };
  });
}

function storageReads(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { storageReads: number }).storageReads);
}
