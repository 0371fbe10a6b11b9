import type { Page } from '@playwright/test';
import { type Hex, parseUnits } from 'viem';
import {
  test as base,
  expect,
  expectApprovalThenSwap,
  expectShownReceived,
  readSwapLedger,
} from '../fixtures';
import { installHostPageSolanaWallet } from '../hostPageSolanaWallet';
import { installHostPageWallet } from '../hostPageWallet';
import { SwapPage } from '../pages/swapPage';
import { E2E_HOST_PAGE_ORIGIN } from '../ports';
import { startShopServer } from '../shopServer';

/**
 * The iframe widget on a shop's page of another origin (issue 11), in the production build as
 * an integrator ships it (its `VITE_FRAME_ANCESTORS` names the shop's origin). The shop page is
 * served by the test at `http://localhost:<port>` (the widget is at `http://127.0.0.1:<port>`),
 * loads the host script the widget's server serves (`bridge.js`) and lends the widget its own
 * wallet (`installHostPageWallet`: a sandbox dev key in this test process). Beside the widget sit
 * frames that try to talk to both ends: another frame of the shop's own origin, a frame of the
 * widget's origin, and a sandboxed frame (origin `null`). Found by roles and names inside the
 * frame (`frameLocator`).
 */

const SHOP = E2E_HOST_PAGE_ORIGIN;
const ATTACKER_ADDRESS = '0x000000000000000000000000000000000000dEaD';

/**
 * What an attacker frame runs: for the whole test it posts, again and again, a hello with a
 * config of its own and forged answers to the widget (`frames[0]`, named by the widget's exact
 * origin), and a ready and wallet requests to the shop page as if it were the widget; it records
 * whatever reaches it (`window.heard`).
 */
function attackerPage(widgetOrigin: string): string {
  const widget = JSON.stringify(widgetOrigin);
  const shop = JSON.stringify(SHOP);
  return `<!doctype html><script>
    window.heard = [];
    addEventListener('message', (e) => window.heard.push({ origin: e.origin, data: e.data }));
    const m = (id, type, payload) => ({ protocol: 'swap-widget-bridge', version: 1, id, type, payload });
    const forged = { ok: true, result: ['${ATTACKER_ADDRESS}'] };
    let round = 0;
    const timer = setInterval(() => {
      if (++round > 600) return clearInterval(timer);
      const w = parent.frames[0];
      w.postMessage(m('a' + round, 'hello', { wallets: { evm: { name: 'Attacker wallet' } },
        config: { theme: 'dark', defaults: { amount: '999' } } }), ${widget});
      w.postMessage(m('b' + round, 'config', { config: { theme: 'dark', defaults: { amount: '999' } } }), ${widget});
      for (let i = 1; i <= 40; i++) w.postMessage(m('w' + i, 'response', forged), ${widget});
      parent.postMessage(m('w' + round, 'ready', {}), ${shop});
      parent.postMessage(m('c' + round, 'request', { wallet: 'evm', method: 'eth_requestAccounts', params: [] }), ${shop});
      parent.postMessage(m('d' + round, 'request', { wallet: 'evm', method: 'eth_sendTransaction',
        params: [{ to: '${ATTACKER_ADDRESS}', value: '0x1' }] }), ${shop});
    }, 100);
  </script>`;
}

const ATTACKERS = [
  { title: 'Shop ad', path: `${SHOP}/ad`, sandbox: false },
  { title: 'Widget look-alike', path: '/imposter', sandbox: false },
  { title: 'Sandboxed', path: `${SHOP}/sandboxed`, sandbox: true },
];

/** The shop's own wallets, lent to the widget: a sandbox EVM key, a Solana dev keypair. */
interface ShopWallets {
  evmKey: Hex;
  solanaSecretKey?: string;
}

/**
 * The shop page: the widget for `search`, the attacker frames, the host script from the
 * widget's server and the shop's wallets (`window.shopBridge` is what `connectSwapWidget`
 * answered), the pages served by the shop's own server. Answers the widget's frame and what the
 * test reads.
 */
async function openShopPage(
  page: Page,
  shopPages: ShopPages,
  widgetOrigin: string,
  search: URLSearchParams,
  keys: ShopWallets,
) {
  const wallet = await installHostPageWallet(page, keys.evmKey);
  const solana = keys.solanaSecretKey
    ? await installHostPageSolanaWallet(page, keys.solanaSecretKey)
    : undefined;
  const frames = ATTACKERS.map(
    (a) =>
      `<iframe title="${a.title}" src="${new URL(a.path, widgetOrigin)}" ${a.sandbox ? 'sandbox="allow-scripts"' : ''} width="10" height="10"></iframe>`,
  ).join('');
  const shopPage = `<!doctype html><html lang="en"><head><title>Shop</title><link rel="icon" href="data:,"></head>
    <body><h1>Shop</h1>
    <iframe id="swap" title="Swap widget" src="${widgetOrigin}/embed.html?${search}" style="width:480px;height:150px;border:0"></iframe>
    ${frames}
    <script src="${widgetOrigin}/bridge.js"></script>
    <script>
      window.widgetEvents = [];
      window.shopBridge = SwapWidgetBridge.connectSwapWidget(document.getElementById('swap'), {
        ethereum: window.shopWallet,
        walletName: 'Shop wallet',
        solana: window.shopSolanaWallet,
        solanaWalletName: 'Shop Solana wallet',
        onEvent: (event) => window.widgetEvents.push(event),
      });
    </script></body></html>`;
  const attacker = attackerPage(widgetOrigin);
  Object.assign(shopPages, { '/shop': shopPage, '/ad': attacker, '/sandboxed': attacker });
  // The one attacker at the widget's own origin: that server is the widget's, so it is routed.
  await page.route(new URL('/imposter', widgetOrigin).href, (route) =>
    route.fulfill({ contentType: 'text/html', body: attacker }),
  );
  await page.goto(`${SHOP}/shop`);
  const widget = page.frameLocator('iframe[title="Swap widget"]');
  return {
    ...wallet,
    solana,
    widgetOrigin,
    widget,
    swapPage: new SwapPage(page, widget),
    heard: (title: string) =>
      page
        .locator(`iframe[title="${title}"]`)
        .contentFrame()
        .locator('html')
        .evaluate(() => (window as unknown as { heard: unknown[] }).heard),
    events: () =>
      page.evaluate(() => (window as unknown as { widgetEvents: { type: string }[] }).widgetEvents),
  };
}

/** The pages the shop's server serves, by path; the server runs for the test's length. */
type ShopPages = Record<string, string>;

/** The sandbox's first dev keys (`/__sandbox/accounts`): the shop's wallets hold them. */
interface DevKeys {
  evm: { address: Hex; privateKey: Hex };
  solana: { publicKey: string; secretKey: string };
}

type OpenShop = (
  search: URLSearchParams,
  options?: { solana?: boolean },
) => ReturnType<typeof openShopPage>;

const test = base.extend<{ shopPages: ShopPages; devKeys: DevKeys; openShop: OpenShop }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from this pattern.
  shopPages: async ({}, use) => {
    const pages: ShopPages = {};
    const close = await startShopServer(pages);
    await use(pages);
    await close();
  },
  devKeys: async ({ request, sandboxUrl }, use) => {
    const accounts = (await (await request.get(`${sandboxUrl}/__sandbox/accounts`)).json()) as {
      evm: DevKeys['evm'][];
      solana: DevKeys['solana'][];
    };
    const [evm, solana] = [accounts.evm[0], accounts.solana[0]];
    if (!evm || !solana) throw new Error('the sandbox has no dev accounts');
    await use({ evm, solana });
  },
  /** The shop page around the widget for `search`, with its EVM wallet, and its Solana one. */
  openShop: async ({ page, shopPages, baseURL, devKeys }, use) => {
    if (!baseURL) throw new Error('no base URL');
    await use((search, { solana = false } = {}) =>
      openShopPage(page, shopPages, new URL(baseURL).origin, search, {
        evmKey: devKeys.evm.privateKey,
        ...(solana ? { solanaSecretKey: devKeys.solana.secretKey } : {}),
      }),
    );
  },
});

test('an iframe on another origin swaps with the shop page wallet through the bridge, sizes its frame, tells its events and ignores the other frames', async ({
  page,
  sandboxToken,
  ledger,
  devKeys,
  openShop,
}) => {
  const [from, to] = await Promise.all([
    sandboxToken('31337', 'USDC'),
    sandboxToken('31337', 'WETH'),
  ]);
  const before = await readSwapLedger(ledger, from, to);
  const search = new URLSearchParams({
    fromChain: from.chainId,
    fromToken: from.address,
    toChain: to.chainId,
    toToken: to.address,
    amount: '2',
  });
  const shop = await openShop(search);
  const { widget } = shop;
  expect(shop.address).toBe(devKeys.evm.address);

  // The shop's frame takes the widget's height (its markup said 150 px).
  const routes = widget.getByRole('radiogroup', { name: 'Routes' });
  await expect(routes.getByRole('radio').first()).toBeVisible();
  const widgetHeight = () =>
    widget.locator('main').evaluate((main) => Math.ceil(main.getBoundingClientRect().height));
  await expect
    .poll(async () => (await page.locator('#swap').boundingBox())?.height)
    .toBe(await widgetHeight());
  expect(await widgetHeight()).toBeGreaterThan(150);

  // The attacker frames have been posting since the page loaded: the widget kept its own.
  await expect(widget.getByRole('textbox', { name: 'You pay' })).toHaveValue('2');
  await expect(widget.locator('html')).toHaveAttribute('data-theme', 'light');

  // The shop's wallet is in the widget's menu; connecting asks it, through the bridge.
  await widget.getByRole('button', { name: /^Connect wallet/ }).click();
  const menu = widget.getByRole('dialog', { name: 'Wallets' });
  const evmWallets = menu.getByRole('region', { name: 'EVM wallet' });
  await expect(evmWallets.getByRole('button', { name: 'Attacker wallet' })).toHaveCount(0);
  await evmWallets.getByRole('button', { name: 'Shop wallet' }).click();
  await expect(menu).toBeHidden();
  expect(shop.calls.map((c) => c.method)).toContain('eth_requestAccounts');
  // The header names the shop's account, in the frame as on the hosted page.
  await expect(widget.getByRole('button', { name: /^Account: EVM 0x\w{4}…\w{4}$/ })).toBeVisible();

  await widget.getByRole('button', { name: /^Review / }).click();
  const review = widget.getByRole('dialog', { name: 'Review your swap' });
  await review.getByRole('button', { name: 'Confirm swap' }).click();
  const end = widget.getByRole('region', { name: 'Swap progress' }).getByRole('status');
  await expect(end.getByText('Swap complete')).toBeVisible({ timeout: 45_000 });

  // Two transactions went through the shop's wallet, the approval then the swap, and the ledger
  // shows them: the input gone exactly, no allowance left, what the widget says arrived.
  const signed = shop.calls
    .filter((c) => c.method === 'eth_sendTransaction')
    .map((c) => (c.params[0] as { to: string }).to);
  await expectApprovalThenSwap({ ledger, from, to, amount: '2', before, signed, end });

  // The shop page was told, as plain JSON.
  const told = (await shop.events()).map((e) => e.type);
  for (const type of ['route-selected', 'execution-started', 'transaction-submitted']) {
    expect(told).toContain(type);
  }
  await expect
    .poll(async () => (await shop.events()).map((e) => e.type))
    .toContain('execution-done');

  // The shop's wallet was asked only what the widget asked, never what the attackers did
  // (hundreds of account requests, a transaction to their address).
  expect(shop.calls.filter((c) => c.method === 'eth_requestAccounts')).toHaveLength(1);
  expect(signed).toHaveLength(2);
  // And the attacker frames heard nothing from the widget or the shop page.
  for (const { title } of ATTACKERS) expect(await shop.heard(title), title).toEqual([]);
});

test('an iframe on another origin swaps on Solana with the shop page Solana wallet through the bridge', async ({
  page,
  sandboxToken,
  ledger,
  devKeys,
  openShop,
}) => {
  // The ledger reads the first Solana dev account: the one the shop's wallet holds.
  expect(ledger.solWallet).toBe(devKeys.solana.publicKey);
  const [from, to] = await Promise.all([sandboxToken('sol', 'SOL'), sandboxToken('sol', 'USDC')]);
  const before = { sol: await ledger.balance(from), usdc: await ledger.splBalance(to) };
  const amount = '0.02';
  const search = new URLSearchParams({
    fromChain: from.chainId,
    fromToken: from.address,
    toChain: to.chainId,
    toToken: to.address,
    amount,
  });
  const shop = await openShop(search, { solana: true });
  const { swapPage, solana } = shop;
  if (!solana) throw new Error('the shop has no Solana wallet');
  expect(solana.publicKey).toBe(devKeys.solana.publicKey);

  // The shop's Solana wallet is in the Solana part of the widget's menu, by the shop's name;
  // the attackers' hellos named none.
  const menu = await swapPage.openWalletMenu();
  const solanaWallets = menu.getByRole('region', { name: 'Solana wallet' });
  await expect(solanaWallets.getByRole('button', { name: 'Shop Solana wallet' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await swapPage.connectWallet('Solana', 'Shop Solana wallet');
  expect(solana.calls.map((c) => c.method)).toEqual(['connect']);

  await swapPage.chooseRoute('Dunes AMM');
  const progress = await swapPage.confirmSwap();
  const end = progress.getByRole('status');
  await expect(end.getByText('Swap complete')).toBeVisible({ timeout: 45_000 });

  // One transaction, signed by the shop's wallet (the widget sent it): the ledger shows the input
  // gone exactly with that transaction's fee, and what the widget says arrived.
  expect(solana.calls.map((c) => c.method)).toEqual(['connect', 'signTransaction']);
  expect(solana.signatures).toHaveLength(1);
  const fee = await ledger.solanaFee(solana.signatures[0] ?? '');
  expect(fee).toBeGreaterThan(0n);
  expect(before.sol - (await ledger.balance(from)), 'SOL taken').toBe(
    parseUnits(amount, from.decimals) + fee,
  );
  await expectShownReceived(end, to, (await ledger.splBalance(to)) - before.usdc);
  // The shop's EVM wallet was not asked to sign anything.
  expect(shop.calls.filter((c) => c.method === 'eth_sendTransaction')).toEqual([]);
  await expect
    .poll(async () => (await shop.events()).map((e) => e.type))
    .toContain('execution-done');
  for (const { title } of ATTACKERS) expect(await shop.heard(title), title).toEqual([]);
});

test("the shop page's config message sets the widget's language and the chains it offers, and one with a slippage is refused whole", async ({
  page,
  sandboxToken,
  openShop,
}) => {
  const usdc = await sandboxToken('31337', 'USDC');
  const search = new URLSearchParams({ fromChain: '31337', fromToken: usdc.address, amount: '2' });
  const { widget, widgetOrigin, swapPage } = await openShop(search);
  await expect(widget.getByRole('textbox', { name: 'You pay' })).toHaveValue('2');

  // The shop sends a config (the host script's `setConfig`): German, two chains of the five.
  await page.evaluate(() =>
    (
      window as unknown as { shopBridge: { setConfig(config: unknown): void } }
    ).shopBridge.setConfig({ language: 'de', chains: { allow: ['31337', 'sol'] } }),
  );
  await expect(widget.locator('.cw-root')).toHaveAttribute('lang', 'de');
  // The person's amount stays: a language is no new starting choice.
  await expect(widget.getByRole('textbox', { name: 'Sie zahlen' })).toHaveValue('2');
  // And the token picker offers the two chains the shop allows, of the sandbox's five.
  await widget.getByRole('button', { name: /, Ziel-Token$/ }).click();
  const picker = widget.getByRole('dialog');
  await expect(picker.getByRole('combobox', { name: 'Token suchen' })).toBeVisible();
  await expect(picker.getByRole('group', { name: 'Chain' }).getByRole('button')).toHaveText([
    'Sandbox Ethereum',
    'Solana',
  ]);
  await page.keyboard.press('Escape');
  await expect(picker).toBeHidden();

  // Config messages naming the quote's slippage, the integrator's fee or an API, from the shop's
  // own window and origin (the script would leave those keys out, so they are posted by hand),
  // each in English: refused whole. The valid one after them (dark, still German) is taken, so
  // by then the others were read.
  await page.evaluate((origin) => {
    const frame = document.getElementById('swap') as HTMLIFrameElement;
    const post = (id: string, config: object) =>
      frame.contentWindow?.postMessage(
        { protocol: 'swap-widget-bridge', version: 1, id, type: 'config', payload: { config } },
        origin,
      );
    post('x1', { language: 'en', slippageBps: 5000 });
    post('x2', { language: 'en', integratorFeeBps: 1000 });
    post('x3', { language: 'en', apiUrl: 'https://api.evil.example/v1' });
    post('x4', { language: 'de', theme: 'dark' });
  }, widgetOrigin);
  await expect(widget.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(widget.locator('.cw-root')).toHaveAttribute('lang', 'de');
  await expect(swapPage.amountInput).toHaveCount(0);
  await expect(widget.getByRole('textbox', { name: 'Sie zahlen' })).toHaveValue('2');
});

test('may be framed by the shop origin alone, named exactly', async ({ request, baseURL }) => {
  const embed = await request.get(`${baseURL}/embed.html`);
  const csp = embed.headers()['content-security-policy'] ?? '';
  expect(csp).toMatch(new RegExp(`frame-ancestors 'self' ${SHOP}(;|$)`));
});
