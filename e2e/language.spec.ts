import { expectAccessible } from './a11y';
import { expect, test } from './fixtures';

// German number shapes: '.' groups thousands, ',' is the decimal point.
const GERMAN_AMOUNT = /\d{1,3}(?:\.\d{3})+(?:,\d+)?/;

test.describe('language', () => {
  test('?lang=de: the widget speaks German, numbers included, from quote to the main button', async ({
    page,
    sandboxToken,
  }) => {
    const usdc = await sandboxToken('31337', 'USDC');
    const baseUsdc = await sandboxToken('31338', 'USDC');
    const search = new URLSearchParams({
      lang: 'de',
      fromChain: '31337',
      fromToken: usdc.address,
      toChain: '31338',
      toToken: baseUsdc.address,
      amount: '1234.5',
    });
    await page.goto(`/?${search}`);

    const widget = page.getByRole('region', { name: 'Tauschen', exact: true });
    await expect(widget).toBeVisible();
    await expect(page.locator('.cw-root')).toHaveAttribute('lang', 'de');
    // The link's 1234.5, in the German way.
    await expect(widget.getByRole('textbox', { name: 'Sie zahlen' })).toHaveValue('1234,5');
    await expect(
      widget.getByRole('button', { name: 'USDC Sandbox Ethereum, Quell-Token' }),
    ).toBeVisible();

    // Quote -> routes, named in German with the output in German digits.
    const routes = widget.getByRole('radiogroup', { name: 'Routen' });
    const first = routes.getByRole('radio').first();
    await expect(first).toBeVisible();
    await expect(first).toHaveAccessibleName(new RegExp(`^.+, ${GERMAN_AMOUNT.source} USDC`));
    await expect(routes.getByRole('radio', { checked: true })).toHaveCount(1);
    const checked = widget.locator('label:has(input[type=radio]:checked)');
    await expect(checked.getByText(/^Mindestens erhalten: /)).toHaveText(
      new RegExp(`^Mindestens erhalten: ${GERMAN_AMOUNT.source}`),
    );
    await expect(checked.getByText(/Schritt/)).toHaveText(/Gebühren .*\$/);
    await expect(widget.getByText(/^Routen werden in \d+ s aktualisiert$/)).toBeVisible();
    // The order of the list, in German, behind "N weitere Routen".
    await widget.getByRole('button', { name: /^\d+ weitere Routen?$/ }).click();
    await expect(widget.getByRole('combobox', { name: 'Sortieren nach' })).toHaveValue('output');

    // What the chosen route gives, in German digits; its USD value in German currency format.
    await expect(widget.getByRole('status', { name: 'Sie erhalten' })).toHaveText(
      new RegExp(`^${GERMAN_AMOUNT.source}$`),
    );
    await expect(widget.getByText(/^\d{1,3}(?:\.\d{3})*,\d{2}\s\$$/).first()).toBeVisible();

    // The main button asks for a wallet, in German.
    await expect(widget.getByRole('button', { name: /^Wallet verbinden/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Connect wallet' })).toHaveCount(0);
    // German names hold what the German controls show, as the English ones do (a11y.spec.ts).
    await expectAccessible(page, 'quote screen in German');
  });

  test('?lang=de: the page, the settings dialog and the history speak German too', async ({
    page,
  }) => {
    await page.goto('/?lang=de');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('heading', { name: 'Cross-Chain-Tausch' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Zum dunklen Design wechseln' })).toBeVisible();
    const widget = page.getByRole('region', { name: 'Tauschen', exact: true });

    await widget.getByRole('button', { name: 'Einstellungen' }).click();
    const settings = page.getByRole('dialog', { name: 'Einstellungen' });
    const slippage = settings.getByRole('group', { name: 'Slippage-Toleranz' });
    await expect(slippage.getByRole('button', { name: /^0,5\s%$/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const custom = slippage.getByRole('textbox', { name: 'Eigene Slippage (%)' });
    await custom.fill('51');
    await expect(settings.getByRole('alert')).toHaveText(/^Slippage über 50\s% wird abgelehnt\.$/);
    await custom.fill('1,5');
    await expect(slippage.getByText(/^Aktuell: 1,5\s%$/)).toBeVisible();
    await expect(
      settings.getByRole('combobox', { name: 'EVM-Prioritätsgebühr' }).getByRole('option', {
        name: 'Automatisch',
      }),
    ).toBeAttached();
    await expect(
      settings.getByRole('checkbox', { name: /^Unbegrenzte Token-Freigaben/ }),
    ).not.toBeChecked();
    await expect(settings.getByRole('textbox', { name: /^Empfängeradresse/ })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(settings).toHaveCount(0);
    // The header shows the new slippage the German way.
    await expect(widget.getByText(/^1,5\s%$/)).toBeVisible();

    await widget.getByRole('button', { name: 'Verlauf' }).click();
    const history = page.getByRole('dialog', { name: 'Tauschverlauf' });
    await expect(history.getByText('Noch keine Tauschvorgänge.')).toBeVisible();
    await expect(history.getByRole('button', { name: 'Verlauf löschen' })).toBeDisabled();
  });

  test('an unsupported ?lang= leaves the browser language (English here)', async ({ page }) => {
    await page.goto('/?lang=xx');
    await expect(page.getByRole('region', { name: 'Swap', exact: true })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'You pay' })).toBeVisible();
  });
});

test("Settings' Language: the person picks German, it stays after a reload, and a link may offer fewer", async ({
  page,
  swapPage,
}) => {
  await swapPage.goto();
  await swapPage.settingsButton.click();
  const language = swapPage.dialog.getByRole('combobox', { name: 'Language' });
  await expect(language).toHaveValue('en');
  await language.selectOption({ label: 'Deutsch' });
  // The dialog speaks German at once, and the widget around it.
  await expect(swapPage.dialog.getByRole('combobox', { name: 'Sprache' })).toHaveValue('de');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('region', { name: 'Tauschen', exact: true })).toBeVisible();
  await expect(page.locator('.cw-root')).toHaveAttribute('lang', 'de');

  // The choice is the person's: it wins over the browser's English after a reload.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Tauschen', exact: true })).toBeVisible();

  // A link that offers English alone: no picker, and English whatever was chosen.
  await page.goto('/?allowLanguages=en');
  const widget = page.getByRole('region', { name: 'Swap', exact: true });
  await expect(widget).toBeVisible();
  await widget.getByRole('button', { name: 'Settings' }).click();
  await expect(page.getByRole('dialog', { name: 'Settings' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Language' })).toHaveCount(0);
});
