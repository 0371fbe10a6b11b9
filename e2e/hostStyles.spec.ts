import type { Page } from '@playwright/test';
import {
  ELEMENT_SCRIPT,
  elementHostPage,
  HOSTILE_CSS,
  HOSTILE_CSS_IMPORTANT,
  hostElementStyles,
  openHostPage,
  PACKAGE_STYLESHEET,
  REACT_HOST_SCRIPT,
  reactHostPage,
} from './element/hostPages';
import { expect, test } from './fixtures';
import { SwapPage } from './pages/swapPage';

/**
 * Styles cannot leak either way: a hostile host stylesheet does not break the widget (the custom
 * element in its shadow root, and the React component with the package's scoped stylesheet),
 * and the widget's styles do not change the host page's own elements.
 */

// The test serves the host page itself, so the browser cannot tell it came from the loopback
// server: the page's requests to the loopback sandbox need the local network permission, which a
// page from that server would not.
test.use({ permissions: ['local-network-access'] });

/** The widget is usable: its card laid out, text in its own font, the main button working. */
async function expectUsable(page: Page) {
  const swap = new SwapPage(page);
  await expect(swap.widget).toBeVisible();
  const card = await swap.widget.boundingBox();
  expect(card?.width).toBeGreaterThan(320);
  expect(card?.width).toBeLessThanOrEqual(440);
  await expect(swap.amountInput).toBeVisible();
  await swap.amountInput.fill('5');
  await expect(swap.amountInput).toHaveValue('5');
  await expect(swap.tokenButton('source')).toBeVisible();
  // Icons keep their drawing (an SVG's presentation attributes), whatever `* { all: unset }` says.
  const gear = swap.settingsButton.locator('svg');
  await expect(gear).toBeVisible();
  await expect(gear.locator('path').first()).toHaveCSS('d', /^path\("M/);
  await expect(gear).toHaveCSS('stroke-width', '2px');
  const main = page.getByRole('button', { name: /^Connect wallet/ });
  await expect(main).toBeVisible();
  // The host's inherited text styles stop at the widget.
  await expect(main).toHaveCSS('font-size', '16px');
  await expect(main).toHaveCSS('text-transform', 'none');
  await expect(main).toHaveCSS('letter-spacing', 'normal');
  await expect(main).toHaveCSS('background-color', 'rgb(59, 91, 219)');
  const box = await main.boundingBox();
  expect(box?.width).toBeGreaterThan(250);
  expect(box?.height).toBeLessThan(80);
  await main.click();
  const wallets = page.getByRole('dialog', { name: 'Wallets' });
  await expect(wallets).toBeVisible();
  await expect(wallets.getByRole('button', { name: 'Close' })).toBeVisible();
  await wallets.getByRole('button', { name: 'Close' }).click();
  await expect(wallets).toBeHidden();
}

test('the custom element stays usable under a hostile host stylesheet, !important rules included', async ({
  page,
  apiUrl,
}) => {
  await openHostPage(
    page,
    elementHostPage({
      attributes: { 'api-url': apiUrl, theme: 'light' },
      css: HOSTILE_CSS + HOSTILE_CSS_IMPORTANT,
    }),
  );
  await expectUsable(page);
});

test('the React component stays usable under a hostile host stylesheet', async ({
  page,
  apiUrl,
}) => {
  await openHostPage(page, reactHostPage({ apiUrl, css: HOSTILE_CSS }));
  await expectUsable(page);
});

test("neither the element nor the component's stylesheet restyles the host page's elements", async ({
  page,
  apiUrl,
}) => {
  const swap = new SwapPage(page);
  // The element: the host page as it was, then with the element's script loaded and rendered.
  await openHostPage(
    page,
    elementHostPage({ attributes: { 'api-url': apiUrl }, withScript: false }),
  );
  const before = await hostElementStyles(page);
  await page.addScriptTag({ url: ELEMENT_SCRIPT, type: 'module' });
  await expect(swap.widget).toBeVisible();
  expect(await hostElementStyles(page)).toEqual(before);

  // The component: its stylesheet and script added to a page that had neither.
  await openHostPage(page, reactHostPage({ apiUrl, withScript: false }), '/host-page-react');
  const beforeReact = await hostElementStyles(page);
  expect(beforeReact).toEqual(before);
  await page.addStyleTag({ url: PACKAGE_STYLESHEET });
  await page.addScriptTag({ url: REACT_HOST_SCRIPT, type: 'module' });
  await expect(swap.widget).toBeVisible();
  expect(await hostElementStyles(page)).toEqual(beforeReact);
});
