import { expect, test } from '../fixtures';

/**
 * A deep link's first quotes leave with the page's first script, before React and the widget are
 * evaluated (`src/startup/pageStart.ts`), into the query cache the page hands its widget, whose
 * first request it is: one `/quotes` on the wire. On the production build, as shipped.
 */
test('a deep link is quoted once, by the request the page sent before the widget loaded', async ({
  swapPage,
  openUsdcBridge,
}) => {
  const quotes: string[] = [];
  swapPage.page.on('request', (req) => {
    if (new URL(req.url()).pathname.endsWith('/v1/quotes')) quotes.push(req.url());
  });
  await openUsdcBridge('100');
  await expect(swapPage.routeRadios.first()).toBeVisible();
  expect(quotes).toHaveLength(1);
  expect(new URL(quotes[0]!).searchParams.get('inputAmountDisplay')).toBe('100');
});
