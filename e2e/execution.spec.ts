import { createPublicClient, erc20Abi, formatUnits, type Hex, http } from 'viem';
import { expect, test } from './fixtures';
import { E2E_PORTS } from './ports';

/**
 * A swap from the UI to the ledger: the sandbox dev wallet (it signs at once), an ERC-20 swap with
 * its approval, each step said in words, and the amount the screen says arrived is the one the
 * chain credited; the input leaves the wallet exactly.
 */
const anvil = createPublicClient({ transport: http(`http://127.0.0.1:${E2E_PORTS.evm[0]}`) });
const balanceOf = (token: string, owner: string) =>
  anvil.readContract({
    address: token as Hex,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [owner as Hex],
  });

test('an ERC-20 swap with its approval, from Confirm swap to Swap complete', async ({
  swapPage,
  sandboxToken,
  sandboxUrl,
  request,
}) => {
  const usdc = await sandboxToken('31337', 'USDC');
  const weth = await sandboxToken('31337', 'WETH');
  const accounts = (await (await request.get(`${sandboxUrl}/__sandbox/accounts`)).json()) as {
    evm: { address: string }[];
  };
  const user = accounts.evm[0]?.address ?? '';
  const [usdcBefore, wethBefore] = await Promise.all([
    balanceOf(usdc.address, user),
    balanceOf(weth.address, user),
  ]);

  await swapPage.goto({
    fromChain: '31337',
    fromToken: usdc.address,
    toChain: '31337',
    toToken: weth.address,
    amount: '12',
  });
  await swapPage.connectDevWallet();
  const progress = await swapPage.confirmSwap();

  const steps = progress.getByRole('list', { name: 'Steps' }).getByRole('listitem');
  await expect(steps.first()).toHaveText(/^Approve USDC — Done/);
  await expect(steps.last()).toHaveText(/— Done/);
  const end = progress.getByRole('status');
  await expect(end).toContainText('Swap complete', { timeout: 30_000 });
  const shown = /You received ([\d.,]+) WETH/.exec((await end.textContent()) ?? '')?.[1];

  const [usdcAfter, wethAfter] = await Promise.all([
    balanceOf(usdc.address, user),
    balanceOf(weth.address, user),
  ]);
  expect(usdcBefore - usdcAfter).toBe(12_000_000n);
  const credited = Number(formatUnits(wethAfter - wethBefore, weth.decimals));
  expect(credited).toBeGreaterThan(0);
  expect(Number(shown?.replace(/,/g, ''))).toBeCloseTo(credited, 4);

  await progress.getByRole('button', { name: 'New swap' }).click();
  await expect(swapPage.amountInput).toBeVisible();
});

test('each step wears a mark of its state: a spinner while it runs, a tick once done, its words unchanged', async ({
  startSwap,
  sandboxWallet,
}) => {
  // The wallet asks first: the approval is the running step while its prompt is open.
  const { progress } = await startSwap({
    from: ['31337', 'USDC'],
    to: ['31337', 'WETH'],
    amount: '3',
  });
  const steps = progress.getByRole('list', { name: 'Steps' }).getByRole('listitem');
  await expect(sandboxWallet.dialog).toBeVisible();
  await expect(steps.first().locator('[data-step-icon="running"]')).toBeVisible();
  await expect(steps.last().locator('[data-step-icon="waiting"]')).toBeVisible();
  // The marks are for the eye; the words say the state.
  await expect(steps.first()).toHaveText(/^Approve USDC — Confirm in your wallet/);
  await expect(steps.first().locator('svg')).toHaveAttribute('aria-hidden', 'true');

  await sandboxWallet.signEveryPrompt();
  await expect(progress.getByRole('status')).toContainText('Swap complete', { timeout: 30_000 });
  for (const step of await steps.all()) {
    await expect(step).toHaveText(/— Done/);
    await expect(step.locator('[data-step-icon="done"]')).toBeVisible();
  }
});
