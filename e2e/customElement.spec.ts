import type { Locator, Page } from '@playwright/test';
import {
  elementHostPage,
  openHostPage,
  pairAttributes,
  type RecordedEvent,
  recordedEvents,
} from './element/hostPages';
import { expect, test } from './fixtures';
import { expectReviewTerms } from './pages/reviewTerms';
import { SwapPage } from './pages/swapPage';

/**
 * `<swap-widget>` on a plain HTML page (no React of its own: the element's self-contained script
 * brings it), against the sandbox: configured by attributes and its `config` property, its events
 * heard on the document as `CustomEvent`s, a swap signed by the sandbox dev wallet (the e2e build
 * of the script is a development build), and removal unmounting it.
 */

// The test serves the host page itself, so the browser cannot tell it came from the loopback
// server: the page's requests to the loopback sandbox need the local network permission, which a
// page from that server would not.
test.use({ permissions: ['local-network-access'] });

/** The element's shadow root content, as the page's script would see it. */
const shadowChildren = (element: Locator) =>
  element.evaluate((el) => el.shadowRoot?.childElementCount ?? -1);

async function eventsNamed(page: Page, name: string): Promise<RecordedEvent[]> {
  return (await recordedEvents(page)).filter((e) => e.name === `swap-widget:${name}`);
}

/** The `/quotes` requests the page sends from now on, as URLs. */
function quoteRequests(page: Page): URL[] {
  const urls: URL[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith('/quotes')) urls.push(url);
  });
  return urls;
}

/** The starting choice `amount` USDC -> WETH on the sandbox's first chain, as `config.defaults`. */
async function usdcToWeth(
  sandboxToken: (chainId: string, symbol: string) => Promise<{ address: string }>,
  amount: string,
) {
  const [usdc, weth] = await Promise.all([
    sandboxToken('31337', 'USDC'),
    sandboxToken('31337', 'WETH'),
  ]);
  return {
    fromChain: '31337',
    fromToken: usdc.address,
    toChain: '31337',
    toToken: weth.address,
    amount,
  };
}

/**
 * A page whose element exists before its script defines it, and whose script sets `config`
 * meanwhile; then the script loads.
 */
async function openWithConfig(page: Page, config: Record<string, unknown>): Promise<void> {
  await openHostPage(page, elementHostPage({ attributes: {}, withScript: false }));
  await page.locator('swap-widget').evaluate((el, value) => {
    (el as unknown as { config: unknown }).config = value;
  }, config);
  await page.addScriptTag({ url: '/element/swap-widget.element.js', type: 'module' });
}

test('the element renders from its attributes, quotes, and tells the page the route it selected', async ({
  page,
  apiUrl,
  sandboxToken,
}) => {
  const usdc = await sandboxToken('31337', 'USDC');
  const baseUsdc = await sandboxToken('31338', 'USDC');
  await openHostPage(
    page,
    elementHostPage({
      attributes: {
        'api-url': apiUrl,
        'instance-id': 'element-test',
        theme: 'light',
        'from-chain': '31337',
        'from-token': usdc.address,
        'to-chain': '31338',
        'to-token': baseUsdc.address,
        amount: '25',
      },
    }),
  );
  const swap = new SwapPage(page);
  await expect(swap.widget).toBeVisible();
  // No React on the page: only the element's script has it, inside its module scope.
  expect(
    await page.evaluate(() => 'React' in window || '__REACT_DEVTOOLS_GLOBAL_HOOK__' in window),
  ).toBe(false);
  const element = page.locator('swap-widget');
  await expect(swap.amountInput).toHaveValue('25');
  await expect(swap.tokenButton('source')).toHaveAccessibleName(
    'USDC Sandbox Ethereum, source token',
  );
  await expect(swap.routeRadios.first()).toBeVisible();

  // The selected route, told to the page as a composed CustomEvent dispatched on the element.
  await expect
    .poll(async () => (await eventsNamed(page, 'route-selected')).length)
    .toBeGreaterThan(0);
  const [selected] = await eventsNamed(page, 'route-selected');
  expect(selected).toMatchObject({
    isCustomEvent: true,
    target: 'swap-widget',
    composed: true,
    detail: {
      type: 'route-selected',
      from: { chainId: '31337', token: usdc.address, symbol: 'USDC', amount: '25000000' },
      to: { chainId: '31338', token: baseUsdc.address, symbol: 'USDC' },
    },
  });
  expect(selected?.detail.routeId).toEqual(expect.any(String));

  // Styles live in the shadow root: the light theme's surface, then the dark one's.
  await expect(swap.widget).toHaveCSS('background-color', 'rgb(255, 255, 255)');
  await element.evaluate((el) => el.setAttribute('theme', 'dark'));
  await expect(swap.widget).toHaveCSS('background-color', 'rgb(20, 23, 28)');
  // The amount typed so far stays: a theme is no new widget.
  await swap.amountInput.fill('30');
  await element.evaluate((el) => el.setAttribute('theme', 'light'));
  await expect(swap.widget).toHaveCSS('background-color', 'rgb(255, 255, 255)');
  await expect(swap.amountInput).toHaveValue('30');

  // A new starting amount is a new start.
  await element.evaluate((el) => el.setAttribute('amount', '7'));
  await expect(swap.amountInput).toHaveValue('7');
});

test('the config property sets what attributes do not, and an attribute takes a field over', async ({
  page,
  apiUrl,
  sandboxToken,
}) => {
  const defaults = await usdcToWeth(sandboxToken, '3');
  const quoteUrls = quoteRequests(page);
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  const element = page.locator('swap-widget');
  await openWithConfig(page, {
    apiUrl,
    instanceId: 'element-config',
    theme: 'dark',
    defaults,
    // The integrator's look (one value that tries to leave its declaration), slippage and fee.
    themeTokens: {
      accent: 'rgb(10, 127, 90)',
      accentText: 'red;}body{x:y',
      radius: '4px',
      font: '"Courier New", monospace',
    },
    slippageBps: 30,
    integratorFeeBps: 25,
  });
  const swap = new SwapPage(page);
  await expect(swap.amountInput).toHaveValue('3');
  await expect(swap.widget).toHaveCSS('background-color', 'rgb(20, 23, 28)');

  // The accent, radius and font tokens reach the card and its main button, in the dark theme too; the
  // text on the accent stays the dark theme's, its hostile value dropped and told in the console.
  const mainButton = page.getByRole('button', { name: /^Connect wallet/ });
  await expect(mainButton).toHaveCSS('background-color', 'rgb(10, 127, 90)');
  await expect(mainButton).toHaveCSS('color', 'rgb(11, 13, 16)');
  await expect(mainButton).toHaveCSS('border-top-left-radius', '4px');
  await expect(swap.widget).toHaveCSS('border-top-left-radius', '4px');
  await expect(swap.widget).toHaveCSS('font-family', '"Courier New", monospace');
  await expect.poll(() => warnings.join('\n')).toContain('config.themeTokens.accentText ignored');

  // The integrator's fee and default slippage go out with every quote request...
  await expect(swap.routeRadios.first()).toBeVisible();
  expect(quoteUrls.length).toBeGreaterThan(0);
  for (const url of quoteUrls) {
    expect(url.searchParams.get('feeBps')).toBe('25');
    expect(url.searchParams.get('slippage')).toBe('30');
  }
  // ...and the person sees that fee in the selected route's details: 0.25 % of 3 USDC.
  await swap.routes.getByRole('button', { name: /^Details of / }).click();
  await expect(swap.routes.getByRole('term').filter({ hasText: /^Platform$/ })).toBeVisible();
  const terms = await swap.routes.getByRole('term').allTextContents();
  const definitions = await swap.routes.getByRole('definition').allTextContents();
  expect(definitions[terms.indexOf('Platform')]).toMatch(/^0\.0075 USDC\b/);
  // The header shows the slippage the user starts with: the integrator's.
  await expect(page.getByText('0.3%', { exact: true })).toBeVisible();
  await expect(swap.tokenButton('destination')).toHaveAccessibleName(
    'WETH Sandbox Ethereum, destination token',
  );
  // An attribute wins over the property's field.
  await element.evaluate((el) => el.setAttribute('theme', 'light'));
  await expect(swap.widget).toHaveCSS('background-color', 'rgb(255, 255, 255)');
  // A new config object re-renders.
  await element.evaluate((el) => {
    const own = el as unknown as { config: { defaults: object } };
    own.config = { ...own.config, defaults: { ...own.config.defaults, amount: '4' } };
  });
  await expect(swap.amountInput).toHaveValue('4');
});

test('dialogs open inside the element, and Escape gives focus back to their trigger', async ({
  page,
  apiUrl,
}) => {
  await openHostPage(page, elementHostPage({ attributes: { 'api-url': apiUrl } }));
  const swap = new SwapPage(page);
  await swap.settingsButton.click();
  await expect(swap.dialog).toBeVisible();
  // Rendered in the element's shadow root, not on the page's body.
  expect(await page.evaluate(() => document.body.querySelector('[role="dialog"]'))).toBeNull();
  await page.keyboard.press('Escape');
  await expect(swap.dialog).toBeHidden();
  await expect(swap.settingsButton).toBeFocused();
});

test('removing the element unmounts its widget; adding it back renders a new one', async ({
  page,
  apiUrl,
}) => {
  await openHostPage(page, elementHostPage({ attributes: { 'api-url': apiUrl } }));
  const swap = new SwapPage(page);
  await expect(swap.widget).toBeVisible();
  const element = page.locator('swap-widget');
  expect(await shadowChildren(element)).toBe(1);
  const afterRemoval = await page.evaluate(async () => {
    const el = document.querySelector('swap-widget') as HTMLElement;
    el.remove();
    await new Promise((resolve) => setTimeout(resolve, 0));
    const children = el.shadowRoot?.childElementCount;
    document.body.append(el);
    return children;
  });
  expect(afterRemoval).toBe(0);
  await expect(swap.widget).toBeVisible();
  // Moved within the page (removed and added at once), it keeps its widget and what was typed.
  await swap.amountInput.fill('9');
  await page.evaluate(() => {
    const el = document.querySelector('swap-widget') as HTMLElement;
    document.body.prepend(el);
  });
  await expect(swap.amountInput).toHaveValue('9');
});

test('a swap through the element with the sandbox dev wallet, told as events', async ({
  page,
  apiUrl,
  sandboxToken,
  ledger,
}) => {
  const usdc = await sandboxToken('31337', 'USDC');
  const weth = await sandboxToken('31337', 'WETH');
  const [usdcBefore, wethBefore] = await Promise.all([ledger.balance(usdc), ledger.balance(weth)]);
  await openHostPage(
    page,
    elementHostPage({ attributes: { ...pairAttributes(apiUrl, usdc, weth), amount: '12' } }),
  );
  const swap = new SwapPage(page);
  await swap.connectDevWallet();
  // The header's account button, inside the element's shadow root too.
  await expect(swap.widget.getByRole('button', { name: 'Account: EVM 0xf39F…2266' })).toBeVisible();
  const review = await swap.openReview();
  await expectReviewTerms(review, {
    pay: '12 USDC on Sandbox Ethereum ($12.00)',
    receive: { symbol: 'WETH', chain: 'Sandbox Ethereum' },
  });
  const progress = await swap.confirmSwap(review);
  const end = progress.getByRole('status');
  await expect(end).toContainText('Swap complete', { timeout: 30_000 });

  const [usdcAfter, wethAfter] = await Promise.all([ledger.balance(usdc), ledger.balance(weth)]);
  expect(usdcBefore - usdcAfter).toBe(12_000_000n);
  expect(wethAfter).toBeGreaterThan(wethBefore);

  await expect.poll(async () => (await eventsNamed(page, 'execution-done')).length).toBe(1);
  const events = await recordedEvents(page);
  const names = events.map((e) => e.name.replace('swap-widget:', ''));
  expect(names.indexOf('execution-started')).toBeGreaterThan(names.indexOf('route-selected'));
  expect(names.at(-1)).toBe('execution-done');
  const submitted = events.filter((e) => e.name === 'swap-widget:transaction-submitted');
  // The approval, then the swap.
  expect(submitted).toHaveLength(2);
  const [done] = await eventsNamed(page, 'execution-done');
  expect(done?.detail).toMatchObject({
    outcome: 'done',
    received: { chainId: '31337', token: weth.address, amount: String(wethAfter - wethBefore) },
  });
  expect(events.every((e) => e.isCustomEvent && e.composed && e.target === 'swap-widget')).toBe(
    true,
  );
});

test("the integrator's lists and locks: offered chains and providers only, a fixed You receive", async ({
  page,
  apiUrl,
  sandboxToken,
}) => {
  const defaults = await usdcToWeth(sandboxToken, '4');
  const quoteUrls = quoteRequests(page);
  await openWithConfig(page, {
    apiUrl,
    instanceId: 'element-limits',
    defaults,
    locked: ['toChain', 'toToken'],
    // The sandbox also has Solana, Tron and Cosmos chains, and more providers for this pair.
    chains: { allow: ['31337', '31338'] },
    providers: { allow: ['sandswap', 'orbit', 'okapi'], deny: ['okapi'] },
  });
  const swap = new SwapPage(page);
  await expect(swap.routeRadios.first()).toBeVisible();

  // Over the wire: the allowed providers minus the denied one, and the denied one excluded.
  expect(quoteUrls.length).toBeGreaterThan(0);
  for (const url of quoteUrls) {
    expect(url.searchParams.get('include')).toBe('sandswap,orbit');
    expect(url.searchParams.get('exclude')).toBe('okapi');
  }
  // On screen: routes of those providers only.
  await swap.showAllRoutes();
  const providers = await swap.routes.locator('[data-route-provider]').allTextContents();
  expect(providers.length).toBeGreaterThan(0);
  for (const name of providers) expect(['Sandswap', 'Orbit Aggregator']).toContain(name);

  // You receive is fixed: its value, said to be set by the site, opening nothing; no flip.
  const receive = page.getByRole('button', { name: 'WETH Sandbox Ethereum, destination token' });
  await expect(receive).toHaveAttribute('aria-disabled', 'true');
  await expect(receive).toHaveAccessibleDescription('Set by this site');
  // Playwright waits for an aria-disabled control to be enabled: a person's click goes through.
  await receive.click({ force: true });
  await expect(swap.dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Swap source and destination' })).toBeDisabled();

  // You pay offers the allowed chains only.
  await swap.tokenButton('source').click();
  const chains = swap.dialog.getByRole('group', { name: 'Chain' }).getByRole('button');
  await expect(chains).toHaveCount(2);
  await expect(swap.chainButton('Sandbox Ethereum')).toBeVisible();
  await expect(swap.chainButton('Sandbox Base')).toBeVisible();
  await page.keyboard.press('Escape');

  // Settings offers the allowed providers only.
  await swap.settingsButton.click();
  const choices = swap.dialog.getByRole('group', { name: 'Providers' }).getByRole('combobox');
  await expect(choices).toHaveCount(2);
  expect(
    await choices.evaluateAll((els) => els.map((el) => el.getAttribute('aria-label'))),
  ).toEqual(['Orbit Aggregator', 'Sandswap']);
});
