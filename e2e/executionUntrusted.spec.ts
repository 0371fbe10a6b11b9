import type { Page } from '@playwright/test';
import type { Hex } from 'viem';
import {
  collectPageErrors,
  expect,
  expectApprovalThenSwap,
  readSwapLedger,
  recordApiCalls,
  type SwapStart,
  test,
} from './fixtures';
import { ResumeScreen } from './pages/resumeScreen';
import { SandboxWallet } from './pages/sandboxWallet';

/**
 * Storage and other tabs are untrusted input (issue 17): anything on the page can write the
 * stored executions, and another tab (or a script) can take a swap's lease. A record read that
 * way never opens a wallet prompt by itself, and never decides what is signed:
 * - a transaction planted in the stored record is dropped on reload: the Resume screen shows,
 *   and on "Resume swap" the swap is signed from a fresh `/nextTx`, to the router, once;
 * - a running record that arrives with a `storage` event shows on the Resume screen, the wallet
 *   quiet until the person resumes it;
 * - a tab that steals the lease of a swap another tab runs opens no prompt: it follows the hash
 *   the first tab's open prompt sends, and the ledger shows one swap.
 * The sandbox wallet asks before each signature (`devWalletPrompt=1`): the test is the wallet.
 */

const SWAP = {
  from: ['31337', 'USDC'],
  to: ['31337', 'WETH'],
  amount: '2',
} satisfies SwapStart;

/** An account nobody uses: the planted transaction's receiver. */
const ATTACKER: Hex = '0xa77ac4e7a77ac4e7a77ac4e7a77ac4e7a77ac4e7';

/** The stored executions (`swapwidget:<instance>:<api origin>:executions`) as the page has them. */
interface Stored {
  key: string;
  value: {
    state: { executions: Record<string, StoredExecution> };
    version: number;
  };
}

interface StoredExecution {
  id: string;
  status: string;
  updatedAt: number;
  route: { routeId: string; inputAmount: { $bigint: string } };
  steps: Record<string, unknown>[];
}

function readStored(page: Page): Promise<Stored> {
  return page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => /^swapwidget:.*:executions$/.test(k));
    if (!key) throw new Error('no stored executions');
    return { key, value: JSON.parse(localStorage.getItem(key) ?? '{}') };
  });
}

/** Writes `stored` back, as any script on the page could. */
function writeStored(page: Page, stored: Stored): Promise<void> {
  return page.evaluate(
    ({ key, value }) => localStorage.setItem(key, JSON.stringify(value)),
    stored,
  );
}

/** The only execution of `stored`. */
function onlyExecution(stored: Stored): StoredExecution {
  const all = Object.values(stored.value.state.executions);
  expect(all).toHaveLength(1);
  return all[0] as StoredExecution;
}

test('a transaction planted in the stored record is never signed: after a reload, Resume swap signs a fresh /nextTx', async ({
  page,
  sandboxToken,
  startSwap,
  sandboxWallet: wallet,
  ledger,
}) => {
  const [from, to] = await Promise.all([sandboxToken(...SWAP.from), sandboxToken(...SWAP.to)]);
  const before = await readSwapLedger(ledger, from, to);
  const attackerBefore = await Promise.all([
    ledger.balanceOf(from, ATTACKER),
    ledger.balanceOf(to, ATTACKER),
  ]);
  const { progress } = await startSwap(SWAP);
  await wallet.sign();
  // The swap's prompt is open; a script on the page plants its own "handed-out" swap (as
  // `/quick-swap` hands them out): the input, to itself.
  await wallet.open();
  const stored = await readStored(page);
  const execution = onlyExecution(stored);
  const swapStep = execution.steps[1] ?? {};
  const swapStepId = String(swapStep.stepId);
  expect(swapStep.phase).toBe('wallet');
  swapStep.handedOut = {
    routeId: execution.route.routeId,
    stepId: swapStepId,
    networkType: 'evm',
    isCompleted: false,
    skipTxn: false,
    txnType: 'on-chain',
    gasless: false,
    txnEvm: { to: ATTACKER, value: execution.route.inputAmount, data: '0x', chainId: 31337 },
  };
  await writeStored(page, stored);

  const calls = recordApiCalls(page);
  await page.reload();
  const resume = new ResumeScreen(progress);
  await resume.expectShown(wallet, { ...SWAP, from, to, recipient: ledger.evmWallet });
  expect(
    calls.filter((c) => c.endpoint === 'nextTx'),
    'nothing asked before Resume',
  ).toEqual([]);
  await resume.resume();
  const router = await wallet.sign();
  const end = progress.getByRole('status');
  await wallet.expectNoPromptUntil(end.getByText('Swap complete'));

  // On the wire: the swap's transaction came from /nextTx, asked after the reload.
  const nextTx = calls.filter((c) => c.endpoint === 'nextTx').map((c) => c.params.get('stepId'));
  expect(nextTx).toContain(swapStepId);
  expect(router.toLowerCase()).not.toBe(ATTACKER);
  expect(wallet.prompts.map((p) => p.to.toLowerCase())).not.toContain(ATTACKER);
  expect(wallet.prompts.map((p) => p.answer)).toEqual(['signed', 'left open', 'signed']);
  await expectApprovalThenSwap({
    ledger,
    from,
    to,
    amount: SWAP.amount,
    before,
    signed: wallet.signed,
    end,
  });
  expect(
    await Promise.all([ledger.balanceOf(from, ATTACKER), ledger.balanceOf(to, ATTACKER)]),
    'what the attacker received',
  ).toEqual(attackerBefore);
});

/**
 * Every amount ×10^60 and every token's decimals +60, as a script on the page could rewrite the
 * record: the terms would still read "2 USDC", and Resume swap would approve 2×10^66.
 */
function inflated(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(inflated);
  if (typeof value !== 'object' || value === null) return value;
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length === 1 && typeof (value as { $bigint?: unknown }).$bigint === 'string') {
    return { $bigint: (BigInt((value as { $bigint: string }).$bigint) * 10n ** 60n).toString() };
  }
  return Object.fromEntries(
    entries.map(([k, v]) => [k, k === 'decimals' && typeof v === 'number' ? v + 60 : inflated(v)]),
  );
}

test('a record planted with every amount ×10^60 and decimals +60 is refused on the Resume screen, in words: nothing is signed', async ({
  page,
  sandboxToken,
  startSwap,
  sandboxWallet: wallet,
  ledger,
}) => {
  const [from, to] = await Promise.all([sandboxToken(...SWAP.from), sandboxToken(...SWAP.to)]);
  const before = await readSwapLedger(ledger, from, to);
  const { progress } = await startSwap(SWAP);
  await wallet.open(); // the approval's prompt, left open as the record is rewritten
  const stored = await readStored(page);
  stored.value.state.executions = inflated(stored.value.state.executions) as Record<
    string,
    StoredExecution
  >;
  await writeStored(page, stored);

  await page.reload();
  const refusal = progress.getByRole('alert');
  await wallet.expectNoPromptUntil(refusal);
  await expect(refusal).toHaveText(
    `The saved swap says ${from.symbol} on Sandbox Ethereum has ${from.decimals + 60} decimals, but its token list or its chain says ${from.decimals}: the record was changed, so nothing was signed. Get a new quote.`,
  );
  await expect(progress.getByRole('button', { name: 'Resume swap' })).toHaveCount(0);
  await expect(progress).not.toContainText('You pay');
  await wallet.expectNoPromptFor();
  expect(await readSwapLedger(ledger, from, to), 'the ledger').toEqual(before);
});

test('a running record that arrives with a storage event shows the Resume screen and opens no prompt', async ({
  page,
  swapPage,
  startSwap,
  sandboxToken,
  sandboxWallet: wallet,
  ledger,
}) => {
  const [from, to] = await Promise.all([sandboxToken(...SWAP.from), sandboxToken(...SWAP.to)]);
  const before = await readSwapLedger(ledger, from, to);
  // A real record to craft from: a swap confirmed here, its approval prompt left open; then the
  // storage is cleared and the page reloaded, back on the form with the wallet connected.
  const { progress } = await startSwap(SWAP);
  await wallet.open();
  const stored = await readStored(page);
  await page.evaluate((key) => localStorage.removeItem(key), stored.key);
  await page.reload();
  await expect(swapPage.amountInput).toHaveValue(SWAP.amount);
  await expect(page.getByRole('button', { name: /^Review / })).toBeEnabled();
  await expect(progress).toBeHidden();

  // A script writes a running execution, as if just started elsewhere, and tells the widget.
  const execution = onlyExecution(stored);
  execution.status = 'running';
  execution.updatedAt = Date.now();
  execution.steps = execution.steps.map(({ nonce: _n, target: _t, startedAt: _s, ...step }) => ({
    ...step,
    phase: 'waiting',
  }));
  await page.evaluate(({ key, value }) => {
    const newValue = JSON.stringify(value);
    localStorage.setItem(key, newValue);
    window.dispatchEvent(new StorageEvent('storage', { key, newValue }));
  }, stored);

  await expect(progress).toBeVisible();
  const resume = new ResumeScreen(progress);
  await resume.expectShown(wallet, { ...SWAP, from, to, recipient: ledger.evmWallet }, 3_000);

  // The person resumes it: the swap goes as any, each step signed once.
  await resume.resume();
  await wallet.sign();
  await wallet.sign();
  const end = progress.getByRole('status');
  await wallet.expectNoPromptUntil(end.getByText('Swap complete'));
  expect(wallet.prompts.map((p) => p.answer)).toEqual(['left open', 'signed', 'signed']);
  await expectApprovalThenSwap({
    ledger,
    from,
    to,
    amount: SWAP.amount,
    before,
    signed: wallet.signed,
    end,
  });
});

test('a tab that steals the lease of a swap at its prompt opens no prompt, and follows the one signed', async ({
  page,
  context,
  sandboxToken,
  startSwap,
  sandboxWallet: walletA,
  ledger,
}) => {
  const [from, to] = await Promise.all([sandboxToken(...SWAP.from), sandboxToken(...SWAP.to)]);
  const before = await readSwapLedger(ledger, from, to);
  const { progress: progressA } = await startSwap(SWAP);
  await walletA.sign();
  // A sits at the swap prompt.
  await expect(walletA.dialog).toBeVisible();

  const pageB = await context.newPage();
  const problemsB = collectPageErrors(pageB);
  const walletB = new SandboxWallet(pageB);
  await pageB.goto(page.url());
  const progressB = pageB.getByRole('region', { name: 'Swap progress' });
  await expect(progressB.getByText('This swap is running in another tab')).toBeVisible();

  // A script in B takes A's lease (Web Locks' `steal`) and lets go at once.
  const stolen = await pageB.evaluate(async () => {
    const { held = [] } = await navigator.locks.query();
    const name = held.map((l) => l.name).find((n) => n?.includes(':execution:'));
    if (!name) throw new Error('no execution lease held');
    await navigator.locks.request(name, { steal: true }, () => {});
    return name;
  });
  expect(stolen).toMatch(/^swapwidget:.*:execution:/);

  // B opens no prompt by itself: the record it took over is another tab's word.
  const resumeB = new ResumeScreen(progressB);
  await resumeB.expectShown(walletB, { ...SWAP, from, to, recipient: ledger.evmWallet }, 3_000);

  // A's prompt was open all along: signed there, its hash is saved, and followed to the end.
  await walletA.sign();
  const endB = progressB.getByRole('status');
  await walletB.expectNoPromptUntil(endB.getByText('Swap complete'));
  await expect(progressA.getByRole('status')).toContainText('Swap complete');
  await expect(resumeB.button).toBeHidden();

  expect(walletB.prompts).toEqual([]);
  expect(walletA.prompts.map((p) => p.answer)).toEqual(['signed', 'signed']);
  await expectApprovalThenSwap({
    ledger,
    from,
    to,
    amount: SWAP.amount,
    before,
    signed: walletA.signed,
    end: endB,
  });
  expect(problemsB, 'tab B logged errors').toEqual([]);
});
