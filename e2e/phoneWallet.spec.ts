import { SignClient } from '@walletconnect/sign-client';
import { type Hex, recoverMessageAddress } from 'viem';
import { expect, test } from './fixtures';
import { PhoneWalletPage } from './pages/phoneWalletPage';
import { pairWithPhoneWallet } from './phoneWalletPairing';

/**
 * The "Sandbox phone wallet" page, as a person uses it: a dapp (here a sign-client in the test
 * process, on the sandbox's relay) shows a `wc:` link, the person pastes it into the page, sees
 * the session approved, approves a request, and disconnects.
 */
test('the sandbox phone wallet pairs with a pasted link, answers an approved request, and disconnects', async ({
  page,
  sandboxUrl,
  request,
}) => {
  const accounts = await (await request.get(`${sandboxUrl}/__sandbox/accounts`)).json();
  const devAccount: Hex = accounts.evm[0].address;
  const dapp = await SignClient.init({
    projectId: 'phone-wallet-e2e',
    relayUrl: `${sandboxUrl.replace(/^http/, 'ws')}/__sandbox/walletconnect`,
    customStoragePrefix: `phone-wallet-e2e-${Date.now()}`,
    storageOptions: { database: ':memory:' },
    telemetryEnabled: false,
    logger: 'silent',
    metadata: { name: 'E2E dapp', description: 'the e2e test', url: 'http://127.0.0.1', icons: [] },
  });
  try {
    const { uri, approval } = await dapp.connect({
      optionalNamespaces: {
        eip155: { chains: ['eip155:31337'], methods: ['personal_sign'], events: [] },
        tron: { chains: ['tron:0x7a6b'], methods: ['tron_signTransaction'], events: [] },
      },
    });
    // Waited for at once: the sign-client drops a settlement that comes before approval() is
    // called (its delayed promise resolves only once waited for).
    const approved = approval();
    const wallet = new PhoneWalletPage(page, sandboxUrl);
    await wallet.goto();
    await wallet.pair(uri!);
    const session = await approved;
    await expect(wallet.status).toHaveText('Connected to E2E dapp.');
    await expect(wallet.approvedNamespaces.getByRole('listitem')).toHaveText([
      `eip155: eip155:31337:${devAccount}`,
      `tron: tron:0x7a6b:${accounts.tron[0].address}`,
    ]);

    const signature = dapp.request<Hex>({
      topic: session.topic,
      chainId: 'eip155:31337',
      request: { method: 'personal_sign', params: ['0x68656c6c6f', devAccount] },
    });
    await wallet.approve('personal_sign');
    expect(await recoverMessageAddress({ message: 'hello', signature: await signature })).toBe(
      devAccount,
    );

    const deleted = new Promise<{ topic: string }>((resolve) =>
      dapp.once('session_delete', resolve),
    );
    await page.getByRole('button', { name: 'Disconnect' }).click();
    await expect(wallet.status).toHaveText('You disconnected.');
    expect((await deleted).topic).toBe(session.topic);
  } finally {
    await dapp.core.relayer.transportClose();
    dapp.core.heartbeat.stop();
  }
});

/**
 * The two halves together, as a newcomer tries them on `npm start`: the widget's WalletConnect
 * link pasted into the sandbox phone wallet in another tab, each transaction approved there by
 * hand, the swap to "Swap complete" and the ledger.
 */
test('the widget connects to the sandbox phone wallet and swaps ETH to USDC, approved in the wallet', async ({
  swapPage,
  openEthToUsdc,
  sandboxUrl,
  ledger,
}) => {
  const { usdc } = await openEthToUsdc();
  const wallet = await pairWithPhoneWallet(swapPage, sandboxUrl);

  const usdcBefore = await ledger.balance(usdc);
  const progress = await swapPage.confirmSwap();
  await wallet.approve('eth_sendTransaction');
  const end = progress.getByRole('status');
  await expect(end).toContainText('Swap complete', { timeout: 60_000 });
  expect((await ledger.balance(usdc)) - usdcBefore).toBeGreaterThan(0n);
});
