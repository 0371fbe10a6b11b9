import type { Locator } from '@playwright/test';
import { numberToHex } from 'viem';
import { expect, test } from './fixtures';
import { E2E_PORTS } from './ports';

// What a 360 px wide phone shows in German, the longest of the widget's languages: lines that
// must stay lines, and words that must not be cut.

test.use({ viewport: { width: 360, height: 800 } });

/** The element's rendered height over its line height: 1 for one line. */
function lines(locator: Locator): Promise<number> {
  return locator.evaluate((el) => {
    const lineHeight = Number.parseFloat(getComputedStyle(el).lineHeight);
    return Math.round(el.getBoundingClientRect().height / lineHeight);
  });
}

test('the balance stays on one line, clear of the token button, its every digit shown on focus', async ({
  swapPage,
  page,
  sandboxToken,
  ledger,
}) => {
  const [eth, baseUsdc] = await Promise.all([
    sandboxToken('31337', 'ETH'),
    sandboxToken('31338', 'USDC'),
  ]);
  // A balance with all 18 decimals in use: the dev wallet's ETH less a few wei (no other test
  // minds a few wei).
  const balance = (await ledger.balance(eth)) - 123_456_789n;
  const rpc = await fetch(`http://127.0.0.1:${E2E_PORTS.evm[0]}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'anvil_setBalance',
      params: [ledger.evmWallet, numberToHex(balance)],
    }),
  });
  expect(rpc.ok).toBe(true);
  const link = { fromChain: '31337', fromToken: eth.address, toChain: '31338' };
  await page.goto(
    `/?${new URLSearchParams({ ...link, toToken: baseUsdc.address, amount: '1', lang: 'de' })}`,
  );
  await page.getByRole('button', { name: /^Wallet verbinden/ }).click();
  await page
    .getByRole('region', { name: 'EVM-Wallet' })
    .getByRole('button', { name: /Sandbox dev wallet \(test funds\)/ })
    .click();

  const line = page.getByRole('button', { name: /^Guthaben: [\d.,]+ ETH$/ });
  await expect(line).toBeVisible();
  expect(await lines(line), 'lines of the balance').toBe(1);
  const token = page.getByRole('button', { name: /, Quell-Token$/ });
  const [lineBox, tokenBox] = await Promise.all([line.boundingBox(), token.boundingBox()]);
  expect(lineBox!.y, 'balance below the token button').toBeGreaterThanOrEqual(
    tokenBox!.y + tokenBox!.height,
  );

  // Its full value: heard as its description, seen on keyboard focus.
  const fraction = (balance % 10n ** 18n).toString().padStart(18, '0').replace(/0+$/, '');
  const whole = `${(balance / 10n ** 18n).toLocaleString('de-DE')},${fraction} ETH`;
  await expect(line).toHaveAccessibleDescription(whole);
  const tip = page.getByRole('tooltip');
  await expect(tip).toBeHidden();
  await swapPage.tabTo(line);
  await expect(tip).toBeVisible();
  await expect(tip).toHaveText(whole);
  await page.keyboard.press('Escape');
  await expect(tip).toBeHidden();
});

test('every chain chip of the token picker shows whole, its name not cut', async ({
  page,
  sandboxToken,
}) => {
  const usdc = await sandboxToken('31337', 'USDC');
  await page.goto(
    `/?${new URLSearchParams({ fromChain: '31337', fromToken: usdc.address, lang: 'de' })}`,
  );
  await page.getByRole('button', { name: /, Quell-Token$/ }).click();
  const chips = page.getByRole('dialog').getByRole('group', { name: 'Chain' }).getByRole('button');
  await expect(chips.filter({ hasText: 'Sandbox Cosmos' })).toBeVisible();
  const names = await chips.allTextContents();
  expect(names.length).toBeGreaterThanOrEqual(5);
  for (const chip of await chips.all()) {
    const cut = await chip.evaluate((el) => {
      const box = el.getBoundingClientRect();
      const view = el.parentElement!.getBoundingClientRect();
      const text = el.querySelector('span:last-child') ?? el;
      return {
        name: el.textContent,
        textCut: text.scrollWidth > text.clientWidth,
        outside: box.top < view.top || box.bottom > view.bottom || box.right > view.right,
      };
    });
    expect(cut, `${cut.name}`).toEqual({ name: cut.name, textCut: false, outside: false });
  }
});
