import type { Hex } from 'viem';
import { expectAccessible } from './a11y';
import { expect, test } from './fixtures';
import { eachTestReachesNoOtherHost } from './foreignHosts';
import type { SwapPage } from './pages/swapPage';
import { type PhoneBehaviour, WalletConnectPhone } from './walletConnectPhone';

/**
 * WalletConnect on the development build: the page offers it through the sandbox's local relay
 * (no project id set), and a wallet in the test process (`WalletConnectPhone`) pairs through the
 * link the QR dialog shows, approves with the sandbox's first EVM dev account and signs with its
 * key. Nothing leaves for a host other than the sandbox, in any test.
 */
eachTestReachesNoOtherHost();

let phone: WalletConnectPhone | undefined;
test.afterEach(async () => {
  await phone?.close();
  phone = undefined;
});

async function startPhone(
  sandboxUrl: string,
  request: { get(url: string): Promise<{ json(): Promise<unknown> }> },
  behaviour: PhoneBehaviour = {},
) {
  const accounts = (await (await request.get(`${sandboxUrl}/__sandbox/accounts`)).json()) as {
    evm: { privateKey: Hex }[];
  };
  phone = await WalletConnectPhone.start(sandboxUrl, accounts.evm[0]?.privateKey ?? '0x');
  phone.behaviour = behaviour;
  return phone;
}

/** Opens the QR dialog from the EVM section of the wallet menu; answers its full `wc:` link. */
async function openWalletConnect(swapPage: SwapPage): Promise<string> {
  const menu = await swapPage.openWalletMenu();
  await menu
    .getByRole('region', { name: 'EVM wallet' })
    .getByRole('button', { name: 'WalletConnect' })
    .click();
  const dialog = swapPage.page.getByRole('dialog', { name: 'Connect with WalletConnect' });
  await expect(
    dialog.getByRole('img', { name: 'QR code of the WalletConnect link' }),
  ).toBeVisible();
  const link = dialog.getByText(/^wc:/);
  await expect(link).toBeVisible({ timeout: 20_000 });
  return (await link.textContent()) ?? '';
}

test('connects through the QR dialog link and swaps ETH to USDC, signed by the wallet', async ({
  swapPage,
  openEthToUsdc,
  sandboxUrl,
  request,
  ledger,
}) => {
  const wallet = await startPhone(sandboxUrl, request);
  const { usdc } = await openEthToUsdc();
  const uri = await openWalletConnect(swapPage);
  expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?.*symKey=[0-9a-f]{64}/);
  await expectAccessible(swapPage.page, 'WalletConnect dialog');
  await wallet.pair(uri);

  // The wallet's approval closes the dialog and the menu: the account is the dev account.
  await expect(swapPage.page.getByRole('dialog')).toHaveCount(0);
  const account = swapPage.widget.getByRole('button', { name: /^Account: / });
  await expect(account).toHaveAccessibleName('Account: EVM 0xf39F…2266');

  const usdcBefore = await ledger.balance(usdc);
  const progress = await swapPage.confirmSwap();
  const end = progress.getByRole('status');
  await expect(end).toContainText('Swap complete', { timeout: 60_000 });
  const shown = /You received ([\d.,]+) USDC/.exec((await end.textContent()) ?? '')?.[1];
  const credited = (await ledger.balance(usdc)) - usdcBefore;
  expect(credited).toBeGreaterThan(0n);
  expect(Number(shown?.replace(/,/g, ''))).toBeCloseTo(Number(credited) / 10 ** usdc.decimals, 4);
  // Every request named its chain, and each was the wallet's to sign.
  expect(wallet.requests.map((r) => [r.params.chainId, r.params.request.method])).toEqual(
    wallet.requests.map(() => ['eip155:31337', 'eth_sendTransaction']),
  );

  // Disconnecting here ends the session in the wallet too.
  await account.click();
  const dialog = swapPage.page.getByRole('dialog', { name: 'Account' });
  await dialog.getByRole('button', { name: 'Disconnect EVM wallet' }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(() => wallet.deleted.length).toBe(1);
});

/** Connects the phone through the dialog's link; waits for the account button to name it. */
async function connectPhone(swapPage: SwapPage, wallet: WalletConnectPhone) {
  await wallet.pair(await openWalletConnect(swapPage));
  await expect(swapPage.widget.getByRole('button', { name: /^Account: / })).toHaveAccessibleName(
    'Account: EVM 0xf39F…2266',
  );
}

test('the session survives a reload, and a disconnect in the wallet is noticed', async ({
  swapPage,
  openEthToUsdc,
  sandboxUrl,
  request,
}) => {
  const wallet = await startPhone(sandboxUrl, request);
  await openEthToUsdc();
  await connectPhone(swapPage, wallet);

  await swapPage.page.reload();
  const account = swapPage.widget.getByRole('button', { name: /^Account: / });
  await expect(account).toHaveAccessibleName('Account: EVM 0xf39F…2266', { timeout: 20_000 });

  await wallet.disconnect();
  await expect(account).toHaveCount(0);
  await expect(swapPage.widget.getByRole('button', { name: /^Connect wallet/ })).toBeVisible();
});

test('a wallet that rejects: the swap stops in words, and nothing is sent', async ({
  swapPage,
  openEthToUsdc,
  sandboxUrl,
  request,
  ledger,
}) => {
  const wallet = await startPhone(sandboxUrl, request, { requests: 'reject' });
  await openEthToUsdc();
  await connectPhone(swapPage, wallet);
  const nonce = await ledger.nonce('31337');

  const progress = await swapPage.confirmSwap();
  const end = progress.getByRole('status');
  await expect(end).toContainText('Swap stopped', { timeout: 30_000 });
  await expect(end).toContainText('The transaction request was rejected in the wallet.');
  expect(wallet.requests).toHaveLength(1);
  expect(await ledger.nonce('31337'), 'nothing was sent').toBe(nonce);
});

test('a wallet that answers with a network it was not asked for is refused before anything is sent', async ({
  swapPage,
  openEthToUsdc,
  sandboxUrl,
  request,
}) => {
  // Mainnet, which the sandbox's `/chains` does not have: the proposal never named it.
  const wallet = await startPhone(sandboxUrl, request, {
    accounts: (_proposed, address) => [`eip155:1:${address}`],
  });
  await openEthToUsdc();
  await wallet.pair(await openWalletConnect(swapPage));

  const menu = swapPage.page.getByRole('dialog', { name: 'Wallets' });
  await expect(menu.getByRole('region', { name: 'EVM wallet' }).getByRole('alert')).toHaveText(
    'The wallet answered with an account or network this swap did not ask for. Nothing was sent.',
  );
  await expect(swapPage.widget.getByRole('button', { name: /^Account: / })).toHaveCount(0);
  // The widget ended the session it could not use; the wallet was asked for nothing.
  await expect.poll(() => wallet.deleted.length).toBe(1);
  expect(wallet.requests).toEqual([]);
});

test('a relay out of reach is said in words, with nothing uncaught', async ({
  swapPage,
  openEthToUsdc,
}) => {
  // Every connection to the relay is closed as it opens.
  await swapPage.page.routeWebSocket(/\/__sandbox\/walletconnect/, (ws) => ws.close());
  await openEthToUsdc();
  const menu = await swapPage.openWalletMenu();
  const evm = menu.getByRole('region', { name: 'EVM wallet' });
  await evm.getByRole('button', { name: 'WalletConnect' }).click();
  await expect(evm.getByRole('alert')).toHaveText(
    'WalletConnect cannot reach its relay. Check your connection and try again.',
    { timeout: 40_000 },
  );
  await expect(
    swapPage.page.getByRole('dialog', { name: 'Connect with WalletConnect' }),
  ).toHaveCount(0);
});
