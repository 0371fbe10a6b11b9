import { expect, recordApiCalls, test } from './fixtures';

test.describe('sandbox faults on /quotes', () => {
  test('HTTP 500: says the service has trouble, Retry recovers', async ({
    swapPage,
    openUsdcBridge,
    faults,
  }) => {
    // The widget's own request fails (the person types the amount); a deep link's early one has
    // its own test.
    await openUsdcBridge('');
    await faults.set({ nextRequests: { quotes: [500] } });
    await swapPage.amountInput.fill('10');
    const alert = swapPage.page.getByRole('alert');
    await expect(alert).toContainText('routing service is having trouble');
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect(swapPage.routeRadios.first()).toBeVisible();
    await expect(alert).toBeHidden();
  });

  test("HTTP 500 on a deep link's early request: shows it, asks once, Retry recovers", async ({
    swapPage,
    openUsdcBridge,
    faults,
  }) => {
    // The page asks before the widget loads (`pageStart`). However that failure and the widget's
    // start interleave, the widget shows it and leaves asking again to Retry (or to its own
    // rules: after 10 s for a 500).
    const calls = recordApiCalls(swapPage.page);
    const quotes = () => calls.filter((call) => call.endpoint === 'quotes');
    await faults.set({ nextRequests: { quotes: [500] } });
    await openUsdcBridge();
    const alert = swapPage.page.getByRole('alert');
    await expect(alert).toContainText('routing service is having trouble');
    // Once the token lists are in, the widget knows the request in full: still not asked again.
    await expect(swapPage.tokenButton('destination')).toHaveAccessibleName(/^USDC Sandbox Base,/);
    expect(quotes()).toHaveLength(1);
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect(swapPage.routeRadios.first()).toBeVisible();
    await expect(alert).toBeHidden();
    expect(quotes()).toHaveLength(2);
  });

  test('malformed body: says the answer was unexpected, Retry recovers', async ({
    swapPage,
    openUsdcBridge,
    faults,
  }) => {
    // The widget's own request fails (the person types the amount); a deep link's early one has
    // its own test.
    await openUsdcBridge('');
    await faults.set({ nextRequests: { quotes: ['malformed'] } });
    await swapPage.amountInput.fill('10');
    const alert = swapPage.page.getByRole('alert');
    await expect(alert).toContainText('The routing service sent an unexpected answer.');
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect(swapPage.routeRadios.first()).toBeVisible();
    await expect(alert).toBeHidden();
  });

  test('HTTP 429: shows the wait as a countdown, then recovers on its own', async ({
    swapPage,
    openUsdcBridge,
    faults,
  }) => {
    // Three in a row: the page may ask /quotes twice as it opens (its deep link, the widget's
    // own), and a 429 taken by the answer that loses that race shows no countdown. Each asks for
    // 4 s, so the countdown stays up long enough to be read on a loaded machine, whose assertion
    // polls once a second; then the routes come.
    const wait = { status: 429, retryAfterSeconds: 4 };
    await faults.set({ nextRequests: { quotes: [wait, wait, wait] } });
    await openUsdcBridge();
    const alert = swapPage.page.getByRole('alert');
    await expect(alert).toContainText(/The routing service is busy\. Try again in \d+ s\./);
    await expect(swapPage.routeRadios.first()).toBeVisible({ timeout: 70_000 });
    await expect(alert).toBeHidden();
  });
});
