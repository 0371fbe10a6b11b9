import { expect, test } from './fixtures';

// A console error for a request that cannot leave (offline, aborted) is the point of these tests.
const REQUEST_FAILED = /Failed to load resource: net::ERR_(INTERNET_DISCONNECTED|FAILED)/;

/**
 * Network trouble after a quote (issue 28): the routes say they are out of date and why, and an
 * old quote never stands beside a new amount.
 */
test.describe('network trouble', () => {
  test('offline after a quote: a new amount shows no old routes or output, and says why', async ({
    page,
    swapPage,
    openUsdcBridge,
    consoleGuard,
  }) => {
    consoleGuard.allow(REQUEST_FAILED);
    await openUsdcBridge('10');
    await expect(swapPage.routeRadios.first()).toBeVisible();
    const received = swapPage.widget.getByRole('status', { name: 'You receive' });
    await expect(received).not.toHaveText('0');

    // The parts the page loads after its first paint are in before the network goes.
    await page.waitForLoadState('networkidle');
    await page.context().setOffline(true);
    await swapPage.amountInput.fill('500');
    await expect(swapPage.widget.getByRole('alert')).toHaveText(
      'You are offline. Routes load once you are back online.',
    );
    await expect(swapPage.routeRadios).toHaveCount(0);
    await expect(received).toHaveText('0');
    await expect(swapPage.widget.getByText(/Routes refresh in/)).toHaveCount(0);

    // Back online, the amount's own routes come.
    await page.context().setOffline(false);
    await expect(swapPage.routeRadios.first()).toBeVisible();
    // 500 USDC's own quote (some 498 USDC), not the 10 USDC one.
    await expect(received).toHaveText(/^4\d\d\.\d+$/);
    await expect(swapPage.widget.getByRole('alert')).toHaveCount(0);
  });

  test("a new amount's failed quote: says why, no old output beside it", async ({
    page,
    swapPage,
    openUsdcBridge,
    consoleGuard,
  }) => {
    consoleGuard.allow(REQUEST_FAILED);
    await openUsdcBridge('10');
    await expect(swapPage.routeRadios.first()).toBeVisible();
    const received = swapPage.widget.getByRole('status', { name: 'You receive' });
    await expect(received).not.toHaveText('0');

    await page.route('**/quotes?*', (route) => route.abort());
    await swapPage.amountInput.fill('500');
    await expect(swapPage.widget.getByRole('alert')).toContainText(
      'Could not reach the routing service.',
    );
    await expect(swapPage.routeRadios).toHaveCount(0);
    await expect(received).toHaveText('0');
  });

  test('a cross-network pair shows routes with the source wallet connected, before any recipient', async ({
    swapPage,
    sandboxToken,
  }) => {
    const [usdc, solUsdc] = await Promise.all([
      sandboxToken('31337', 'USDC'),
      sandboxToken('sol', 'USDC'),
    ]);
    await swapPage.goto({
      fromChain: '31337',
      fromToken: usdc.address,
      toChain: 'sol',
      toToken: solUsdc.address,
      amount: '10',
    });
    await swapPage.connectDevWallet();
    const field = swapPage.widget.getByRole('textbox', { name: 'Recipient address (required)' });
    await expect(field).toHaveValue('');
    // Routes for the connected wallet, quoted before a recipient is given; Review waits for one.
    await expect(swapPage.routes.getByRole('radio', { checked: true })).toBeVisible();
    await expect(
      swapPage.widget.getByRole('button', { name: 'Enter a recipient address' }),
    ).toBeDisabled();
  });
});
