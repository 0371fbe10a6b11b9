import { expect, test } from './fixtures';

test.describe('routes', () => {
  test('routes are radios named by provider and output; the sandbox badge shows', async ({
    swapPage,
    openUsdcBridge,
  }) => {
    await openUsdcBridge();
    await expect(swapPage.page.getByRole('note', { name: 'Sandbox' })).toBeVisible();
    const first = swapPage.routeRadios.first();
    await expect(first).toBeVisible();
    await expect(first).toHaveAccessibleName(/^.+, [\d,.]+ USDC/);
    await expect(swapPage.routes.getByRole('radio', { checked: true })).toHaveCount(1);
    await expect(swapPage.page.getByText(/Routes refresh in \d+ s/)).toBeVisible();
    await expect(swapPage.page.getByRole('button', { name: /^Connect wallet/ })).toBeVisible();
  });

  test('"Best" marks the route the chosen order puts first, and no route wears more than two badges', async ({
    swapPage,
    openUsdcBridge,
  }) => {
    await openUsdcBridge('100');
    await swapPage.showAllRoutes();
    const sortBy = swapPage.page.getByRole('combobox', { name: 'Sort by' });
    for (const order of ['Fastest', 'Lowest fees', 'Best output']) {
      await sortBy.selectOption({ label: order });
      const radios = await swapPage.routeRadios.all();
      expect(radios.length).toBeGreaterThan(1);
      const [first, ...rest] = radios;
      await expect(first!).toHaveAccessibleName(/, Best(, |$)/);
      for (const radio of rest) await expect(radio).not.toHaveAccessibleName(/, Best(, |$)/);
      for (const card of await swapPage.page.locator('[data-route-card]').all()) {
        expect(await card.locator('[data-route-badge]').count()).toBeLessThanOrEqual(2);
      }
    }
  });

  test('"Sort by" is a native select in the widget\'s own look, in the dark theme too', async ({
    swapPage,
    openUsdcBridge,
  }) => {
    await openUsdcBridge('100', { theme: 'dark' });
    await swapPage.showAllRoutes();
    const sortBy = swapPage.page.getByRole('combobox', { name: 'Sort by' });
    // The browser's own arrow and colours ignore the theme: the widget draws its own.
    await expect(sortBy).toHaveCSS('appearance', 'none');
    await expect(sortBy).toHaveCSS('background-color', 'rgb(20, 23, 28)');
    await expect(sortBy).toHaveCSS('color', 'rgb(238, 241, 245)');
    await sortBy.selectOption({ label: 'Fastest' });
    await expect(sortBy).toHaveValue('speed');
  });

  test('changing the slippage changes the minimum received', async ({
    swapPage,
    openUsdcBridge,
  }) => {
    await openUsdcBridge('100');
    const checked = swapPage.page.locator('label:has(input[type=radio]:checked)');
    const minReceived = checked.getByText(/^Minimum received:/);
    await expect(minReceived).toBeVisible();
    const before = await minReceived.textContent();

    await swapPage.settingsButton.click();
    await swapPage.dialog.getByRole('textbox', { name: 'Custom slippage (%)' }).fill('3');
    await swapPage.page.keyboard.press('Escape');
    await expect(swapPage.dialog).toBeHidden();

    await expect(minReceived).not.toHaveText(before ?? '');
    const parse = (t: string | null) => Number((t ?? '').replace(/[^\d.]/g, ''));
    expect(parse(await minReceived.textContent())).toBeLessThan(parse(before));
  });

  test('connecting the sandbox dev EVM wallet turns the button into Review', async ({
    swapPage,
    openUsdcBridge,
  }) => {
    await openUsdcBridge('1');
    await swapPage.page.getByRole('button', { name: /^Connect wallet/ }).click();
    const menu = swapPage.page.getByRole('dialog', { name: 'Wallets' });
    // The menu lists every network's wallets; the dev wallet exists for EVM and Solana alike.
    await menu
      .getByRole('region', { name: 'EVM wallet' })
      .getByRole('button', { name: /Sandbox dev wallet \(test funds\)/ })
      .click();
    // The menu closes by itself once the wallet is connected.
    await expect(menu).toBeHidden();
    const review = swapPage.page.getByRole('button', { name: /^Review / });
    await expect(review).toBeEnabled();
    await review.click();
    await expect(swapPage.page.getByRole('dialog', { name: 'Review your swap' })).toBeVisible();
  });
});
