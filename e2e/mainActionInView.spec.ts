import type { FrameLocator, Locator, Page } from '@playwright/test';
import { ELEMENT_SCRIPT, openHostPage, swapWidgetMarkup } from './element/hostPages';
import { expect, test } from './fixtures';

/**
 * Issue 19: with several routes quoted, the main action ("Review …") is on screen without
 * scrolling, on a desktop, on a phone and in the README's 480×640 iframe, and every route is
 * still one click away ("N more routes"); choosing one leaves the button in view.
 */

interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
  /** The viewport of the element's own document (the frame's, inside an iframe). */
  width: number;
  height: number;
  /** How far that document scrolls down. */
  scrollY: number;
  scrollHeight: number;
}

/** The element's box in its document's viewport, read where it is, without scrolling to it. */
function boxInViewport(el: Locator): Promise<Box> {
  return el.evaluate((node) => {
    const r = node.getBoundingClientRect();
    const view = node.ownerDocument.defaultView as Window;
    return {
      top: r.top,
      bottom: r.bottom,
      left: r.left,
      right: r.right,
      width: view.innerWidth,
      height: view.innerHeight,
      scrollY: view.scrollY,
      scrollHeight: node.ownerDocument.documentElement.scrollHeight,
    };
  });
}

async function expectFullyInView(el: Locator, what: string): Promise<Box> {
  const box = await boxInViewport(el);
  const where = `${what}: ${JSON.stringify(box)}`;
  expect(box.top, where).toBeGreaterThanOrEqual(0);
  expect(box.left, where).toBeGreaterThanOrEqual(0);
  expect(box.bottom, where).toBeLessThanOrEqual(box.height);
  expect(box.right, where).toBeLessThanOrEqual(box.width);
  return box;
}

/** Back to the top of the page as it loaded (connecting the wallet may have scrolled to its button). */
async function scrollToTop(el: Locator): Promise<void> {
  await el.evaluate((node) => node.ownerDocument.defaultView?.scrollTo(0, 0));
}

/** What the checks look for, in the page's language. */
interface Words {
  /** The main button's name once a wallet is connected, for the route of `provider` if named. */
  review(provider?: string): RegExp;
  more: RegExp;
  routes: string;
  connect: RegExp;
  /** The wallet menu's part for EVM wallets. */
  evmWallet: string;
}

const ENGLISH: Words = {
  review: (provider) => new RegExp(provider ? `^Review ${provider}, ` : '^Review '),
  more: /^\d+ more routes?$/,
  routes: 'Routes',
  connect: /^Connect wallet/,
  evmWallet: 'EVM wallet',
};

const GERMAN: Words = {
  review: (provider) => new RegExp(provider ? `^${provider}, .* prüfen$` : ' prüfen$'),
  more: /^\d+ weitere Routen?$/,
  routes: 'Routen',
  connect: /^Wallet verbinden/,
  evmWallet: 'EVM-Wallet',
};

/**
 * Connects the dev wallet, then: the main button fully in view at the top of the page, the list
 * behind "N more routes", the second route chosen from it, and the button still in view.
 */
async function checkInView(root: Page | FrameLocator, words: Words = ENGLISH): Promise<Box> {
  const group = root.getByRole('radiogroup', { name: words.routes });
  await expect(group.getByRole('radio', { checked: true })).toBeVisible();
  await root.getByRole('button', { name: words.connect }).click();
  const menu = root.getByRole('dialog');
  await menu
    .getByRole('region', { name: words.evmWallet })
    .getByRole('button', { name: /Sandbox dev wallet/ })
    .click();
  await expect(menu).toBeHidden();
  const button = root.getByRole('button', { name: words.review() });
  await expect(button).toBeEnabled();
  await scrollToTop(button);
  const loaded = await expectFullyInView(button, 'the main button as the page loads');

  const toggle = root.getByRole('button', { name: words.more });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const radios = group.getByRole('radio');
  expect(await radios.count(), 'routes quoted').toBeGreaterThanOrEqual(2);
  const second = radios.nth(1);
  await expect(second).not.toBeChecked();
  const provider = ((await second.getAttribute('aria-label')) ?? '').split(', ')[0] ?? '';
  const radio = root.getByRole('radio', { name: new RegExp(`^${escapeRegExp(provider)}, `) });
  // The radio is visually hidden inside its card's label: a person clicks the card.
  await group.locator('label', { has: radio }).click();
  await expect(radio).toBeChecked();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  const chosen = root.getByRole('button', { name: words.review(escapeRegExp(provider)) });
  await expect(chosen).toBeEnabled();
  await expectFullyInView(chosen, 'the main button after choosing the second route');
  return loaded;
}

test.describe('the main action stays in view', () => {
  for (const size of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    test(`hosted page at ${size.width}×${size.height}`, async ({ swapPage, openUsdcBridge }) => {
      await swapPage.page.setViewportSize(size);
      await openUsdcBridge('100');
      await checkInView(swapPage.page);
    });
  }

  test('hosted page at 390×844 in German', async ({ page, sandboxToken }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const [usdc, baseUsdc] = await Promise.all([
      sandboxToken('31337', 'USDC'),
      sandboxToken('31338', 'USDC'),
    ]);
    const link = {
      lang: 'de',
      fromChain: '31337',
      fromToken: usdc.address,
      toChain: '31338',
      toToken: baseUsdc.address,
      amount: '1234.5',
    };
    await page.goto(`/?${new URLSearchParams(link)}`);
    await checkInView(page, GERMAN);
  });

  test('iframe page (embed.html) in a 480×640 frame', async ({ page, baseURL, sandboxToken }) => {
    const usdc = await sandboxToken('31337', 'USDC');
    const baseUsdc = await sandboxToken('31338', 'USDC');
    const src = `${baseURL}/embed.html?${new URLSearchParams({
      fromChain: '31337',
      fromToken: usdc.address,
      toChain: '31338',
      toToken: baseUsdc.address,
      amount: '100',
    })}`;
    // The README's frame: at most 480 wide, 640 high, no border.
    await page.route(`${baseURL}/host-page`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><link rel="icon" href="data:,"><body style="margin:0">
          <iframe title="Swap widget" src="${src}" style="width:480px;height:640px;border:0"></iframe>`,
      }),
    );
    await page.goto(`${baseURL}/host-page`);
    const loaded = await checkInView(page.frameLocator('iframe[title="Swap widget"]'));
    // The frame's page needs no scrolling at all: the whole card fits the frame.
    expect(loaded.scrollHeight, JSON.stringify(loaded)).toBeLessThanOrEqual(loaded.height);
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

test.describe('the main action stays in view in the custom element', () => {
  // The element's page (another origin than the sandbox's loopback API) asks, as in customElement.spec.ts.
  test.use({ permissions: ['local-network-access'] });

  test('custom element alone on a 480×640 page', async ({ page, apiUrl, sandboxToken }) => {
    await page.setViewportSize({ width: 480, height: 640 });
    const usdc = await sandboxToken('31337', 'USDC');
    const baseUsdc = await sandboxToken('31338', 'USDC');
    const element = swapWidgetMarkup({
      'api-url': apiUrl,
      'from-chain': '31337',
      'from-token': usdc.address,
      'to-chain': '31338',
      'to-token': baseUsdc.address,
      amount: '100',
    });
    await openHostPage(
      page,
      `<!doctype html><html lang="en"><head><title>Host page</title><link rel="icon" href="data:,">
        <script type="module" src="${ELEMENT_SCRIPT}"></script></head>
        <body style="margin:0">${element}</body></html>`,
    );
    await checkInView(page);
  });
});
