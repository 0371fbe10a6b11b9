import type { Locator } from '@playwright/test';
import {
  collectPageErrors,
  expect,
  expectApprovalThenSwap,
  type Faults,
  readSwapLedger,
  test,
} from './fixtures';
import { ResumeScreen } from './pages/resumeScreen';
import { SandboxWallet } from './pages/sandboxWallet';

/**
 * One route, one tab (issues 10 and 17): two pages of one browser context, the widget in both,
 * the sandbox wallet asking before each signature (`devWalletPrompt=1`) in the page that runs
 * the swap. Tab A starts an ERC-20 swap (approval, then swap) and sits at the wallet prompt; tab
 * B, opened then, shows the progress, says the swap runs in another tab, and has nothing that
 * would sign; it follows A's steps live. A closes mid-execution; B takes the swap over (Web Locks:
 * the moment A's page is gone) with the rules of a reload: what A sent is followed without a
 * click, but B's wallet is never asked on the word of A's record: where a signature is next, B
 * shows the Resume screen (the terms, the whole recipient) and asks only after "Resume swap". Each
 * step is signed once, and the ledger shows exactly one approval and one swap.
 */

const SWAP = { from: ['31337', 'USDC'], to: ['31337', 'WETH'], amount: '2' } as const;
const ELSEWHERE = 'This swap is running in another tab';

interface CloseCase {
  name: string;
  /** From A's approval signed to the moment before A closes (A is at the swap prompt). */
  beforeClose(ctx: {
    walletA: SandboxWallet;
    faults: Faults;
    stepB(label: string): Locator;
  }): Promise<void>;
  /** What B's wallet is asked after taking over (after Resume swap, when there is any). */
  promptsInB: number;
  /**
   * The browser without Web Locks: the tabs use the heartbeat lease in localStorage, announced
   * on a BroadcastChannel (released on A's `pagehide`; only a crashed tab is waited out).
   */
  withoutWebLocks?: true;
}

const CASES: CloseCase[] = [
  {
    name: 'at the swap prompt (unanswered: B asks its own wallet once, after Resume swap)',
    beforeClose: async ({ walletA }) => {
      await expect(walletA.dialog).toBeVisible();
    },
    promptsInB: 1,
  },
  {
    name: 'while the signed swap is tracked (B follows its hash, no Resume swap, asks nothing)',
    beforeClose: async ({ walletA, faults, stepB }) => {
      await expect(walletA.dialog).toBeVisible();
      await faults.set({ status: 'stuck' });
      await walletA.sign();
      await expect(stepB('Swap')).toHaveText(/— Pending/);
    },
    promptsInB: 0,
  },
  {
    name: 'at the swap prompt, in a browser without Web Locks (the heartbeat lease), after Resume swap',
    beforeClose: async ({ walletA }) => {
      await expect(walletA.dialog).toBeVisible();
    },
    promptsInB: 1,
    withoutWebLocks: true,
  },
];

for (const c of CASES) {
  test(`a second tab follows the swap read-only and takes it over when the first closes ${c.name}`, async ({
    page,
    context,
    sandboxToken,
    startSwap,
    sandboxWallet: walletA,
    faults,
    ledger,
  }) => {
    if (c.withoutWebLocks) {
      await context.addInitScript(() => {
        Object.defineProperty(Navigator.prototype, 'locks', {
          configurable: true,
          get: () => undefined,
        });
      });
    }
    const [from, to] = await Promise.all([sandboxToken(...SWAP.from), sandboxToken(...SWAP.to)]);
    const before = await readSwapLedger(ledger, from, to);
    const { progress: progressA } = await startSwap({
      from: [...SWAP.from],
      to: [...SWAP.to],
      amount: SWAP.amount,
    });
    // A sits at the approval prompt.
    await expect(walletA.dialog).toBeVisible();
    await expect(progressA.getByText(ELSEWHERE)).toBeHidden();

    const pageB = await context.newPage();
    const problemsB = collectPageErrors(pageB);
    const walletB = new SandboxWallet(pageB);
    // The same link as A's (the widget store and the wallet's connection are the context's).
    const link = new URLSearchParams({
      fromChain: from.chainId,
      fromToken: from.address,
      toChain: to.chainId,
      toToken: to.address,
      amount: SWAP.amount,
      devWalletPrompt: '1',
    });
    await pageB.goto(`/?${link}`);
    const progressB = pageB.getByRole('region', { name: 'Swap progress' });
    const stepB = (label: string) =>
      progressB
        .getByRole('list', { name: 'Steps' })
        .getByRole('listitem')
        .filter({ hasText: new RegExp(`^${label} — `) });

    // B shows the swap as A runs it, says where it runs, and offers nothing that would sign.
    await expect(progressB).toBeVisible();
    await expect(progressB.getByText(ELSEWHERE)).toBeVisible();
    await expect(stepB('Approve USDC')).toHaveText(/— Confirm in your wallet/);
    await expect(progressB.getByRole('button')).toHaveCount(0);
    await expect(walletB.dialog).toBeHidden();
    if (c.withoutWebLocks) {
      // The lease A holds is the heartbeat record, not a Web Lock.
      const lease = await pageB.evaluate(() => ({
        webLocks: 'locks' in navigator && navigator.locks !== undefined,
        records: Object.keys(localStorage).filter((k) => /:execution:/.test(k)),
      }));
      expect(lease).toEqual({ webLocks: false, records: [expect.any(String)] });
    }

    // A signs the approval: B sees the steps advance, still without a prompt of its own.
    await walletA.sign();
    await expect(stepB('Approve USDC')).toHaveText(/— Done/);
    await expect(stepB('Swap')).toHaveText(/— (Preparing|Confirm in your wallet)/);
    await c.beforeClose({ walletA, faults, stepB });
    await expect(progressB.getByText(ELSEWHERE)).toBeVisible();
    await expect(progressB.getByRole('button')).toHaveCount(0);
    await expect(walletB.dialog).toBeHidden();
    const signedInA = walletA.signed.length;

    // A closes: B takes the swap over and finishes it; its wallet only after Resume swap.
    await page.close();
    await expect(progressB.getByText(ELSEWHERE)).toBeHidden();
    const resumeB = new ResumeScreen(progressB);
    if (c.promptsInB > 0) {
      await resumeB.expectShown(walletB, {
        from,
        to,
        amount: SWAP.amount,
        recipient: ledger.evmWallet,
      });
      await resumeB.resume();
    }
    for (let i = 0; i < c.promptsInB; i++) await walletB.sign();
    await faults.reset();
    const end = progressB.getByRole('status');
    await walletB.expectNoPromptUntil(end.getByText('Swap complete'));
    await expect(resumeB.button).toBeHidden();

    // Each step signed once, across both tabs.
    expect(walletA.prompts.map((p) => p.answer)).toEqual(Array(signedInA).fill('signed'));
    expect(walletB.prompts.map((p) => p.answer)).toEqual(Array(c.promptsInB).fill('signed'));
    await expectApprovalThenSwap({
      ledger,
      from,
      to,
      amount: SWAP.amount,
      before,
      signed: [...walletA.signed, ...walletB.signed],
      end,
    });
    expect(problemsB, 'tab B logged errors').toEqual([]);
  });
}
