import { MAINNET_LOOKALIKE, routeFor } from '../fakeApi';
import { expect, test } from '../fixtures';
import { e2eApiUrl } from '../ports';

/**
 * The production build, as an integrator ships it: its API is the one it was built with (here,
 * the e2e sandbox), and no link, answer or server can change what it talks to or what it offers.
 */
test.describe('production build', () => {
  test("ignores a link's foreign API: no request reaches it, and the page says so", async ({
    swapPage,
    startFakeApi,
  }) => {
    const { chain, eth, usdc } = MAINNET_LOOKALIKE;
    const fake = await startFakeApi({
      chains: [chain],
      tokens: { '1': [eth, usdc] },
      quotes: (params) => [routeFor(params, [eth, usdc])],
      claimsSandbox: true,
    });
    await swapPage.goto({ apiUrl: fake.url });
    await expect(swapPage.page.getByRole('alert')).toHaveText(
      `The link asked for another routing API (http://127.0.0.1:${fake.port}). It was ignored: this page only uses ${new URL(e2eApiUrl).origin}.`,
    );
    // The built-in API answers instead: its chains are listed.
    await swapPage.tokenButton('source').click();
    await expect(swapPage.chainButton('Sandbox Ethereum')).toBeVisible();
    await expect(swapPage.page.getByText('Untrusted API')).toHaveCount(0);
    expect(fake.requests).toEqual([]);
  });

  test('has no sandbox badge and no development wallet, even on the sandbox itself', async ({
    swapPage,
    openUsdcBridge,
  }) => {
    await openUsdcBridge('1');
    // Routes load under the page's content security policy (the console guard fails on a block).
    await expect(swapPage.routeRadios.first()).toBeVisible();
    await expect(swapPage.page.getByRole('note', { name: 'Sandbox' })).toHaveCount(0);
    await swapPage.page.getByRole('button', { name: /^Connect wallet/ }).click();
    const menu = swapPage.page.getByRole('dialog', { name: 'Wallets' });
    await expect(menu.getByText(/No EVM wallet found/)).toBeVisible();
    await expect(menu.getByRole('button', { name: /Sandbox dev wallet/ })).toHaveCount(0);
  });

  test('sends its content security policy, and may not be framed', async ({ request, baseURL }) => {
    const hosted = await request.get(`${baseURL}/`);
    const csp = hosted.headers()['content-security-policy'] ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain(`connect-src 'self' ${new URL(e2eApiUrl).origin} `);
    expect(hosted.headers()['x-frame-options']).toBe('DENY');
    const embed = await request.get(`${baseURL}/embed.html`);
    expect(embed.headers()['content-security-policy']).toContain("frame-ancestors 'self'");
  });

  test('lets the browser keep its hashed scripts for a year, and asks for the page each time', async ({
    request,
    baseURL,
  }) => {
    const page = await request.get(`${baseURL}/`);
    expect(page.headers()['cache-control'] ?? '').not.toContain('max-age');
    const script = (await page.text()).match(/src="(\/assets\/[^"]+\.js)"/)?.[1];
    expect(script, 'the page names its script under /assets/').toBeDefined();
    const asset = await request.get(`${baseURL}${script}`);
    expect(asset.ok()).toBe(true);
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});
