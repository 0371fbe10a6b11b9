import { chromiumLaunchOptions } from './browser';
import { MAINNET_LOOKALIKE, routeFor } from './fakeApi';
import { expect, test } from './fixtures';

/**
 * An API on a public name that answers like the sandbox: only an API on a loopback address can be
 * the local sandbox, so it gets neither the badge nor the development wallets.
 */
// The browser resolves this name to this machine, as a DNS answer could.
test.use({
  launchOptions: chromiumLaunchOptions(['--host-resolver-rules=MAP fake-sandbox.test 127.0.0.1']),
});

const { chain, eth, usdc } = MAINNET_LOOKALIKE;

test.describe('an API on a public name that claims to be the sandbox', () => {
  test('gets no badge and no dev wallet, and is never asked for keys', async ({
    swapPage,
    startFakeApi,
  }) => {
    const sandboxLike = { ...chain, chainId: '31337', name: 'Sandbox Ethereum' };
    const tokens = [eth, usdc].map((t) => ({
      ...t,
      chainId: '31337',
      blockchain: 'Sandbox Ethereum',
    }));
    const fake = await startFakeApi({
      chains: [sandboxLike],
      tokens: { '31337': tokens },
      quotes: (params) => [routeFor(params, tokens)],
      claimsSandbox: true,
    });
    const apiUrl = `http://fake-sandbox.test:${fake.port}/v1`;
    await swapPage.goto({
      apiUrl,
      fromChain: '31337',
      fromToken: eth.address,
      toChain: '31337',
      toToken: usdc.address,
      amount: '1',
    });
    await expect(swapPage.routeRadios.first()).toBeVisible();
    await expect(swapPage.page.getByRole('note', { name: 'Sandbox' })).toHaveCount(0);
    await swapPage.page.getByRole('button', { name: /^Connect wallet/ }).click();
    const menu = swapPage.page.getByRole('dialog', { name: 'Wallets' });
    await expect(menu.getByRole('region', { name: 'EVM wallet' })).toBeVisible();
    await expect(menu.getByRole('button', { name: /Sandbox dev wallet/ })).toHaveCount(0);
    expect(fake.requests.filter((r) => r.startsWith('/__sandbox/'))).toEqual([]);
  });
});
