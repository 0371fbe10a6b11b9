import { expect, expectShownReceived, type SwapStart, test } from './fixtures';

/**
 * A gasless order from the UI (issue 10): the sandbox's `tide` route is an approval (a
 * transaction) then an EIP-712 order the wallet signs (`sign-typed`), posted with `POST /submit`
 * and filled by the sandbox's solver on the local chain. The sandbox wallet asks before each
 * signature (`devWalletPrompt=1`) and shows what the order says; the test reads it, signs, and
 * checks "You received" against the ledger. A tampered order is refused in words before the
 * wallet is asked, and Try again gets the honest one.
 */

const order: SwapStart = {
  from: ['31337', 'USDC'],
  to: ['31337', 'WETH'],
  amount: '5',
  provider: 'Tide Orders',
};

test('a gasless order: approve, sign the order the wallet shows, and receive what the ledger credited', async ({
  startSwap,
  sandboxToken,
  sandboxWallet,
  ledger,
}) => {
  const [usdc, weth] = await Promise.all([sandboxToken(...order.from), sandboxToken(...order.to)]);
  const before = { usdc: await ledger.balance(usdc), weth: await ledger.balance(weth) };
  const nonce = await ledger.nonce('31337');
  const { progress } = await startSwap(order);
  const steps = progress.getByRole('list', { name: 'Steps' }).getByRole('listitem');

  // The approval: a transaction to the token.
  expect((await sandboxWallet.sign()).toLowerCase()).toBe(usdc.address.toLowerCase());

  // The order: typed data, what it gives and where the output goes, on screen before Sign.
  await expect(steps.nth(1)).toHaveText(/^Sign order — Confirm in your wallet/);
  await expect(sandboxWallet.dialog).toContainText('Sign typed data');
  await expect(sandboxWallet.detail('Network')).toHaveText('Sandbox Ethereum (31337)');
  await expect(sandboxWallet.detail('maker')).toHaveText(new RegExp(ledger.evmWallet, 'i'));
  await expect(sandboxWallet.detail('recipient')).toHaveText(new RegExp(ledger.evmWallet, 'i'));
  await expect(sandboxWallet.detail('inputAmount')).toHaveText('5000000');
  await sandboxWallet.sign();

  const end = progress.getByRole('status');
  await sandboxWallet.expectNoPromptUntil(end.getByText('Swap complete'));
  await expect(steps).toHaveText([/^Approve USDC — Done/, /^Order — Filled/]);
  expect(await ledger.balance(usdc), 'exactly the input left').toBe(before.usdc - 5_000_000n);
  await expectShownReceived(end, weth, (await ledger.balance(weth)) - before.weth);
  // One transaction (the approval): the order cost no gas.
  expect(await ledger.nonce('31337')).toBe(nonce + 1);
});

test('a tampered order is refused before the wallet is asked; Try again signs the honest one', async ({
  startSwap,
  sandboxToken,
  sandboxWallet,
  faults,
  ledger,
}) => {
  const usdc = await sandboxToken(...order.from);
  const before = await ledger.balance(usdc);
  // The approval reads the order it unlocks (for its spender), then the order step reads its
  // own: both are tampered, so the one the wallet would be asked for is. Set once Review's
  // effect preview (which reads them too) has settled.
  const { progress } = await startSwap(order, {
    beforeConfirm: () => faults.set({ tamperNextTx: ['recipient', 'recipient'] }),
  });
  await sandboxWallet.sign(); // the approval, which was honest

  const end = progress.getByRole('status');
  await sandboxWallet.expectNoPromptUntil(end.getByText('Swap stopped', { exact: true }));
  await expect(end).toContainText(
    "The order would pay another address than this route's recipient. Nothing was signed.",
  );
  expect(sandboxWallet.prompts, 'only the approval was asked').toHaveLength(1);
  expect(await ledger.balance(usdc), 'nothing moved').toBe(before);

  await faults.reset();
  await progress.getByRole('button', { name: 'Try again' }).click();
  await expect(sandboxWallet.dialog).toContainText('Sign typed data');
  await sandboxWallet.sign();
  await sandboxWallet.expectNoPromptUntil(end.getByText('Swap complete'));
  expect(await ledger.balance(usdc)).toBe(before - 5_000_000n);
});
