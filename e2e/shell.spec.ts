import { expect, test } from './fixtures';

test.describe('hosted page shell', () => {
  test('loads and lists the chains from /chains in the picker', async ({ swapPage }) => {
    await swapPage.goto();
    await swapPage.tokenButton('source').click();
    await expect(swapPage.dialog).toBeVisible();
    for (const name of ['Sandbox Ethereum', 'Sandbox Base', 'Solana']) {
      await expect(swapPage.chainButton(name)).toBeVisible();
    }
    await expect(swapPage.dialog.getByRole('option').first()).toBeVisible();
    await swapPage.page.keyboard.press('Escape');
    await expect(swapPage.dialog).toBeHidden();
  });

  test('deep link -> routes appear', async ({ swapPage, openUsdcBridge }) => {
    await openUsdcBridge('100');
    await expect(swapPage.tokenButton('source')).toHaveAccessibleName(
      'USDC Sandbox Ethereum, source token',
    );
    await expect(swapPage.tokenButton('destination')).toHaveAccessibleName(
      'USDC Sandbox Base, destination token',
    );
    await expect(swapPage.amountInput).toHaveValue('100');
    await expect(swapPage.routes).toBeVisible();
    await expect(swapPage.routeRadios.first()).toBeVisible();
  });

  test('tokens chosen through the pickers by keyboard; the URL follows', async ({
    swapPage,
    sandboxToken,
  }) => {
    const usdc = await sandboxToken('31337', 'USDC');
    const baseUsdc = await sandboxToken('31338', 'USDC');
    await swapPage.goto();
    await swapPage.pickTokenByKeyboard('source', 'Sandbox Ethereum', 'USDC');
    await expect(swapPage.tokenButton('source')).toHaveAccessibleName(
      'USDC Sandbox Ethereum, source token',
    );
    await swapPage.pickTokenByKeyboard('destination', 'Sandbox Base', 'USDC');
    await expect(swapPage.tokenButton('destination')).toHaveAccessibleName(
      'USDC Sandbox Base, destination token',
    );
    await swapPage.tabTo(swapPage.amountInput, { backwards: true });
    await swapPage.page.keyboard.type('25');
    await expect
      .poll(() => Object.fromEntries(swapPage.params()))
      .toMatchObject({
        fromChain: '31337',
        fromToken: usdc.address,
        toChain: '31338',
        toToken: baseUsdc.address,
        amount: '25',
      });
    await expect(swapPage.routeRadios.first()).toBeVisible();
  });

  test('a pasted address on no list is an unknown token, checked on chain, never trusted', async ({
    swapPage,
    sandboxUrl,
    request,
  }) => {
    const accounts = (await (await request.get(`${sandboxUrl}/__sandbox/accounts`)).json()) as {
      evm: { address: string }[];
    };
    const notAToken = accounts.evm[0]?.address;
    if (!notAToken) throw new Error('sandbox has no dev account');
    await swapPage.goto();
    await swapPage.tokenButton('source').click();
    await expect(swapPage.searchBox).toBeFocused();
    await swapPage.page.keyboard.insertText(notAToken);
    const unknown = swapPage.dialog.getByRole('option', { name: /Unknown token/ });
    await expect(unknown).toHaveAccessibleName(/Not on the verified list/);
    await swapPage.page.keyboard.press('Enter');
    await expect(swapPage.dialog.getByRole('alert')).toContainText(
      'Not on the verified list — check the address before you trade',
    );
    // A wallet address has no ERC-20 code: the chain says so and the token cannot be accepted.
    await expect(swapPage.dialog.getByRole('status')).toContainText('It cannot be used.');
    await expect(
      swapPage.dialog.getByRole('button', { name: 'I understand, use this token' }),
    ).toBeDisabled();
    await swapPage.page.keyboard.press('Escape');
    // Nothing was chosen: the source stays the starting pair's native coin.
    await expect(swapPage.tokenButton('source')).toHaveAccessibleName(
      'ETH Sandbox Ethereum, source token',
    );
  });

  test('an apiUrl that is not http(s) is refused with a visible message', async ({ swapPage }) => {
    await swapPage.goto({ apiUrl: 'javascript:alert(1)' });
    await expect(swapPage.page.getByRole('alert')).toContainText("The link's apiUrl was refused");
    // The default (sandbox) API is still used: chains load.
    await swapPage.tokenButton('source').click();
    await expect(swapPage.chainButton('Sandbox Ethereum')).toBeVisible();
  });

  test('motion follows the system setting: the placeholders pulse, and stand still for a person who asks for less motion', async ({
    page,
    openUsdcBridge,
  }) => {
    // The quotes are held, so the routes' placeholders stay on screen.
    await page.route(
      (url) => url.pathname.endsWith('/quotes'),
      () => {},
    );
    const placeholders = page.getByRole('status', { name: 'Loading routes' });
    const animations = () => page.evaluate(() => document.getAnimations().length);
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await openUsdcBridge('100');
    await expect(placeholders).toBeVisible();
    await expect.poll(animations).toBeGreaterThan(0);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await expect(placeholders).toBeVisible();
    await expect.poll(animations).toBe(0);
  });

  test('theme from ?theme= and from the system preference', async ({ swapPage, page }) => {
    await swapPage.goto({ theme: 'dark' });
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.emulateMedia({ colorScheme: 'dark' });
    await swapPage.goto({ theme: 'light' });
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await swapPage.goto();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    // The page's switch: the widget and the page follow, and a reload keeps the choice.
    // The switch names the theme it turns to.
    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect(
      page.getByRole('region', { name: 'Swap' }).locator('xpath=ancestor::*[@data-theme][1]'),
    ).toHaveAttribute('data-theme', 'light');
    await expect(page.getByRole('button', { name: 'Switch to dark theme' })).toBeVisible();
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect(page).toHaveTitle('Cross-chain swap: routes across chains, one widget');
  });
});
