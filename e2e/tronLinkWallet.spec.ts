import type { APIRequestContext } from '@playwright/test';
import { expect, type Page, test } from './fixtures';
import { ledgerApi, TRON_CHAIN_ID, tronBalance } from './networkLedgers';
import { tronSwap } from './pages/devWalletSwap';
import { installFakeTronLink } from './pages/fakeTronLink';
import { expectTronSwapSettled, readTronBalances, tronLedger } from './tronLedger';

/**
 * TronLink from the hosted page (development build, the sandbox's Tron ledger): a fake extension
 * (`pages/fakeTronLink.ts`) for the first Tron dev account, signing in this process. It is listed,
 * connects and disconnects. TronLink tells its network by its node's genesis block, as the
 * adapter reads it: on the sandbox ledger's node (added by hand in a real TronLink) it says chain
 * 31339, and a swap runs to "Swap complete" signed by TronLink; on another network the swap is
 * refused before TronLink is asked. A signature by another key is refused: nothing is broadcast.
 */
interface TronDevAccount {
  address: string;
  privateKey: string;
}

async function devAccounts(
  request: APIRequestContext,
  sandboxUrl: string,
): Promise<TronDevAccount[]> {
  const res = await request.get(`${sandboxUrl}/__sandbox/accounts`);
  return ((await res.json()) as { tron: TronDevAccount[] }).tron;
}

/** Every request that would put a transaction on the Tron ledger, from now on. */
function recordBroadcasts(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (r) => {
    if (/\/wallet\/broadcast/.test(r.url())) sent.push(r.url());
  });
  return sent;
}

/**
 * A fake TronLink for the first Tron dev account, on the sandbox ledger's node; with
 * `signingAccount: 1` it signs with the second account's key (a wallet that signs wrong).
 */
async function devTronLink(
  { page, request, apiUrl, sandboxUrl }: TronLinkSetup,
  { signingAccount = 0, claimChainId }: { signingAccount?: 0 | 1; claimChainId?: string } = {},
) {
  const accounts = await devAccounts(request, sandboxUrl);
  const [user, signer] = [accounts[0], accounts[signingAccount]];
  if (!user || !signer) throw new Error('the sandbox has too few Tron dev accounts');
  const node = await ledgerApi(request, apiUrl, TRON_CHAIN_ID);
  const tronLink = await installFakeTronLink(page, {
    address: user.address,
    signingKey: signer.privateKey,
    node,
    ...(claimChainId === undefined ? {} : { claimChainId }),
  });
  return { user, node, tronLink };
}

interface TronLinkSetup {
  page: Page;
  request: APIRequestContext;
  apiUrl: string;
  sandboxUrl: string;
}

const short = (address: string) => `${address.slice(0, 4)}…${address.slice(-4)}`;

test('TronLink: listed in the Tron wallet section, connects, shows the address, disconnects', async ({
  swapPage,
  sandboxToken,
  request,
  apiUrl,
  sandboxUrl,
  page,
}) => {
  const { user } = await devTronLink({ page, request, apiUrl, sandboxUrl });
  // A Tron destination: the Wallets dialog opens for the EVM source and stays open while the Tron
  // section connects, so the connected row and its Disconnect are seen there.
  const [usdc, usdt] = await Promise.all([
    sandboxToken('31337', 'USDC'),
    sandboxToken(TRON_CHAIN_ID, 'USDT'),
  ]);
  await swapPage.goto({
    fromChain: usdc.chainId,
    fromToken: usdc.address,
    toChain: TRON_CHAIN_ID,
    toToken: usdt.address,
  });
  const menu = await swapPage.openWalletMenu();
  const section = menu.getByRole('region', { name: 'Tron wallet' });
  await section.getByRole('button', { name: 'TronLink' }).click();

  await expect(section.getByTitle(user.address)).toHaveText(short(user.address));
  await expect(section).toContainText('TronLink');
  await section.getByRole('button', { name: 'Disconnect Tron wallet' }).click();
  await expect(section.getByRole('button', { name: 'TronLink' })).toBeVisible();
  await expect(section.getByTitle(user.address)).toHaveCount(0);
});

test('a Tron swap signed by TronLink on the sandbox ledger\'s node, to "Swap complete"', async ({
  swapPage,
  sandboxToken,
  request,
  apiUrl,
  sandboxUrl,
  page,
}) => {
  const ledger = await tronLedger(request, apiUrl, sandboxUrl);
  const { user, tronLink } = await devTronLink({ page, request, apiUrl, sandboxUrl });
  expect(user.address).toBe(ledger.wallet);
  const { usdt, amount, start } = await tronSwap(swapPage, sandboxToken, { wallet: 'TronLink' });
  const before = await readTronBalances(ledger, usdt);

  const progress = await start();
  await expect(progress.getByRole('status')).toContainText('Swap complete', { timeout: 30_000 });
  // TronLink told the ledger's chain by its node's genesis block, and signed the approval and
  // the swap, once each.
  expect(tronLink.networks).toContain(`0x${(31339).toString(16).padStart(8, '0')}`);
  expect(tronLink.signed).toHaveLength(2);
  await expectTronSwapSettled({ ledger, input: usdt, amount, before, progress });
});

test('TronLink on another network is refused before it is asked to sign', async ({
  swapPage,
  sandboxToken,
  request,
  apiUrl,
  sandboxUrl,
  page,
}) => {
  const { tronLink } = await devTronLink(
    { page, request, apiUrl, sandboxUrl },
    { claimChainId: '728126428' }, // Tron mainnet
  );
  const broadcasts = recordBroadcasts(page);
  const { start } = await tronSwap(swapPage, sandboxToken, { wallet: 'TronLink' });

  const end = (await start()).getByRole('status');
  await expect(end.getByText('Swap stopped', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(end).toContainText(
    /TronLink is on another network.*add its node in TronLink, choose it, and try again\. Nothing was signed\./,
  );
  expect(tronLink.signed).toEqual([]);
  expect(broadcasts).toEqual([]);
});

test("a TronLink signature by another key than the account's is refused before broadcast", async ({
  swapPage,
  sandboxToken,
  request,
  apiUrl,
  sandboxUrl,
  page,
}) => {
  const { user, node, tronLink } = await devTronLink(
    { page, request, apiUrl, sandboxUrl },
    { signingAccount: 1 },
  );
  const broadcasts = recordBroadcasts(page);
  const { usdt, start } = await tronSwap(swapPage, sandboxToken, { wallet: 'TronLink' });
  const before = await tronBalance(request, node, user.address, usdt.address);

  const end = (await start()).getByRole('status');
  await expect(end.getByText('Swap stopped', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(end).toContainText(
    'Your wallet reported a transaction that is not the one it was asked to send',
  );
  // TronLink signed the first transaction (the approval); nothing of it reached the ledger.
  expect(tronLink.signed).toHaveLength(1);
  expect(broadcasts).toEqual([]);
  const known = await request.post(`${node}/wallet/gettransactionbyid`, {
    data: { value: tronLink.signed[0] },
  });
  expect(await known.json()).toEqual({});
  expect(await tronBalance(request, node, user.address, usdt.address)).toBe(before);
});
