import { type APIRequestContext, expect, type Locator } from '@playwright/test';
import { cosmosLedger, expectCosmosSwapSettled, readCosmosBalances } from './cosmosLedger';
import { type SandboxToken, test } from './fixtures';
import { eachTestReachesNoOtherHost } from './foreignHosts';
import { COSMOS_CHAIN_ID, TRON_CHAIN_ID } from './networkLedgers';
import type { SwapPage } from './pages/swapPage';
import { expectTronSwapSettled, readTronBalances, tronLedger } from './tronLedger';

/**
 * WalletConnect beyond EVM on the development build: the sandbox's phone wallet (driven through
 * its JSON endpoints, approving by itself) on the sandbox's relay, with the same dev accounts as
 * the dev wallets, so the ledgers read as in the other execution specs. One pairing serves the
 * Solana, Cosmos and Tron swaps: a second network's "WalletConnect" button reuses the session.
 * Nothing leaves for a host other than the sandbox.
 */
eachTestReachesNoOtherHost();

/** The sandbox phone wallet's JSON endpoints. */
function phoneWallet(request: APIRequestContext, sandboxUrl: string) {
  const url = (path: string) => `${sandboxUrl}/__sandbox/phone-wallet${path}`;
  const ok = async (
    answer: Promise<{ ok(): boolean; text(): Promise<string>; json(): Promise<unknown> }>,
  ) => {
    const res = await answer;
    expect(res.ok(), await res.text()).toBe(true);
    return (await res.json()) as {
      requests: { method: string; chainId: string; status: string }[];
    };
  };
  return {
    settings: (data: { autoApprove?: boolean; mode?: string }) =>
      ok(request.put(url('/settings'), { data })),
    pair: (uri: string) => ok(request.post(url('/pair'), { data: { uri } })),
    state: () => ok(request.get(url('/state'))),
    /** The requests it answered since `from` had been answered (its list is newest first). */
    async requestsSince(from: number) {
      const { requests } = await ok(request.get(url('/state')));
      return requests.slice(0, requests.length - from).reverse();
    },
    disconnect: () => ok(request.post(url('/disconnect'))),
  };
}

type PhoneWallet = ReturnType<typeof phoneWallet>;

let wallet: PhoneWallet | undefined;
test.afterEach(async () => {
  await wallet?.settings({ autoApprove: false, mode: 'normal' });
  await wallet?.disconnect();
  wallet = undefined;
});

/**
 * The network's "WalletConnect" button in the wallet menu; when it shows the QR dialog, its link
 * is pasted into the phone wallet. Waits until the menu closes, connected.
 */
async function connectOverWalletConnect(
  swapPage: SwapPage,
  network: 'Solana' | 'Cosmos' | 'Tron',
  phone: PhoneWallet,
): Promise<'paired' | 'reused'> {
  const menu = await swapPage.openWalletMenu();
  await menu
    .getByRole('region', { name: `${network} wallet` })
    .getByRole('button', { name: 'WalletConnect' })
    .click();
  const link = swapPage.page
    .getByRole('dialog', { name: 'Connect with WalletConnect' })
    .getByText(/^wc:/);
  const shown = await Promise.race([
    link.waitFor({ timeout: 20_000 }).then(() => 'dialog' as const),
    menu.waitFor({ state: 'hidden', timeout: 20_000 }).then(() => 'closed' as const),
  ]);
  if (shown === 'dialog') await phone.pair((await link.textContent()) ?? '');
  await expect(menu).toBeHidden();
  return shown === 'dialog' ? 'paired' : 'reused';
}

async function open(
  swapPage: SwapPage,
  sandboxToken: (chainId: string, symbol: string) => Promise<{ address: string }>,
  chainId: string,
  [from, to]: [string, string],
  amount: string,
) {
  const [a, b] = await Promise.all([sandboxToken(chainId, from), sandboxToken(chainId, to)]);
  await swapPage.goto({
    fromChain: chainId,
    fromToken: a.address,
    toChain: chainId,
    toToken: b.address,
    amount,
  });
}

const complete = (progress: Locator) =>
  expect(progress.getByRole('status')).toContainText('Swap complete', { timeout: 60_000 });

/** Swaps the 1.5 ATOM the Cosmos form shows to USDC on Gaia Swap; waits for the ledger to say so. */
async function swapAtomToUsdc(
  swapPage: SwapPage,
  {
    sandboxToken,
    request,
    apiUrl,
    sandboxUrl,
  }: {
    sandboxToken: (chainId: string, symbol: string) => Promise<SandboxToken>;
    request: APIRequestContext;
    apiUrl: string;
    sandboxUrl: string;
  },
) {
  const cosmos = await cosmosLedger(request, apiUrl, sandboxUrl);
  const [atom, usdc] = await Promise.all([
    sandboxToken(COSMOS_CHAIN_ID, 'ATOM'),
    sandboxToken(COSMOS_CHAIN_ID, 'USDC'),
  ]);
  const before = await readCosmosBalances(cosmos, atom, usdc);
  await swapPage.chooseRoute('Gaia Swap');
  const progress = await swapPage.confirmSwap();
  await complete(progress);
  await expectCosmosSwapSettled({
    ledger: cosmos,
    input: atom,
    output: usdc,
    amount: '1.5',
    before,
    progress,
  });
}

/** The header's account button: named by each connected wallet's network and address. */
const accountButton = (swapPage: SwapPage) =>
  swapPage.widget.getByRole('button', { name: /^Account: / });

/** Solana's, Cosmos's and Tron's accounts as the account button shortens them. */
const SOLANA = 'Solana \\w{4}…\\w{4}';
const COSMOS = 'Cosmos cosm…\\w{4}';
const TRON = 'Tron T\\w{3}…\\w{4}';
const named = (...accounts: string[]) => new RegExp(`^Account: ${accounts.join(' ')}$`);

test('one WalletConnect pairing swaps on Solana, Cosmos and Tron, each signed in the phone wallet; each account comes back after a reload', async ({
  swapPage,
  sandboxToken,
  sandboxUrl,
  apiUrl,
  request,
  ledger,
}) => {
  test.setTimeout(240_000);
  wallet = phoneWallet(request, sandboxUrl);
  await wallet.settings({ autoApprove: true, mode: 'normal' });
  const earlier = (await wallet.state()).requests.length;
  const account = accountButton(swapPage);

  // Solana: SOL -> USDC, the first network's button pairs.
  await open(swapPage, sandboxToken, 'sol', ['SOL', 'USDC'], '0.02');
  expect(await connectOverWalletConnect(swapPage, 'Solana', wallet)).toBe('paired');
  const usdc = await sandboxToken('sol', 'USDC');
  const usdcBefore = await ledger.splBalance(usdc);
  await swapPage.chooseRoute('Dunes AMM');
  await complete(await swapPage.confirmSwap());
  expect((await ledger.splBalance(usdc)) - usdcBefore, 'USDC credited').toBeGreaterThan(0n);

  // Cosmos: ATOM -> USDC, on a new page load: the Solana account is back with no click, and the
  // session is kept, so nothing pairs again.
  await open(swapPage, sandboxToken, COSMOS_CHAIN_ID, ['ATOM', 'USDC'], '1.5');
  await expect(account).toHaveAccessibleName(named(SOLANA), { timeout: 20_000 });
  expect(await connectOverWalletConnect(swapPage, 'Cosmos', wallet)).toBe('reused');
  await swapAtomToUsdc(swapPage, { sandboxToken, request, apiUrl, sandboxUrl });

  // Tron: the Solana and Cosmos accounts are back on this page load, with no Cosmos chain
  // chosen; Tron's button reuses the session.
  await open(swapPage, sandboxToken, TRON_CHAIN_ID, ['USDT', 'TRX'], '2');
  await expect(account).toHaveAccessibleName(named(SOLANA, COSMOS), { timeout: 20_000 });
  expect(await connectOverWalletConnect(swapPage, 'Tron', wallet)).toBe('reused');

  // After a reload, all three come back with no click, and the Tron swap (an exact approval and
  // the swap) signs over the restored session.
  await open(swapPage, sandboxToken, TRON_CHAIN_ID, ['USDT', 'TRX'], '2');
  await expect(account).toHaveAccessibleName(named(SOLANA, TRON, COSMOS), { timeout: 20_000 });
  const tron = await tronLedger(request, apiUrl, sandboxUrl);
  const usdt = await sandboxToken(TRON_CHAIN_ID, 'USDT');
  const tronBefore = await readTronBalances(tron, usdt);
  await swapPage.chooseRoute('Sunflower Swap');
  const tronProgress = await swapPage.confirmSwap();
  await complete(tronProgress);
  await expectTronSwapSettled({
    ledger: tron,
    input: usdt,
    amount: '2',
    before: tronBefore,
    progress: tronProgress,
  });

  // Every signature was the phone wallet's, each asked on its chain's CAIP-2 id.
  const requests = await wallet.requestsSince(earlier);
  expect(
    requests
      .filter((r) => r.method !== 'cosmos_getAccounts')
      .map((r) => [r.method, r.chainId.split(':')[0], r.status]),
  ).toEqual([
    ['solana_signTransaction', 'solana', 'approved'],
    ['cosmos_signDirect', 'cosmos', 'approved'],
    ['tron_signTransaction', 'tron', 'approved'],
    ['tron_signTransaction', 'tron', 'approved'],
  ]);

  // The wallet ends the session: every network's account goes.
  await wallet.disconnect();
  wallet = undefined;
  await expect(account).toHaveCount(0);
});

test('a wallet that signs Cosmos with amino only (a Ledger) swaps with cosmos_signAmino', async ({
  swapPage,
  sandboxToken,
  sandboxUrl,
  apiUrl,
  request,
}) => {
  wallet = phoneWallet(request, sandboxUrl);
  await wallet.settings({ autoApprove: true, mode: 'aminoOnly' });
  const earlier = (await wallet.state()).requests.length;
  await open(swapPage, sandboxToken, COSMOS_CHAIN_ID, ['ATOM', 'USDC'], '1.5');
  await connectOverWalletConnect(swapPage, 'Cosmos', wallet);
  await swapAtomToUsdc(swapPage, { sandboxToken, request, apiUrl, sandboxUrl });
  const requests = await wallet.requestsSince(earlier);
  expect(requests.map((r) => [r.method, r.status])).toEqual([
    ['cosmos_getAccounts', 'approved'],
    ['cosmos_signAmino', 'approved'],
  ]);
});

test('a wallet that signs Solana from another account is refused before anything is sent', async ({
  swapPage,
  sandboxToken,
  sandboxUrl,
  request,
  ledger,
}) => {
  wallet = phoneWallet(request, sandboxUrl);
  await wallet.settings({ autoApprove: true, mode: 'wrongAccount' });
  const earlier = (await wallet.state()).requests.length;
  await open(swapPage, sandboxToken, 'sol', ['SOL', 'USDC'], '0.02');
  await connectOverWalletConnect(swapPage, 'Solana', wallet);
  const lamports = await ledger.balance({
    chainId: 'sol',
    address: '',
    symbol: 'SOL',
    decimals: 9,
  });

  await swapPage.chooseRoute('Dunes AMM');
  const end = (await swapPage.confirmSwap()).getByRole('status');
  await expect(end).toContainText('Swap stopped', { timeout: 30_000 });
  await expect(end).toContainText(
    'The wallet answered with an account or network this swap did not ask for. Nothing was sent.',
  );
  const requests = await wallet.requestsSince(earlier);
  expect(requests.map((r) => [r.method, r.status])).toEqual([
    ['solana_signTransaction', 'approved'],
  ]);
  expect(
    await ledger.balance({ chainId: 'sol', address: '', symbol: 'SOL', decimals: 9 }),
    'nothing was sent',
  ).toBe(lamports);
});
