import { expect, test } from './fixtures';

// Screenshots of the hosted page with routes on screen, light and dark (e2e/artifacts is
// git-ignored; CI keeps the files as build artifacts).
for (const theme of ['light', 'dark'] as const) {
  test(`hosted page screenshot, ${theme} theme`, async ({ swapPage, openUsdcBridge }) => {
    await swapPage.page.setViewportSize({ width: 1000, height: 1100 });
    await openUsdcBridge('100', { theme });
    await expect(swapPage.routeRadios.first()).toBeVisible();
    await expect(swapPage.page.locator('html')).toHaveAttribute('data-theme', theme);
    await swapPage.page.screenshot({ path: `e2e/artifacts/hosted-${theme}.png`, fullPage: true });
  });
}
