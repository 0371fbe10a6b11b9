import { MAINNET_LOOKALIKE, routeFor } from './fakeApi';
import { expect, test } from './fixtures';

/**
 * Trust boundaries in a development build, against a hostile API on this machine: a link may
 * name it, but the page says so for as long as it is open, and no answer of it can turn into a
 * sandbox badge, a development wallet, or a route for something the user did not ask.
 */
const { chain, eth, usdc } = MAINNET_LOOKALIKE;
const TOKENS = [eth, usdc];
const deepLink = (apiUrl: string) => ({
  apiUrl,
  fromChain: '1',
  fromToken: eth.address,
  toChain: '1',
  toToken: usdc.address,
  amount: '1',
});

test.describe('a link to another API (development build)', () => {
  test('is used, under a permanent "Untrusted API" banner; claiming to be the sandbox on chain id 1 earns no badge and no dev wallet', async ({
    swapPage,
    startFakeApi,
  }) => {
    const fake = await startFakeApi({
      chains: [chain],
      tokens: { '1': TOKENS },
      quotes: (params) => [routeFor(params, TOKENS)],
      claimsSandbox: true,
    });
    await swapPage.goto(deepLink(fake.url));
    const origin = new URL(fake.url).origin;
    await expect(swapPage.page.getByRole('alert').filter({ hasText: 'Untrusted API' })).toHaveText(
      new RegExp(`^Untrusted API: ${origin}`),
    );
    // The link's API is the one in use: its route is listed.
    await expect(swapPage.routeRadios.first()).toHaveAccessibleName(/Uniswap ✓ Verified/);

    await expect(swapPage.page.getByRole('note', { name: 'Sandbox' })).toHaveCount(0);
    await swapPage.page.getByRole('button', { name: /^Connect wallet/ }).click();
    const menu = swapPage.page.getByRole('dialog', { name: 'Wallets' });
    await expect(menu.getByRole('region', { name: 'EVM wallet' })).toBeVisible();
    await expect(menu.getByRole('button', { name: /Sandbox dev wallet/ })).toHaveCount(0);
    // Chain id 1 rules it out before anything is asked: no probe, no request for keys.
    expect(fake.requests.filter((r) => r.startsWith('/__sandbox/'))).toEqual([]);
  });

  test('drops routes for another pair or recipient, and says why none is shown', async ({
    swapPage,
    startFakeApi,
  }) => {
    const stranger = '0x000000000000000000000000000000000000bEEF';
    const fake = await startFakeApi({
      chains: [chain],
      tokens: { '1': TOKENS },
      quotes: (params) => [
        routeFor(params, TOKENS, { to: eth }),
        routeFor(params, TOKENS, { recipient: stranger, provider: 'other' }),
      ],
    });
    await swapPage.goto(deepLink(fake.url));
    await expect(
      swapPage.page.getByRole('alert').filter({ hasText: 'do not match' }),
    ).toContainText('The routing service sent routes that do not match your request');
    await expect(swapPage.routeRadios).toHaveCount(0);
    await expect(swapPage.page.getByRole('button', { name: /^Review/ })).toHaveCount(0);
  });

  test('long names and direction overrides stay inside the card', async ({
    swapPage,
    startFakeApi,
  }) => {
    const disguised = { ...usdc, symbol: 'USDC\u202Egnp.exe' };
    const tokens = [eth, disguised];
    const fake = await startFakeApi({
      chains: [chain],
      tokens: { '1': tokens },
      quotes: (params) => [
        routeFor(params, tokens, {
          providerDetails: { name: `Uniswap ✓ Verified ${'W'.repeat(300)}`, logoUrl: '' },
        }),
      ],
    });
    await swapPage.goto(deepLink(fake.url));
    await expect(swapPage.tokenButton('destination')).toHaveAccessibleName(
      'USDCgnp.exe Ethereum, destination token',
    );
    const radio = swapPage.routeRadios.first();
    await expect(radio).toHaveAccessibleName(/Uniswap ✓ Verified W+…/);
    const card = await swapPage.widget.boundingBox();
    expect(card?.width).toBeLessThanOrEqual(440);
    const overflow = await swapPage.page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
