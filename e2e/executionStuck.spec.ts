import type { APIRequestContext, Locator } from '@playwright/test';
import { createPublicClient, createWalletClient, erc20Abi, type Hex, http, parseUnits } from 'viem';
import {
  expect,
  expectApprovalThenSwap,
  readSwapLedger,
  type SandboxToken,
  type SwapLedger,
  type SwapStart,
  test,
} from './fixtures';
import { E2E_PORTS } from './ports';

/**
 * Stuck transactions (issue 10): the sandbox holds the first chain's mining (`holdMining`), so the
 * swap's transaction waits unmined in the chain's pool; the page's clock is moved past the 30 s a
 * transaction may take (Playwright's clock, no real wait), the step offers "Speed up" and
 * "Cancel", the sandbox wallet asks, and mining is released. The step follows whichever
 * transaction landed: the speed-up, whose hash the step links and whose swap the ledger shows; or
 * the cancellation, after which nothing was swapped and the wallet still holds its USDC.
 */
const SWAP: SwapStart = { from: ['31337', 'USDC'], to: ['31337', 'WETH'], amount: '3' };
const HOLD = { holdMining: { chainId: '31337' } };

/** The dev wallet's pending transaction of `nonce` on the first chain, from anvil's pool. */
async function pendingHash(request: APIRequestContext, wallet: string, nonce: number) {
  const res = await request.post(`http://127.0.0.1:${E2E_PORTS.evm[0]}`, {
    data: { jsonrpc: '2.0', id: 1, method: 'txpool_content', params: [] },
  });
  const pool = (
    (await res.json()) as { result: { pending: Record<string, Record<string, { hash: string }>> } }
  ).result.pending;
  const mine = Object.entries(pool).find(([from]) => from.toLowerCase() === wallet.toLowerCase());
  return mine?.[1][String(nonce)]?.hash;
}

/** What `stuckSwap` answers: the two tokens, the ledger before, the progress and its swap step. */
interface StuckSwap {
  from: SandboxToken;
  to: SandboxToken;
  before: SwapLedger;
  progress: Locator;
  swap: Locator;
}

/**
 * `stuckSwap()`: the ledger read, then Confirm swap, the approval signed, and the swap signed
 * with the chain's mining held, so its transaction waits unmined. The page's clock is installed
 * first, for the test to move on: 30 s of waiting without waiting.
 */
const stuckTest = test.extend<{ stuckSwap: () => Promise<StuckSwap> }>({
  stuckSwap: async (
    { page, startSwap, sandboxToken, sandboxWallet: wallet, faults, ledger },
    use,
  ) => {
    await page.clock.install();
    await use(async () => {
      const [from, to] = await Promise.all([sandboxToken(...SWAP.from), sandboxToken(...SWAP.to)]);
      const before = await readSwapLedger(ledger, from, to);
      const { progress } = await startSwap(SWAP);
      const step = (label: string) =>
        progress
          .getByRole('list', { name: 'Steps' })
          .getByRole('listitem')
          .filter({ hasText: new RegExp(`^${label} — `) });
      await wallet.sign();
      await expect(step('Approve USDC')).toHaveText(/— Done/);
      await expect(wallet.dialog).toBeVisible();
      await faults.set(HOLD);
      await wallet.sign();
      await expect(step('Swap')).toHaveText(/— Sent, waiting for the network/);
      return { from, to, before, progress, swap: step('Swap') };
    });
  },
});

stuckTest(
  'a stuck swap sped up: the speed-up lands, the step links it and the ledger shows the swap',
  async ({ page, request, stuckSwap, sandboxWallet: wallet, faults, ledger }) => {
    const { from, to, before, progress, swap } = await stuckSwap();
    const original = await pendingHash(request, ledger.evmWallet, before.nonce + 1);
    expect(original).toMatch(/^0x[0-9a-f]{64}$/);

    const speedUp = swap.getByRole('button', { name: 'Speed up' });
    await expect(speedUp).toHaveCount(0);
    await page.clock.fastForward(31_000);
    await speedUp.click();
    // The same swap again, to the contract the first one went to.
    expect(await wallet.sign()).toBe(wallet.signed[1]);
    await expect(swap).toHaveText(/— Sped up, waiting for the network/);
    const replacement = await pendingHash(request, ledger.evmWallet, before.nonce + 1);
    expect(replacement).toMatch(/^0x[0-9a-f]{64}$/);
    expect(replacement).not.toBe(original);

    await faults.reset();
    const end = progress.getByRole('status');
    await wallet.expectNoPromptUntil(end.getByText('Swap complete'));
    await expect(swap).toHaveText(/— Done/);
    await expect(swap.getByRole('link', { name: 'Source transaction' })).toHaveAttribute(
      'href',
      new RegExp(`${replacement}$`),
    );
    // The approval and the speed-up on the ledger (the first swap never mined), the input gone
    // exactly, no allowance left, and what the screen says arrived credited.
    await expectApprovalThenSwap({
      ledger,
      from,
      to,
      amount: SWAP.amount,
      before,
      signed: wallet.signed,
      end,
    });
  },
);

stuckTest(
  'a stuck swap cancelled: a refused speed-up keeps it followed, the cancellation lands and nothing is swapped',
  async ({ page, stuckSwap, sandboxWallet: wallet, faults, ledger }) => {
    const { from, to, before, progress, swap } = await stuckSwap();
    await page.clock.fastForward(31_000);

    await swap.getByRole('button', { name: 'Speed up' }).click();
    await wallet.reject();
    await expect(swap).toContainText(
      'The transaction request was rejected in the wallet. The swap goes on with the transaction sent before.',
    );
    await expect(swap).toHaveText(/— Sent, waiting for the network/);

    await swap.getByRole('button', { name: 'Cancel' }).click();
    // A zero-value transfer to the wallet itself.
    expect((await wallet.sign()).toLowerCase()).toBe(ledger.evmWallet.toLowerCase());
    await expect(swap).toHaveText(/— Cancelling, waiting for the network/);
    await expect(swap.getByRole('button', { name: 'Cancel' })).toHaveCount(0);

    await faults.reset();
    const end = progress.getByRole('status');
    await expect(end).toContainText('Swap cancelled');
    await expect(end).toContainText(
      'Nothing was swapped: your 3 USDC stayed in your wallet. The approval you gave for it remains.',
    );
    await expect(end).toContainText(/Cancelling cost [\d.]+ ETH in network fees\./);
    await expect(swap).toHaveText(/^Swap — Cancelled/);
    const after = await readSwapLedger(ledger, from, to);
    expect(after.from, 'USDC still in the wallet').toBe(before.from);
    expect(after.to, 'no WETH arrived').toBe(before.to);
    expect(after.nonce - before.nonce, 'the approval and the cancellation').toBe(2);

    // "The approval you gave for it remains": it does, for the 3 USDC. The test takes it back,
    // so the swaps after it on this ledger start from no allowance, as they expect.
    const spender = wallet.signed[1] as Hex;
    expect(await ledger.allowance(from, spender)).toBe(parseUnits(SWAP.amount, from.decimals));
    await revokeAllowance(ledger.evmWallet as Hex, from.address as Hex, spender);
    expect(await ledger.allowance(from, spender)).toBe(0n);

    await progress.getByRole('button', { name: 'New swap' }).click();
    await expect(progress).toBeHidden();
  },
);

/** `approve(spender, 0)` from the dev wallet, which the local chain holds unlocked. */
async function revokeAllowance(owner: Hex, token: Hex, spender: Hex) {
  const transport = http(`http://127.0.0.1:${E2E_PORTS.evm[0]}`);
  const hash = await createWalletClient({ transport }).writeContract({
    account: owner,
    chain: null,
    address: token,
    abi: erc20Abi,
    functionName: 'approve',
    args: [spender, 0n],
  });
  await createPublicClient({ transport }).waitForTransactionReceipt({ hash });
}
