import { expect, type Locator, type Page, type Route } from '@playwright/test';
import type { Faults } from '../fixtures';
import { ResumeScreen, type SwapTerms } from './resumeScreen';
import type { SandboxWallet, WalletPrompt } from './sandboxWallet';

/** Holds every `/nextTx` answer (the page's request waits, the step stays "Preparing"). */
export const HOLD_NEXT_TX = { latencyMs: 30_000, endpoints: ['nextTx'] };

/** What a reload case plays with, on one swap's "Swap progress". */
export interface ReloadCtx {
  page: Page;
  wallet: SandboxWallet;
  faults: Faults;
  /** The item of "Steps" whose label starts with `label`. */
  step(label: string): Locator;
  reload(): Promise<void>;
  /** The Resume screen shows the swap's terms with the wallet quiet; then "Resume swap". */
  resume(): Promise<void>;
}

/**
 * A reload at one moment of a swap started with the sandbox wallet asking before each signature
 * (`devWalletPrompt=1`, the test is the wallet).
 */
export interface ReloadCase<C extends ReloadCtx = ReloadCtx> {
  name: string;
  /** Every prompt the wallet showed, in order: one a reload closed unanswered is asked again. */
  prompts: WalletPrompt['answer'][];
  /** Played from Confirm swap: answers the wallet up to the moment of the reload. */
  before(ctx: C): Promise<void>;
  /** Right after the reload: what is followed without a click. */
  after?(ctx: C): Promise<void>;
  /**
   * After the reload (and `after`) a step may need the wallet next: it waits for "Resume swap".
   * False: only following is left, and the swap completes without a click.
   */
  resumes: boolean;
}

/**
 * A reload between a swap's approval (step `Approve <token>`) and its swap, whose `/nextTx` is
 * held so the swap stays "Preparing": both are signed once, the swap after Resume swap.
 */
export function betweenApprovalAndSwap(token: string): ReloadCase {
  return {
    name: 'after the approval, before the swap prompt',
    prompts: ['signed', 'signed'],
    before: async ({ wallet, faults, step }) => {
      await expect(wallet.dialog).toBeVisible();
      await faults.set(HOLD_NEXT_TX);
      await wallet.sign();
      await expect(step(`Approve ${token}`)).toHaveText(/— Done/);
      await expect(step('Swap')).toHaveText(/— Preparing/);
      await faults.reset();
    },
    resumes: true,
  };
}

/**
 * A reload after the swap was signed (after an approval, unless `withApproval` is false), while
 * its `/status` is held ("Pending"): only following is left, so no Resume swap and no more prompts.
 */
export function swapTrackedWithStatusHeld(name: string, withApproval = true): ReloadCase {
  return {
    name,
    prompts: withApproval ? ['signed', 'signed'] : ['signed'],
    before: async ({ wallet, faults, step }) => {
      if (withApproval) await wallet.sign();
      await expect(wallet.dialog).toBeVisible();
      await faults.set({ status: 'stuck' });
      await wallet.sign();
      await expect(step('Swap')).toHaveText(/— Pending/);
    },
    after: async ({ faults, step }) => {
      await expect(step('Swap')).toHaveText(/— Pending/);
      await faults.reset();
    },
    resumes: false,
  };
}

export function reloadCtx({
  page,
  progress,
  wallet,
  faults,
  terms,
}: {
  page: Page;
  progress: Locator;
  wallet: SandboxWallet;
  faults: Faults;
  terms: SwapTerms;
}): ReloadCtx {
  const resumeScreen = new ResumeScreen(progress);
  return {
    page,
    wallet,
    faults,
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
    resume: async () => {
      await resumeScreen.expectShown(wallet, terms);
      await resumeScreen.resume();
    },
  };
}

/**
 * Plays `c` on a swap just confirmed: its moment, the reload, what is followed, "Resume swap"
 * where a signature may come next, the wallet signing until `signatures` were given, then
 * "Swap complete" with no prompt and no Resume swap on the way (only following was left). The
 * wallet was asked exactly `c.prompts`. Answers the end's status region.
 */
export async function playReloadCase<C extends ReloadCtx>(
  c: ReloadCase<C>,
  ctx: C,
  { progress, signatures }: { progress: Locator; signatures: number },
): Promise<Locator> {
  await c.before(ctx);
  await ctx.reload();
  await c.after?.(ctx);
  const resumeButton = new ResumeScreen(progress).button;
  if (c.resumes) await ctx.resume();
  // Only following is left: nothing to resume.
  else await expect(resumeButton).toBeHidden();
  while (ctx.wallet.signed.length < signatures) await ctx.wallet.sign();
  const end = progress.getByRole('status');
  await ctx.wallet.expectNoPromptUntil(end.getByText('Swap complete'));
  await expect(resumeButton).toBeHidden();
  expect(ctx.wallet.prompts.map((p) => p.answer)).toEqual(c.prompts);
  return end;
}

/**
 * Holds the first `method` request to a path ending in `path` (a ledger's broadcast endpoint):
 * never sent on nor answered, so what the page saved before sending stays unsent, and the request
 * ends with its page at the reload. Later ones (the reloaded page's) go through. The route is not
 * removed before the reload: Chromium sends a held request on once nothing intercepts it, and the
 * broadcast would then race the reload to the ledger (seen in CI: the swap completed before it).
 * `reached` settles when the first is held.
 */
export async function holdFirstRequest(
  page: Page,
  { method, path }: { method: string; path: string },
): Promise<{ reached: Promise<void> }> {
  let onReached: () => void = () => {};
  const reached = new Promise<void>((resolve) => {
    onReached = resolve;
  });
  let holding = false;
  // A pattern, not a function: with a function Playwright intercepts every request of the page.
  const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await page.route(new RegExp(`${escaped}(?:[?#]|$)`), async (route: Route) => {
    if (holding || route.request().method() !== method) return route.fallback();
    holding = true;
    onReached();
  });
  return { reached };
}
