import type { FrameLocator, Page } from '@playwright/test';
import { expect, type SandboxToken, test } from './fixtures';
import { recordScripts, sourcesOf } from './loadedSources';
import { SwapPage } from './pages/swapPage';

/**
 * Issue 29 in the iframe page (embed.html): the variant and the hidden parts from the URL the
 * integrator gives the frame; a hidden part is absent and its code not loaded; a hidden
 * recipient field on a pair that needs a recipient says so and offers the destination wallet.
 */

type TokenOf = (chainId: string, symbol: string) => Promise<SandboxToken>;

/** embed.html for 10 USDC from the sandbox's EVM chain to Solana, with `options`, filling the window. */
async function openFrame(
  page: Page,
  baseURL: string | undefined,
  sandboxToken: TokenOf,
  options: Record<string, string>,
): Promise<FrameLocator> {
  const [usdc, solUsdc] = await Promise.all([
    sandboxToken('31337', 'USDC'),
    sandboxToken('sol', 'USDC'),
  ]);
  const src = `${baseURL}/embed.html?${new URLSearchParams({
    fromChain: '31337',
    fromToken: usdc.address,
    toChain: 'sol',
    toToken: solUsdc.address,
    amount: '10',
    ...options,
  })}`;
  await page.route(`${baseURL}/host-page`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><link rel="icon" href="data:,"><body style="margin:0">
        <iframe title="Swap widget" src="${src}" style="width:100vw;height:100vh;border:0"></iframe>`,
    }),
  );
  await page.goto(`${baseURL}/host-page`);
  return page.frameLocator('iframe[title="Swap widget"]');
}

/** Whether any loaded script was built from a file whose path contains one of `names`. */
function loadedAny(sources: string[], names: string[]): string[] {
  return sources.filter((source) => names.some((name) => source.includes(name)));
}

test('hiddenUI=toAddress,history,walletMenu&variant=wide: those parts absent and not loaded, the recipient asked for as a Solana wallet', async ({
  page,
  baseURL,
  sandboxToken,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const scripts = recordScripts(page);
  const frame = await openFrame(page, baseURL, sandboxToken, {
    variant: 'wide',
    hiddenUI: 'toAddress,history,walletMenu',
  });
  const swap = new SwapPage(page, frame);
  await expect(swap.routeRadios.first()).toBeVisible();
  // The routes sit beside the form in the 1280 px frame.
  const pay = await swap.amountInput.boundingBox();
  const routes = await swap.routes.boundingBox();
  expect(routes && pay && routes.x >= pay.x + pay.width, JSON.stringify({ pay, routes })).toBe(
    true,
  );
  // No field for a recipient: the widget says what is needed instead, in words.
  const notice = frame.getByText(
    'These tokens go to a Solana chain, and this site does not offer a recipient address field: connect a Solana wallet to receive them.',
  );
  await expect(notice).toBeVisible();
  // Nor does Settings call for attention: it has no recipient field to fix either.
  await expect(swap.settingsButton).not.toHaveAccessibleDescription(/needs your attention/);
  await expect(frame.getByRole('textbox', { name: /^Recipient address/ })).toHaveCount(0);

  // The source wallet, then the main button offers the destination's: its address receives.
  await swap.connectDevWallet();
  await frame.getByRole('button', { name: 'Connect wallet (Solana)' }).click();
  const menu = frame.getByRole('dialog', { name: 'Wallets' });
  await menu
    .getByRole('region', { name: 'Solana wallet' })
    .getByRole('button', { name: /Sandbox dev wallet/ })
    .click();
  await expect(frame.getByRole('button', { name: /^Review / })).toBeEnabled();
  await expect(notice).toHaveCount(0);

  // Well after startup (wallets connected): no header History or wallet button, and none of
  // their code, nor the recipient row's, was loaded.
  await expect(frame.getByRole('button', { name: 'History' })).toHaveCount(0);
  await expect(frame.getByRole('button', { name: /^Wallets$|^Account: / })).toHaveCount(0);
  await swap.settingsButton.click();
  await expect(swap.dialog.getByRole('textbox', { name: /^Recipient address/ })).toHaveCount(0);
  const sources = await sourcesOf(scripts);
  expect(
    loadedAny(sources, ['RecipientRow.tsx', 'HeaderAfterStartup.tsx', 'HistoryButton.tsx']),
  ).toEqual([]);
});

test('variant=drawer: the Swap button opens the widget in a drawer; the recipient row and its code load there', async ({
  page,
  baseURL,
  sandboxToken,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const scripts = recordScripts(page);
  const frame = await openFrame(page, baseURL, sandboxToken, { variant: 'drawer' });
  const opener = frame.getByRole('button', { name: 'Swap', exact: true });
  await opener.click();
  const drawer = frame.getByRole('dialog', { name: 'Swap' });
  await expect(drawer.getByRole('radio', { checked: true })).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Close' })).toBeFocused();
  // A recipient is needed, and the field is not hidden: the row is there, its code loaded.
  await expect(drawer.getByRole('textbox', { name: 'Recipient address (required)' })).toBeVisible();
  expect(loadedAny(await sourcesOf(scripts), ['RecipientRow.tsx'])).not.toEqual([]);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(opener).toBeFocused();
});
