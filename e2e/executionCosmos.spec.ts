import { expect, test } from './fixtures';

/**
 * A Cosmos route from the hosted page with the Cosmos dev wallet (development build, the
 * sandbox's Cosmos ledger): gaiaswap's same-chain ATOM -> USDC swap to "Swap complete", and the
 * ledger, read through its REST API, moved exactly the input plus the fee and the quoted output.
 */
const COSMOS = 'sandbox-cosmos-1';

test('a same-chain Cosmos swap with the Cosmos dev wallet, to "Swap complete"', async ({
  swapPage,
  sandboxToken,
  request,
  apiUrl,
  sandboxUrl,
}) => {
  const [atom, usdc] = await Promise.all([
    sandboxToken(COSMOS, 'ATOM'),
    sandboxToken(COSMOS, 'USDC'),
  ]);
  const accounts = (await (await request.get(`${sandboxUrl}/__sandbox/accounts`)).json()) as {
    cosmos: { address: string }[];
  };
  const user = accounts.cosmos[0]?.address ?? '';
  const chains = (await (await request.get(`${apiUrl}/chains`)).json()) as {
    data: { chainId: string; rpcUrls: string[] }[];
  };
  const rest = chains.data.find((c) => c.chainId === COSMOS)?.rpcUrls[0] ?? '';
  const balance = async (denom: string) => {
    const res = await request.get(
      `${rest}/cosmos/bank/v1beta1/balances/${user}/by_denom?denom=${encodeURIComponent(denom)}`,
    );
    return BigInt(((await res.json()) as { balance: { amount: string } }).balance.amount);
  };
  const before = { atom: await balance(atom.address), usdc: await balance(usdc.address) };

  await swapPage.goto({
    fromChain: COSMOS,
    fromToken: atom.address,
    toChain: COSMOS,
    toToken: usdc.address,
    amount: '1.5',
  });
  await swapPage.root.getByRole('button', { name: 'Connect Cosmos wallet' }).click();
  const menu = swapPage.root.getByRole('dialog', { name: 'Wallets' });
  await menu
    .getByRole('region', { name: 'Cosmos wallet' })
    .getByRole('button', { name: /Sandbox dev wallet \(test funds\)/ })
    .click();
  await expect(menu).toBeHidden();
  await swapPage.chooseRoute('Gaia Swap');
  const progress = await swapPage.confirmSwap();
  await expect(progress.getByRole('status')).toContainText('Swap complete', { timeout: 30_000 });

  const after = { atom: await balance(atom.address), usdc: await balance(usdc.address) };
  const fee = before.atom - after.atom - 1_500_000n;
  expect(fee).toBeGreaterThan(0n);
  expect(after.usdc).toBeGreaterThan(before.usdc);
});
