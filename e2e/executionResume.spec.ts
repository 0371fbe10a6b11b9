import type { Locator } from '@playwright/test';
import {
  expect,
  expectApprovalThenSwap,
  type Faults,
  type Ledger,
  readSwapLedger,
  type SandboxToken,
  type SwapStart,
  test,
} from './fixtures';
import type { SandboxWallet, WalletPrompt } from './pages/sandboxWallet';

/**
 * A reload at every point of an execution (issue 9), with the sandbox wallet asking before each
 * signature (`devWalletPrompt=1`) so the test is the wallet: the execution reopens on its own,
 * resumes where it was, and finishes; the wallet signed each step once (an unanswered prompt that
 * a reload closed is asked again, a signed one never), and the ledger shows one approval and one
 * swap or bridge: the dev wallet's nonce, the input gone exactly, the output as the screen says,
 * no allowance left. Slow moments are held with the sandbox's faults, never with sleeps.
 */

interface Ctx {
  wallet: SandboxWallet;
  faults: Faults;
  ledger: Ledger;
  to: SandboxToken;
  /** The item of "Steps" whose label starts with `label`. */
  step(label: string): Locator;
  reload(): Promise<void>;
}

interface ResumeCase extends SwapStart {
  name: string;
  /** Every prompt the wallet showed, in order: one a reload closed unanswered is asked again. */
  prompts: WalletPrompt['answer'][];
  /** Played from Confirm swap: answers the wallet up to the moment of the reload. */
  before(ctx: Ctx): Promise<void>;
  /** Right after the reload, before the rest is signed. */
  after?(ctx: Ctx): Promise<void>;
}

/** Holds every `/nextTx` answer (the page's request waits, the step stays "Preparing"). */
const HOLD_NEXT_TX = { latencyMs: 30_000, endpoints: ['nextTx'] };

const erc20Swap = {
  from: ['31337', 'USDC'],
  to: ['31337', 'WETH'],
  amount: '2',
} satisfies SwapStart;

const CASES: ResumeCase[] = [
  {
    name: 'at the approval prompt',
    ...erc20Swap,
    prompts: ['left open', 'signed', 'signed'],
    before: async ({ wallet }) => {
      await wallet.open();
    },
  },
  {
    name: 'after the approval, before the swap prompt',
    ...erc20Swap,
    prompts: ['signed', 'signed'],
    before: async ({ wallet, faults, step }) => {
      await expect(wallet.dialog).toBeVisible();
      await faults.set(HOLD_NEXT_TX);
      await wallet.sign();
      await expect(step('Approve USDC')).toHaveText(/— Done/);
      await expect(step('Swap')).toHaveText(/— Preparing/);
      await faults.reset();
    },
  },
  {
    name: 'at the swap prompt',
    ...erc20Swap,
    prompts: ['signed', 'left open', 'signed'],
    before: async ({ wallet }) => {
      await wallet.sign();
      await wallet.open();
    },
  },
  {
    name: 'after the swap was signed, while it is tracked',
    ...erc20Swap,
    prompts: ['signed', 'signed'],
    before: async ({ wallet, faults, step }) => {
      await wallet.sign();
      await expect(wallet.dialog).toBeVisible();
      await faults.set({ status: 'stuck' });
      await wallet.sign();
      await expect(step('Swap')).toHaveText(/— Pending/);
    },
    after: async ({ faults, step }) => {
      await expect(step('Swap')).toHaveText(/— Pending/);
      await faults.reset();
    },
  },
  {
    name: 'between bridge steps (USDC 31337 -> 31338, approval, bridge, relayer claim)',
    from: ['31337', 'USDC'],
    to: ['31338', 'USDC'],
    amount: '3',
    provider: 'Arc Bridge',
    prompts: ['signed', 'signed'],
    before: async ({ wallet, faults, ledger, to, step }) => {
      const arrivedBefore = await ledger.balance(to);
      await wallet.sign();
      await expect(wallet.dialog).toBeVisible();
      await faults.set({ status: 'stuck' });
      await wallet.sign();
      await expect(step('Bridge')).toHaveText(/— Pending/);
      // Delivered on the destination ledger; the claim's /nextTx will be held.
      await expect.poll(() => ledger.balance(to)).toBeGreaterThan(arrivedBefore);
      await faults.set(HOLD_NEXT_TX);
    },
    after: async ({ faults, step, reload }) => {
      // The resumed bridge is followed to its end; the claim waits for its /nextTx.
      await expect(step('Bridge')).toHaveText(/— Done/);
      await expect(step('Claim')).toHaveText(/— Preparing/);
      await faults.reset();
      await reload();
    },
  },
];

for (const c of CASES) {
  test(`a reload ${c.name} resumes, and each step is signed once`, async ({
    page,
    sandboxToken,
    startSwap,
    sandboxWallet: wallet,
    faults,
    ledger,
  }) => {
    const [from, to] = await Promise.all([sandboxToken(...c.from), sandboxToken(...c.to)]);
    const before = await readSwapLedger(ledger, from, to);
    const { progress } = await startSwap(c);
    const ctx: Ctx = {
      wallet,
      faults,
      ledger,
      to,
      step: (label) =>
        progress
          .getByRole('list', { name: 'Steps' })
          .getByRole('listitem')
          .filter({ hasText: new RegExp(`^${label} — `) }),
      reload: async () => {
        await page.reload();
        // The execution reopens on its own.
        await expect(progress).toBeVisible();
      },
    };

    await c.before(ctx);
    await ctx.reload();
    await c.after?.(ctx);
    while (wallet.signed.length < 2) await wallet.sign();
    const end = progress.getByRole('status');
    await wallet.expectNoPromptUntil(end.getByText('Swap complete'));

    expect(wallet.prompts.map((p) => p.answer)).toEqual(c.prompts);
    await expectApprovalThenSwap({
      ledger,
      from,
      to,
      amount: c.amount,
      before,
      signed: wallet.signed,
      end,
    });
  });
}
