import { formatUnits } from 'viem';
import { expect, test } from '../fixtures';

/**
 * A deep link's first quotes leave with the page's first script, before React and the widget are
 * evaluated (`src/startup/pageStart.ts`), into the query cache the page hands its widget, whose
 * first request it is: one `/quotes` on the wire. On the production build, as shipped.
 *
 * Which of the two sends it is a race on a loaded machine: the page waits for its address checks,
 * and the widget's token lists may come first, when the widget asks for itself (in smallest units)
 * and the page asks nothing. Either way the quote is asked once; `pageStart.test.tsx` covers
 * each order.
 */
test('a deep link is quoted once, whether the page or the widget asks first', async ({
  swapPage,
  openUsdcBridge,
}) => {
  const quotes: URL[] = [];
  swapPage.page.on('request', (req) => {
    const url = new URL(req.url());
    if (url.pathname.endsWith('/v1/quotes')) quotes.push(url);
  });
  await openUsdcBridge('100');
  await expect(swapPage.routeRadios.first()).toBeVisible();
  expect(quotes).toHaveLength(1);
  const asked = quotes[0]!.searchParams;
  // 100 USDC, as the page asks it (display units) or as the widget does (USDC has 6 decimals).
  const smallest = asked.get('inputAmount');
  const amount =
    smallest === null ? asked.get('inputAmountDisplay') : formatUnits(BigInt(smallest), 6);
  expect(amount).toBe('100');
});
