import { expect, test } from './fixtures';

test.describe('sandbox faults on /quotes', () => {
  test('HTTP 500: says the service has trouble, Retry recovers', async ({
    swapPage,
    openUsdcBridge,
    faults,
  }) => {
    // The widget's own request fails (the person types the amount), not the one a deep link's
    // page sends before the widget, which a cold page may answer before the widget subscribes.
    await openUsdcBridge('');
    await faults.set({ nextRequests: { quotes: [500] } });
    await swapPage.amountInput.fill('10');
    const alert = swapPage.page.getByRole('alert');
    await expect(alert).toContainText('routing service is having trouble');
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect(swapPage.routeRadios.first()).toBeVisible();
    await expect(alert).toBeHidden();
  });

  test('malformed body: says the answer was unexpected, Retry recovers', async ({
    swapPage,
    openUsdcBridge,
    faults,
  }) => {
    // The widget's own request fails (the person types the amount), not the one a deep link's
    // page sends before the widget, which a cold page may answer before the widget subscribes.
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
    await faults.set({ nextRequests: { quotes: [429] } });
    await openUsdcBridge();
    const alert = swapPage.page.getByRole('alert');
    await expect(alert).toContainText(/The routing service is busy\. Try again in \d+ s\./);
    await expect(swapPage.routeRadios.first()).toBeVisible({ timeout: 70_000 });
    await expect(alert).toBeHidden();
  });
});
