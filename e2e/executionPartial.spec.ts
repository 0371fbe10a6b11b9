import { parseUnits } from 'viem';
import { expect, expectShownReceived, test } from './fixtures';

/**
 * Issue 10 from the UI: a bridge whose destination swap fails (the sandbox's `destinationSwap`
 * fault) delivers the bridged token instead; `/status` says `partial-success`. The screen says
 * exactly what arrived and where, the same as the destination ledger, and one click sets the
 * form up to swap that to the token first wanted, and routes for it appear.
 */
test('a failed destination swap: partly complete, what arrived as the ledger has it, one click to swap it on', async ({
  startSwap,
  sandboxToken,
  sandboxWallet,
  faults,
  ledger,
  swapPage,
}) => {
  const [baseUsdc, baseEth] = await Promise.all([
    sandboxToken('31338', 'USDC'),
    sandboxToken('31338', 'ETH'),
  ]);
  const [usdcBefore, ethBefore] = await Promise.all([
    ledger.balance(baseUsdc),
    ledger.balance(baseEth),
  ]);
  await faults.set({ destinationSwap: 'fail' });

  const { progress } = await startSwap({
    from: ['31337', 'USDC'],
    to: ['31338', 'ETH'],
    amount: '30',
    provider: 'Swift Intents',
  });
  await sandboxWallet.sign(); // the exact approval of USDC
  await sandboxWallet.sign(); // the bridge deposit
  const end = progress.getByRole('status');
  await sandboxWallet.expectNoPromptUntil(end.getByText('Swap partly complete'));
  const said = /You received ([\d.,]+) USDC on Sandbox Base instead of ETH\./;
  await expect(end).toContainText(said);

  // The destination ledger: the bridged USDC arrived, in the amount on screen; no ETH did.
  const credited = (await ledger.balance(baseUsdc)) - usdcBefore;
  await expectShownReceived(end, baseUsdc, credited);
  expect(await ledger.balance(baseEth)).toBe(ethBefore);
  await expect(
    progress.getByRole('list', { name: 'Steps' }).getByRole('listitem').last(),
  ).toContainText(/^Bridge — Done/);

  // One click: USDC on Sandbox Base, exactly what arrived, to ETH there; routes are quoted.
  await progress.getByRole('button', { name: 'Swap USDC to ETH' }).click();
  await expect(progress).toBeHidden();
  await expect(swapPage.tokenButton('source')).toHaveAccessibleName(
    'USDC Sandbox Base, source token',
  );
  await expect(swapPage.tokenButton('destination')).toHaveAccessibleName(
    'ETH Sandbox Base, destination token',
  );
  const typed = (await swapPage.amountInput.inputValue()).trim();
  expect(parseUnits(typed, baseUsdc.decimals)).toBe(credited);
  await expect(swapPage.routeRadios.first()).toBeVisible();
  // The link follows the form (written a moment after the last change).
  await expect
    .poll(() => {
      const params = swapPage.params();
      return [params.get('fromChain'), params.get('fromToken'), params.get('toToken')].map((v) =>
        v?.toLowerCase(),
      );
    })
    .toEqual(['31338', baseUsdc.address.toLowerCase(), baseEth.address.toLowerCase()]);
});
