import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

// The hosted page with routes on screen, light and dark: each theme must render the swap card
// without horizontal overflow, and the two themes must really differ. The screenshots go to
// e2e/artifacts (git-ignored; CI keeps them as build artifacts).

type Theme = 'light' | 'dark';

/** How far the document is wider than its viewport (0 or less = no horizontal scrollbar). */
function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

/**
 * The computed background colours of the swap card and of what is behind it (the first
 * ancestor with a background of its own).
 */
function backgrounds(card: Locator): Promise<{ card: string; page: string }> {
  return card.evaluate((el) => {
    const transparent = 'rgba(0, 0, 0, 0)';
    const own = getComputedStyle(el).backgroundColor;
    let behind = transparent;
    for (let node = el.parentElement; node && behind === transparent; node = node.parentElement) {
      behind = getComputedStyle(node).backgroundColor;
    }
    return { card: own, page: behind };
  });
}

for (const theme of ['light', 'dark'] as const) {
  test(`hosted page, ${theme} theme: the swap card renders without horizontal overflow`, async ({
    swapPage,
    openUsdcBridge,
  }) => {
    const { page, widget } = swapPage;
    await page.setViewportSize({ width: 1000, height: 1100 });
    await openUsdcBridge('100', { theme });
    await expect(swapPage.routeRadios.first()).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await expect(widget).toBeVisible();

    expect(await horizontalOverflow(page), 'horizontal overflow (px)').toBeLessThanOrEqual(0);
    // A transparent card would take whatever colour the host page has behind it.
    expect((await backgrounds(widget)).card).not.toBe('rgba(0, 0, 0, 0)');

    await page.screenshot({ path: `e2e/artifacts/hosted-${theme}.png`, fullPage: true });
  });
}

test('a phone-wide page in German: routes with three tags and long words stay inside the screen', async ({
  page,
  sandboxToken,
}) => {
  const [usdc, solUsdc] = await Promise.all([
    sandboxToken('31337', 'USDC'),
    sandboxToken('sol', 'USDC'),
  ]);
  await page.setViewportSize({ width: 360, height: 800 });
  const link = {
    fromChain: '31337',
    fromToken: usdc.address,
    toChain: 'sol',
    toToken: solUsdc.address,
  };
  await page.goto(`/?${new URLSearchParams({ ...link, amount: '3', lang: 'de' })}`);
  const routes = page.getByRole('radiogroup', { name: 'Routen' }).getByRole('radio');
  await expect(routes.first()).toBeVisible();
  await page.getByRole('button', { name: /^\d+ weitere Routen?$/ }).click();
  // The route with the most tags (the sandbox gives one three) keeps its provider's name.
  const cards = page.locator('[data-route-card]');
  for (const card of await cards.all()) {
    await expect(card.locator('[data-route-provider]')).not.toHaveText('');
    expect(
      await card.locator('[data-route-provider]').evaluate((el) => el.clientWidth),
    ).toBeGreaterThan(0);
  }
  expect(await horizontalOverflow(page), 'horizontal overflow (px)').toBeLessThanOrEqual(0);
  // Nor does anything stick out of the card (its header's buttons included).
  const card = page.getByRole('region', { name: 'Tauschen', exact: true });
  const outside = await card.evaluate((el) => {
    const right = el.getBoundingClientRect().right;
    return [...el.querySelectorAll('*')]
      .filter((child) => child.getBoundingClientRect().right > right + 0.5)
      .map((child) => child.outerHTML.slice(0, 80));
  });
  expect(outside).toEqual([]);
  await page.screenshot({ path: 'e2e/artifacts/hosted-phone-de.png', fullPage: true });
});

/**
 * How the element shows its text: its whole width against its box, and whether an ellipsis would
 * stand in for what does not fit. A truncated amount is a wrong amount.
 */
function clipping(
  el: Locator,
): Promise<{ text: string; scroll: number; client: number; ellipsis: boolean }> {
  return el.evaluate((node) => {
    const box = node as HTMLElement;
    return {
      text: node instanceof HTMLInputElement ? node.value : (box.textContent ?? ''),
      scroll: box.scrollWidth,
      client: box.clientWidth,
      ellipsis: getComputedStyle(box).textOverflow === 'ellipsis',
    };
  });
}

const PHONE_AMOUNTS = [
  { lang: 'de', pay: 'Sie zahlen', receive: 'Sie erhalten', routes: 'Routen' },
  { lang: 'en', pay: 'You pay', receive: 'You receive', routes: 'Routes' },
] as const;

for (const { lang, pay, receive, routes } of PHONE_AMOUNTS) {
  test(`a 360 px page in ${lang}: the You pay and You receive amounts are shown whole`, async ({
    page,
    sandboxToken,
  }) => {
    const [eth, usdc] = await Promise.all([
      sandboxToken('31337', 'ETH'),
      sandboxToken('31337', 'USDC'),
    ]);
    await page.setViewportSize({ width: 360, height: 800 });
    const payField = page.getByRole('textbox', { name: pay });
    const receiveField = page.getByRole('status', { name: receive });
    // A short quote (1 ETH gives about 2,991.3 USDC) and an 18-decimal amount with every digit.
    for (const amount of ['1', '12345.123456789012345678']) {
      const link = {
        fromChain: '31337',
        fromToken: eth.address,
        toChain: '31337',
        toToken: usdc.address,
        amount,
        lang,
      };
      await page.goto(`/?${new URLSearchParams(link)}`);
      await expect(
        page.getByRole('radiogroup', { name: routes }).getByRole('radio').first(),
      ).toBeVisible();
      // The field shows the amount the locale's way: German writes its decimal point as a comma.
      await expect(payField).toHaveValue(lang === 'de' ? amount.replace('.', ',') : amount);
      await expect(receiveField).not.toHaveText('0');
      for (const field of [payField, receiveField]) {
        const seen = await clipping(field);
        expect(seen.ellipsis, `ellipsis on "${seen.text}"`).toBe(false);
        expect(
          seen.scroll,
          `"${seen.text}" is ${seen.scroll} px in ${seen.client} px`,
        ).toBeLessThanOrEqual(seen.client);
      }
      await page.screenshot({
        path: `e2e/artifacts/amounts-phone-${lang}-${amount.length}.png`,
        fullPage: true,
      });
    }
  });
}

test('light and dark have distinct card and page backgrounds', async ({ swapPage }) => {
  const seen: Partial<Record<Theme, { card: string; page: string }>> = {};
  for (const theme of ['light', 'dark'] as const) {
    await swapPage.goto({ theme });
    await expect(swapPage.page.locator('html')).toHaveAttribute('data-theme', theme);
    seen[theme] = await backgrounds(swapPage.widget);
  }
  expect(seen.light?.card).not.toBe(seen.dark?.card);
  expect(seen.light?.page).not.toBe(seen.dark?.page);
});
