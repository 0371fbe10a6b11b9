import {
  expect,
  expectApprovalThenSwap,
  type Ledger,
  readSwapLedger,
  type SandboxToken,
  type SwapStart,
  test,
} from './fixtures';
import {
  betweenApprovalAndSwap,
  HOLD_NEXT_TX,
  playReloadCase,
  type ReloadCase,
  type ReloadCtx,
  reloadCtx,
  swapTrackedWithStatusHeld,
} from './pages/reloadCase';

/**
 * A reload at every point of an execution (issues 9 and 17), with the sandbox wallet asking
 * before each signature (`devWalletPrompt=1`) so the test is the wallet: the execution reopens on
 * its own and follows what was already sent without a click. The record it reopens from is
 * storage, which anything on the page can write, so it never opens a wallet prompt by itself:
 * where a step may need a signature next, the Resume screen restates the terms (what is paid, the
 * least that arrives, the whole recipient) and the wallet stays quiet until "Resume swap" is
 * pressed. Then it finishes; the wallet signed each step once (an unanswered prompt that a reload
 * closed is asked again, a signed one never), and the ledger shows one approval and one swap or
 * bridge: the dev wallet's nonce, the input gone exactly, the output as the screen says, no
 * allowance left. Slow moments are held with the sandbox's faults, never with sleeps.
 */

interface Ctx extends ReloadCtx {
  ledger: Ledger;
  to: SandboxToken;
}

const erc20Swap = {
  from: ['31337', 'USDC'],
  to: ['31337', 'WETH'],
  amount: '2',
} satisfies SwapStart;

const CASES: Array<ReloadCase<Ctx> & SwapStart> = [
  {
    name: 'at the approval prompt',
    ...erc20Swap,
    prompts: ['left open', 'signed', 'signed'],
    before: async ({ wallet }) => {
      await wallet.open();
    },
    resumes: true,
  },
  { ...erc20Swap, ...betweenApprovalAndSwap('USDC') },
  {
    name: 'at the swap prompt',
    ...erc20Swap,
    prompts: ['signed', 'left open', 'signed'],
    before: async ({ wallet }) => {
      await wallet.sign();
      await wallet.open();
    },
    resumes: true,
  },
  { ...erc20Swap, ...swapTrackedWithStatusHeld('after the swap was signed, while it is tracked') },
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
    after: async ({ faults, step, reload, resume }) => {
      // The bridge is followed to its end without a click. The claim asks nothing of the wallet,
      // but only its /nextTx says so (skipTxn): it waits for Resume swap, then for its /nextTx.
      await expect(step('Bridge')).toHaveText(/— Done/);
      await resume();
      await expect(step('Claim')).toHaveText(/— Preparing/);
      await faults.reset();
      await reload();
    },
    resumes: true,
  },
];

for (const c of CASES) {
  test(`a reload ${c.name} follows what was sent, asks the wallet only after Resume swap, and signs each step once`, async ({
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
    const terms = { from, to, amount: c.amount, recipient: ledger.evmWallet };
    const ctx: Ctx = {
      ...reloadCtx({ page, progress, wallet, faults, terms }),
      ledger,
      to,
    };
    const end = await playReloadCase(c, ctx, { progress, signatures: 2 });
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
