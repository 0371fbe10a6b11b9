import type { Hex } from 'viem';
import { expect, test } from './fixtures';
import { WalletConnectPhone } from './walletConnectPhone';

/**
 * The iframe widget's "Open wallet app" on a phone (issue 27): a `wc:` link does not open from
 * inside a frame, so the widget asks the host page, over the bridge, to open it. The host page
 * (served by the test on the widget's origin, which the development build lets frame it) loads
 * the host script the widget's server serves and records the links it is asked to open
 * (`onOpenWalletLink`); a wallet in the test process (`WalletConnectPhone`) opens the one it got.
 */
test.use({ viewport: { width: 412, height: 915 }, isMobile: true, hasTouch: true });

let phone: WalletConnectPhone | undefined;
test.afterEach(async () => {
  await phone?.close();
  phone = undefined;
});

test('on a phone, the frame\'s "Open wallet app" has the host page open the wc: link, and that link pairs the wallet', async ({
  page,
  baseURL,
  sandboxUrl,
  request,
}) => {
  const accounts = (await (await request.get(`${sandboxUrl}/__sandbox/accounts`)).json()) as {
    evm: { address: Hex; privateKey: Hex }[];
  };
  const dev = accounts.evm[0];
  if (!dev) throw new Error('the sandbox has no dev accounts');
  phone = await WalletConnectPhone.start(sandboxUrl, dev.privateKey);

  await page.route(`${baseURL}/shop`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><title>Shop</title><link rel="icon" href="data:,">
        <h1>Shop</h1>
        <iframe id="swap" title="Swap widget" src="${baseURL}/embed.html?fromChain=31337&amount=1"
          style="width:100%;height:700px;border:0"></iframe>
        <script src="${baseURL}/bridge.js"></script>
        <script>
          window.openedWalletLinks = [];
          SwapWidgetBridge.connectSwapWidget(document.getElementById('swap'), {
            onOpenWalletLink: (uri) => window.openedWalletLinks.push(uri),
          });
        </script></html>`,
    }),
  );
  await page.goto(`${baseURL}/shop`);
  const opened = () =>
    page.evaluate(() => (window as unknown as { openedWalletLinks: string[] }).openedWalletLinks);
  const widget = page.frameLocator('iframe[title="Swap widget"]');

  await widget.getByRole('button', { name: /^Connect wallet/ }).tap();
  await widget
    .getByRole('dialog', { name: 'Wallets' })
    .getByRole('region', { name: 'EVM wallet' })
    .getByRole('button', { name: 'WalletConnect' })
    .tap();
  const dialog = widget.getByRole('dialog', { name: 'Connect with WalletConnect' });
  const shown = dialog.getByText(/^wc:/);
  await expect(shown).toBeVisible({ timeout: 20_000 });
  const uri = (await shown.textContent()) ?? '';

  // A link inside the frame would not open the app: a button asks the host page instead.
  await expect(dialog.getByRole('link', { name: 'Open wallet app' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Open wallet app' }).tap();
  await expect.poll(opened).toEqual([uri]);

  // The app it opens pairs: the dialog closes and the header names the wallet's account.
  await phone.pair(uri);
  await expect(dialog).toBeHidden();
  await expect(widget.getByRole('button', { name: /^Account: / })).toHaveAccessibleName(
    `Account: EVM ${dev.address.slice(0, 6)}…${dev.address.slice(-4)}`,
  );
  expect(await opened()).toEqual([uri]);
});
