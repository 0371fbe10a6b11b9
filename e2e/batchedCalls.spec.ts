import { createPublicClient, http } from 'viem';
import { expect, expectShownReceived, readSwapLedger, test } from './fixtures';
import { pairWithPhoneWallet } from './phoneWalletPairing';
import { E2E_PORTS } from './ports';

const DEV_ACCOUNT = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266';

/**
 * A smart account (EIP-5792 on EIP-7702: the sandbox phone wallet's smart-account mode) over
 * WalletConnect: an ERC-20 swap's approval and swap are ONE request in the wallet, signed once,
 * and land as one transaction of the account; the ledger shows the swap.
 */
test('a smart account over WalletConnect signs the approval and the swap in one request, one transaction', async ({
  swapPage,
  sandboxToken,
  sandboxUrl,
  ledger,
}) => {
  const [usdc, dai] = await Promise.all([
    sandboxToken('31337', 'USDC'),
    sandboxToken('31337', 'DAI'),
  ]);
  await swapPage.goto({
    fromChain: '31337',
    fromToken: usdc.address,
    toChain: '31337',
    toToken: dai.address,
    amount: '5',
  });
  const wallet = await pairWithPhoneWallet(swapPage, sandboxUrl);
  await wallet.page
    .getByRole('combobox', { name: 'How the wallet answers' })
    .selectOption({ label: 'As a smart account (EIP-7702, batched calls)' });
  await expect
    .poll(async () =>
      (await wallet.page.request.get(`${sandboxUrl}/__sandbox/phone-wallet/state`)).json(),
    )
    .toMatchObject({ mode: 'smartAccount' });

  // No cache: viem keeps a block number for 4 s, so after a swap done within 4 s the chain would
  // still say the block before it, and the loop below would read no block.
  const chain = createPublicClient({
    cacheTime: 0,
    transport: http(`http://127.0.0.1:${E2E_PORTS.evm[0]}`),
  });
  const firstBlock = (await chain.getBlockNumber()) + 1n;
  const before = await readSwapLedger(ledger, usdc, dai);
  const progress = await swapPage.confirmSwap();
  await expect(progress.getByRole('listitem').filter({ hasText: 'Approve USDC' })).toContainText(
    'Confirm in your wallet: the approval and the swap in one prompt',
  );
  await wallet.approve('wallet_sendCalls');
  const end = progress.getByRole('status');
  await expect(end).toContainText('Swap complete', { timeout: 60_000 });

  // One request in the wallet, and one transaction on chain, for the approval and the swap.
  const requests = wallet.page.getByRole('list', { name: 'Requests' }).getByRole('listitem');
  await expect(requests).toHaveCount(1);
  await expect(requests).toContainText('wallet_sendCalls');
  const sent = [];
  for (let n = firstBlock; n <= (await chain.getBlockNumber()); n++) {
    const block = await chain.getBlock({ blockNumber: n, includeTransactions: true });
    sent.push(...block.transactions.filter((tx) => tx.from.toLowerCase() === DEV_ACCOUNT));
  }
  expect(sent.map((tx) => [tx.type, tx.to])).toEqual([['eip7702', DEV_ACCOUNT]]);
  const after = await readSwapLedger(ledger, usdc, dai);
  expect(before.from - after.from, 'input taken').toBe(5_000_000n);
  await expectShownReceived(end, dai, after.to - before.to);
});
