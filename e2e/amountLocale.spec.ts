import { expect, recordApiCalls, test } from './fixtures';

// The amount is typed and shown the locale's way; what goes over the wire is the same amount.
test.describe('amounts in the reader’s notation', () => {
  test('German: "12,5" typed stays "12,5" and is quoted as 12.5', async ({
    page,
    sandboxToken,
  }) => {
    const calls = recordApiCalls(page);
    const [usdc, baseUsdc] = await Promise.all([
      sandboxToken('31337', 'USDC'),
      sandboxToken('31338', 'USDC'),
    ]);
    const search = new URLSearchParams({
      lang: 'de',
      fromChain: '31337',
      fromToken: usdc.address,
      toChain: '31338',
      toToken: baseUsdc.address,
    });
    await page.goto(`/?${search}`);
    const widget = page.getByRole('region', { name: 'Tauschen', exact: true });
    const amount = widget.getByRole('textbox', { name: 'Sie zahlen' });
    await amount.pressSequentially('12,5');
    await expect(
      widget.getByRole('radiogroup', { name: 'Routen' }).getByRole('radio').first(),
    ).toBeVisible();
    await expect(amount).toHaveValue('12,5');
    await expect(widget.getByRole('alert')).toHaveCount(0);
    // USDC has 6 decimals: 12.5 USDC. Polled: the routes above may still be those of "12", typed
    // before the comma, with 12.5's request yet to go (seen on a loaded machine).
    const lastQuoted = () =>
      calls
        .filter((c) => c.endpoint === 'quotes')
        .map((c) => c.params.get('inputAmount'))
        .at(-1);
    await expect.poll(lastQuoted).toBe('12500000');
    await expect.poll(() => new URL(page.url()).searchParams.get('amount')).toBe('12.5');
  });

  test('a link with amount=7,5 fills in 7.5 and quotes it', async ({
    swapPage,
    openUsdcBridge,
  }) => {
    const calls = recordApiCalls(swapPage.page);
    await openUsdcBridge('7,5');
    await expect(swapPage.amountInput).toHaveValue('7.5');
    await expect(swapPage.routeRadios.first()).toBeVisible();
    const quoted = calls
      .filter((c) => c.endpoint === 'quotes')
      .map((c) => c.params.get('inputAmount') ?? c.params.get('inputAmountDisplay'));
    expect(quoted.length).toBeGreaterThan(0);
    expect(quoted.every((a) => a === '7.5' || a === '7500000')).toBe(true);
    await expect(swapPage.page.getByRole('alert')).toHaveCount(0);
  });

  test('a link amount it cannot read is said in words, not dropped silently', async ({
    swapPage,
    openUsdcBridge,
  }) => {
    await openUsdcBridge('1.234,5');
    await expect(swapPage.page.getByRole('alert')).toHaveText(
      "The link's amount (1.234,5) could not be read, so no amount is filled in. A link writes it like 7.5 or 7,5, above zero.",
    );
    await expect(swapPage.amountInput).toHaveValue('');
  });
});
