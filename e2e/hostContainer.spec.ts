import type { Page } from '@playwright/test';
import {
  elementHostPage,
  openHostPage,
  reactHostPage,
  VITE_TEMPLATE_BODY,
  VITE_TEMPLATE_CSS,
} from './element/hostPages';
import { expect, test } from './fixtures';
import { SwapPage } from './pages/swapPage';
import { expectTokenButtonBesideAmount, WIDGET_FULL_WIDTH } from './widgetWidth';

/**
 * The widget in the container of a new Vite React app (its template's `#root`, centred in a flex
 * body and as wide as its content asks), as the custom element and as the React component: it
 * takes its full width where there is room, keeps the token button on the amount's row and its
 * own text alignment, and on a phone fits the screen without a sideways scroll.
 */

// The test serves the host page itself (see customElement.spec.ts): the loopback sandbox needs
// the local network permission.
test.use({ permissions: ['local-network-access'] });

async function expectSizedInTemplate(page: Page) {
  const swap = new SwapPage(page);
  await expect(swap.widget).toBeVisible();
  await expect(swap.tokenButton('source')).toBeVisible();

  await page.setViewportSize({ width: 1280, height: 800 });
  const wide = await swap.widget.boundingBox();
  expect(wide?.width, 'the widget at its full width beside room to spare').toBe(WIDGET_FULL_WIDTH);
  await expectTokenButtonBesideAmount(swap);
  // The template centres the root's text; the widget keeps its own.
  await expect(swap.widget.getByRole('heading', { name: 'Swap' })).toHaveCSS('text-align', 'start');

  // A phone: the template's padding leaves 296 px, and the widget takes them, no more.
  await page.setViewportSize({ width: 360, height: 740 });
  await expect
    .poll(async () => (await swap.widget.boundingBox())?.width, { message: 'width on a phone' })
    .toBe(360 - 2 * 32);
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth),
    'no sideways scroll',
  ).toBe(360);
  await expectTokenButtonBesideAmount(swap);
}

/** Each form's page in the template: its markup, scripts and stylesheet in the app's root. */
const FORMS = [
  {
    form: 'the custom element',
    html: (apiUrl: string) =>
      elementHostPage({
        attributes: { 'api-url': apiUrl, theme: 'light' },
        css: VITE_TEMPLATE_CSS,
        body: VITE_TEMPLATE_BODY,
      }),
  },
  {
    form: 'the React component',
    html: (apiUrl: string) =>
      reactHostPage({ apiUrl, css: VITE_TEMPLATE_CSS, body: VITE_TEMPLATE_BODY }),
  },
];

for (const { form, html } of FORMS) {
  test(`${form} keeps its width in the Vite template’s centred root`, async ({ page, apiUrl }) => {
    await openHostPage(page, html(apiUrl));
    await expectSizedInTemplate(page);
  });
}
