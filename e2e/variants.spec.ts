import type { Locator, Page } from '@playwright/test';
import { expectAccessible } from './a11y';
import { ELEMENT_SCRIPT, openHostPage, swapWidgetMarkup } from './element/hostPages';
import { expect, type SandboxToken, test } from './fixtures';

/**
 * Issue 29: the layout variants (`wide`, `drawer`) and the hidden parts (`hiddenUI`), in the
 * custom element (attributes) and on the hosted page (its URL), at a desktop's and two phones'
 * widths, with the main action in view. The iframe's URL and the hidden parts' code are in
 * `variantsEmbed.spec.ts`.
 */

const SIZES = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
  { width: 360, height: 740 },
] as const;

type TokenOf = (chainId: string, symbol: string) => Promise<SandboxToken>;

/** The starting choice 100 USDC from the sandbox's first chain to the second, as attributes. */
async function usdcBridge(sandboxToken: TokenOf): Promise<Record<string, string>> {
  const [usdc, baseUsdc] = await Promise.all([
    sandboxToken('31337', 'USDC'),
    sandboxToken('31338', 'USDC'),
  ]);
  return {
    'from-chain': '31337',
    'from-token': usdc.address,
    'to-chain': '31338',
    'to-token': baseUsdc.address,
    amount: '100',
  };
}

/**
 * `<swap-widget>` for a 100 USDC bridge with `attributes` on top, alone on a page without margins
 * in a window of `size`.
 */
async function openElement(
  { page, apiUrl, sandboxToken }: { page: Page; apiUrl: string; sandboxToken: TokenOf },
  attributes: Record<string, string>,
  size: { width: number; height: number } = SIZES[0],
): Promise<void> {
  await page.setViewportSize(size);
  attributes = { 'api-url': apiUrl, ...(await usdcBridge(sandboxToken)), ...attributes };
  await openHostPage(
    page,
    `<!doctype html><html lang="en"><head><title>Host page</title><link rel="icon" href="data:,">
      <script type="module" src="${ELEMENT_SCRIPT}"></script></head>
      <body style="margin:0">${swapWidgetMarkup(attributes)}</body></html>`,
  );
}

/** The element's whole box inside the window, as the page loaded (not scrolled to it). */
async function expectInView(page: Page, el: Locator, what: string): Promise<void> {
  const box = await el.boundingBox();
  const view = page.viewportSize();
  const where = `${what}: ${JSON.stringify({ box, view })}`;
  expect(box && view, where).toBeTruthy();
  if (!box || !view) return;
  expect(box.y, where).toBeGreaterThanOrEqual(0);
  expect(box.x, where).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height, where).toBeLessThanOrEqual(view.height);
  expect(box.x + box.width, where).toBeLessThanOrEqual(view.width);
}

/** Whether the routes sit to the right of "You pay" (wide), or under it (stacked). */
async function routesPlacement(root: Page): Promise<'beside' | 'below'> {
  const pay = await root.getByRole('textbox', { name: 'You pay' }).boundingBox();
  const routes = await root.getByRole('radiogroup', { name: 'Routes' }).boundingBox();
  if (!pay || !routes) throw new Error('no box for You pay or the routes');
  if (routes.x >= pay.x + pay.width && routes.y < pay.y + pay.height) return 'beside';
  if (routes.y >= pay.y + pay.height) return 'below';
  throw new Error(`routes neither beside nor below: ${JSON.stringify({ pay, routes })}`);
}

/** Whether what has focus (inside the element's shadow root too) is inside a dialog. */
function focusInDialog(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return Boolean(active?.closest('[role="dialog"]'));
  });
}

/**
 * The drawer's keyboard contract: Close has focus as it opens, Tab and Shift+Tab keep focus
 * inside it however far they go, Escape closes it and focus is back on the "Swap" button.
 */
async function checkDrawerKeyboard(page: Page, opener: Locator, drawer: Locator): Promise<void> {
  await expect(drawer.getByRole('button', { name: 'Close' })).toBeFocused();
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let i = 0; i < 24; i++) {
      await page.keyboard.press(key);
      expect(await focusInDialog(page), `focus after ${i + 1} × ${key}`).toBe(true);
    }
  }
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(opener).toBeFocused();
}

const mainButton = (root: Page | Locator) => root.getByRole('button', { name: /^Connect wallet/ });

test.describe('the custom element', () => {
  // The element's page (another origin than the sandbox's loopback API) asks, as in customElement.spec.ts.
  test.use({ permissions: ['local-network-access'] });

  for (const size of SIZES) {
    test(`variant="wide" at ${size.width}×${size.height}: the routes beside the form from 900 px, the main action in view`, async ({
      page,
      apiUrl,
      sandboxToken,
    }) => {
      await openElement({ page, apiUrl, sandboxToken }, { variant: 'wide' }, size);
      const routes = page.getByRole('radiogroup', { name: 'Routes' });
      await expect(routes.getByRole('radio', { checked: true })).toBeVisible();
      await expect(mainButton(page)).toBeVisible();
      await expectInView(page, mainButton(page), 'the main button');
      if (size.width < 900) {
        await expect.poll(() => routesPlacement(page)).toBe('below');
        return;
      }
      await expect.poll(() => routesPlacement(page)).toBe('beside');
      // The widget's own width decides, not the window's: in a narrower column it stacks.
      await page.locator('swap-widget').evaluate((el) => {
        (el as HTMLElement).style.cssText = 'display:block;width:600px';
      });
      await expect.poll(() => routesPlacement(page)).toBe('below');
    });

    test(`variant="drawer" at ${size.width}×${size.height}: a Swap button opens a side drawer that keeps focus, Escape closes it`, async ({
      page,
      apiUrl,
      sandboxToken,
    }) => {
      await openElement({ page, apiUrl, sandboxToken }, { variant: 'drawer' }, size);
      const opener = page.getByRole('button', { name: 'Swap', exact: true });
      await expect(opener).toBeVisible();
      await expect(page.getByRole('region', { name: 'Swap', exact: true })).toHaveCount(0);
      await opener.click();
      const drawer = page.getByRole('dialog', { name: 'Swap' });
      await expect(drawer.getByRole('radio', { checked: true })).toBeVisible();
      await expectInView(page, mainButton(drawer), 'the main button in the drawer');
      await checkDrawerKeyboard(page, opener, drawer);
      // Close closes it too, and gives focus back the same way.
      await opener.click();
      await drawer.getByRole('button', { name: 'Close' }).click();
      await expect(drawer).toBeHidden();
      await expect(opener).toBeFocused();
    });
  }

  test('hidden-ui="history,language": no History button, no Language setting', async ({
    page,
    apiUrl,
    sandboxToken,
  }) => {
    await openElement({ page, apiUrl, sandboxToken }, { 'hidden-ui': 'history,language' });
    // The wallet button comes with the History button, after startup: once it is there, the
    // other would be too.
    await expect(page.getByRole('button', { name: 'Wallets' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('button', { name: 'History' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Settings' }).click();
    const settings = page.getByRole('dialog', { name: 'Settings' });
    await expect(settings.getByRole('textbox', { name: /^Recipient address/ })).toBeVisible();
    await expect(settings.getByRole('combobox', { name: 'Language' })).toHaveCount(0);
  });
});

test.describe('the hosted page with URL options', () => {
  test('variant=wide at 1280×800: the routes beside the form, accessible', async ({
    swapPage,
    openUsdcBridge,
  }) => {
    await swapPage.page.setViewportSize({ width: 1280, height: 800 });
    await openUsdcBridge('100', { variant: 'wide' });
    await expect(swapPage.routes.getByRole('radio', { checked: true })).toBeVisible();
    await expect.poll(() => routesPlacement(swapPage.page)).toBe('beside');
    await expectInView(swapPage.page, mainButton(swapPage.page), 'the main button');
    await expectAccessible(swapPage.page, 'wide variant');
  });

  test('variant=drawer: the drawer is accessible and keeps focus', async ({
    page,
    sandboxToken,
  }) => {
    const bridge = await usdcBridge(sandboxToken);
    const link = new URLSearchParams({
      fromChain: bridge['from-chain'] ?? '',
      fromToken: bridge['from-token'] ?? '',
      toChain: bridge['to-chain'] ?? '',
      toToken: bridge['to-token'] ?? '',
      amount: '100',
      variant: 'drawer',
    });
    await page.goto(`/?${link}`);
    const opener = page.getByRole('button', { name: 'Swap', exact: true });
    await opener.click();
    const drawer = page.getByRole('dialog', { name: 'Swap' });
    await expect(drawer.getByRole('radio', { checked: true })).toBeVisible();
    await expectAccessible(page, 'drawer variant, open');
    await checkDrawerKeyboard(page, opener, drawer);
  });
});
