import type { Page } from '@playwright/test';
import {
  elementHostPage,
  openHostPage,
  pairAttributes,
  reactHostPage,
  recordedEvents,
} from './element/hostPages';
import { expect, recordApiCalls, type SandboxToken, test } from './fixtures';
import { SwapPage } from './pages/swapPage';

/**
 * Issue 29, part 4: a config changed after mount is applied without a remount, in the component's
 * props and the element's attributes (the iframe host's config message: embedBridge.spec.ts), and
 * never disturbs a running swap; and the integrator's own recipient, `toAddress`.
 */

// The test serves the host pages itself: their requests to the loopback sandbox need the local
// network permission (see customElement.spec.ts).
test.use({ permissions: ['local-network-access'] });

/** The sandbox's eighth EVM account: no dev wallet's, so what it holds is what was sent to it. */
const RECIPIENT = '0x14dC79964da2C08b23698B3D3cc7Ca32193d9955';

type TokenOf = (chainId: string, symbol: string) => Promise<SandboxToken>;

/** `<swap-widget>` for USDC -> WETH on the sandbox's first chain, with `attributes`. */
async function openElement(
  page: Page,
  apiUrl: string,
  sandboxToken: TokenOf,
  attributes: Record<string, string> = {},
  search = '',
) {
  const [usdc, weth] = await Promise.all([
    sandboxToken('31337', 'USDC'),
    sandboxToken('31337', 'WETH'),
  ]);
  const html = elementHostPage({
    attributes: { ...pairAttributes(apiUrl, usdc, weth), ...attributes },
  });
  // Served with a query string too (`devWalletPrompt=1`), which a glob for the path would miss.
  await page.route(
    (url) => url.pathname === '/host-page',
    (route) => route.fulfill({ contentType: 'text/html', body: html }),
  );
  await page.goto(`/host-page${search}`);
  return { usdc, weth, element: page.locator('swap-widget') };
}

const setAttributes = (element: ReturnType<Page['locator']>, attributes: Record<string, string>) =>
  element.evaluate((el, values) => {
    for (const [name, value] of Object.entries(values)) el.setAttribute(name, value);
  }, attributes);

test("the element's theme, variant and hidden parts change after mount: the typed amount stays, a hidden recipient is no longer used", async ({
  page,
  apiUrl,
  sandboxToken,
}) => {
  const { element } = await openElement(page, apiUrl, sandboxToken);
  const swap = new SwapPage(page);
  const calls = recordApiCalls(page);
  const quotes = () => calls.filter((call) => call.endpoint === 'quotes');
  // The person's own recipient, from Settings, then the amount: quoted for that recipient.
  await swap.settingsButton.click();
  await swap.dialog.getByRole('textbox', { name: /^Recipient address/ }).fill(RECIPIENT);
  await page.keyboard.press('Escape');
  await expect(swap.dialog).toBeHidden();
  await swap.amountInput.fill('7');
  await expect(swap.widget.getByText('To:')).toBeVisible();
  await expect(swap.routeRadios.first()).toBeVisible();
  expect(quotes().length).toBeGreaterThan(0);
  for (const { params } of quotes()) expect(params.get('recipient')).toBe(RECIPIENT);

  calls.length = 0;
  await setAttributes(element, { theme: 'dark', variant: 'wide', 'hidden-ui': 'toAddress' });
  const root = page.locator('.cw-root');
  await expect(root).toHaveAttribute('data-theme', 'dark');
  await expect(root).toHaveAttribute('data-variant', 'wide');
  // The same widget: what the person typed is still there.
  await expect(swap.amountInput).toHaveValue('7');
  // The hidden recipient is gone from the form and from the quotes asked from now on.
  await expect(swap.widget.getByText('To:')).toHaveCount(0);
  await expect.poll(() => quotes().length).toBeGreaterThan(0);
  await expect(swap.routeRadios.first()).toBeVisible();
  for (const { params } of quotes()) expect(params.get('recipient')).toBeNull();
  // Nor does it come back when the field shows again: it was dropped, not hidden.
  await element.evaluate((el) => el.removeAttribute('hidden-ui'));
  await expect(swap.amountInput).toHaveValue('7');
  await expect(swap.settingsButton).toBeVisible();
  await swap.settingsButton.click();
  await expect(swap.dialog.getByRole('textbox', { name: /^Recipient address/ })).toHaveValue('');
});

test('a change of the look during a running swap leaves it running to its end', async ({
  page,
  apiUrl,
  sandboxToken,
  sandboxWallet,
  ledger,
}) => {
  const { usdc, element } = await openElement(
    page,
    apiUrl,
    sandboxToken,
    { amount: '6' },
    '?devWalletPrompt=1',
  );
  const swap = new SwapPage(page);
  const before = await ledger.balance(usdc);
  await swap.connectDevWallet();
  const progress = await swap.confirmSwap();
  // The approval waits for the wallet: the integrator changes the look meanwhile.
  await expect(sandboxWallet.dialog).toBeVisible({ timeout: 30_000 });
  await setAttributes(element, { theme: 'dark', variant: 'wide', 'hidden-ui': 'history' });
  await expect(page.locator('.cw-root')).toHaveAttribute('data-variant', 'wide');
  await expect(swap.widget.getByRole('button', { name: 'History', exact: true })).toHaveCount(0);
  // The prompt it opened is still the one open, and the swap goes on to its end.
  await sandboxWallet.signEveryPrompt();
  await expect(progress.getByRole('status')).toContainText('Swap complete', { timeout: 45_000 });
  expect(before - (await ledger.balance(usdc))).toBe(6_000_000n);
  const started = (await recordedEvents(page)).filter(
    (e) => e.name === 'swap-widget:execution-started',
  );
  expect(started).toHaveLength(1);
});

test("to-address: the form and the review show the integrator's recipient, and the swap pays it", async ({
  page,
  apiUrl,
  sandboxToken,
  ledger,
}) => {
  const { usdc, weth } = await openElement(page, apiUrl, sandboxToken, {
    amount: '5',
    'to-address': RECIPIENT,
  });
  const swap = new SwapPage(page);
  const [paid, received, own] = await Promise.all([
    ledger.balance(usdc),
    ledger.balanceOf(weth, RECIPIENT),
    ledger.balance(weth),
  ]);
  // Shown under "You receive", without a way to clear it.
  await expect(swap.widget.getByText('To:')).toBeVisible();
  await expect(swap.widget.getByRole('button', { name: 'Clear recipient' })).toHaveCount(0);
  await swap.connectDevWallet();
  const review = await swap.openReview();
  await expect(review.getByText(RECIPIENT, { exact: true })).toBeVisible();
  await expect(review.getByRole('button', { name: 'Clear recipient' })).toHaveCount(0);
  const progress = await swap.confirmSwap(review);
  await expect(progress.getByRole('status')).toContainText('Swap complete', { timeout: 45_000 });
  expect(paid - (await ledger.balance(usdc))).toBe(5_000_000n);
  expect(await ledger.balanceOf(weth, RECIPIENT)).toBeGreaterThan(received);
  expect(await ledger.balance(weth), "the dev wallet's WETH").toBe(own);
});

test('to-address that is no address of the destination network is refused in words, hidden field or not', async ({
  page,
  apiUrl,
  sandboxToken,
}) => {
  const { element } = await openElement(page, apiUrl, sandboxToken, {
    amount: '5',
    'to-address': '7zSa114U45nJ8b8ALsuhszS2Kxto8grgedh65Q7xJYii',
  });
  const swap = new SwapPage(page);
  await expect(swap.widget.getByRole('alert')).toHaveText('Not a valid EVM address.');
  await setAttributes(element, { 'hidden-ui': 'toAddress' });
  await expect(swap.widget.getByRole('alert')).toHaveText('Not a valid EVM address.');
  await swap.connectDevWallet();
  await expect(swap.widget.getByRole('button', { name: /^Review / })).toHaveCount(0);
});

test('the React component follows new props without a remount, and warns once about a read-once one', async ({
  page,
  apiUrl,
}) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await openHostPage(page, reactHostPage({ apiUrl }));
  const swap = new SwapPage(page);
  await swap.amountInput.fill('9');
  const update = (changes: object) =>
    page.evaluate(
      (c) => (window as unknown as { updateWidgetConfig(c: object): void }).updateWidgetConfig(c),
      changes,
    );
  await update({ theme: 'dark', variant: 'wide', hiddenUI: ['history'] });
  const root = page.locator('.cw-root');
  await expect(root).toHaveAttribute('data-theme', 'dark');
  await expect(root).toHaveAttribute('data-variant', 'wide');
  await expect(swap.widget.getByRole('button', { name: 'History', exact: true })).toHaveCount(0);
  await expect(swap.amountInput).toHaveValue('9');

  await update({ instanceId: 'another' });
  await update({ instanceId: 'a-third' });
  await expect
    .poll(() => warnings.filter((w) => w.includes('config.instanceId changed')))
    .toHaveLength(1);
  await expect(swap.amountInput).toHaveValue('9');
});
