import type { Page } from '@playwright/test';
import type { CompleteTranslation } from '../src/i18n/catalogue';
import { actionMessages } from '../src/i18n/en/action';
import { routesMessages } from '../src/i18n/en/routes';
import { widgetMessages } from '../src/i18n/en/widget';
import { TRANSLATIONS } from '../src/test/translations';
import { expectAccessible } from './a11y';
import { expect, test } from './fixtures';

/**
 * Each language the widget speaks, on a 360 px phone: the quote screen in that language (its
 * words read from the language's own catalogue), nothing cut or sticking out of the card, the
 * main button in view, and axe's WCAG A/AA rules passing there.
 */
const LANGUAGES: (readonly [
  tag: string,
  words: Pick<CompleteTranslation, 'widget' | 'routes' | 'action'>,
])[] = [
  ['en', { widget: widgetMessages.en, routes: routesMessages.en, action: actionMessages.en }],
  ...TRANSLATIONS,
];

/** What sticks out of `card` on the right: nothing may. */
function outsideCard(page: Page, name: string): Promise<string[]> {
  return page.getByRole('region', { name, exact: true }).evaluate((el) => {
    const right = el.getBoundingClientRect().right;
    return [...el.querySelectorAll('*')]
      .filter((child) => child.getBoundingClientRect().right > right + 0.5)
      .map((child) => child.outerHTML.slice(0, 80));
  });
}

for (const [tag, words] of LANGUAGES) {
  test(`${tag} on a 360 px phone: spoken throughout, nothing cut, the main button in view, accessible`, async ({
    page,
    sandboxToken,
  }) => {
    const [usdc, baseUsdc] = await Promise.all([
      sandboxToken('31337', 'USDC'),
      sandboxToken('31338', 'USDC'),
    ]);
    await page.setViewportSize({ width: 360, height: 740 });
    const link = {
      lang: tag,
      fromChain: '31337',
      fromToken: usdc.address,
      toChain: '31338',
      toToken: baseUsdc.address,
      amount: '100',
    };
    await page.goto(`/?${new URLSearchParams(link)}`);
    const widget = page.getByRole('region', { name: words.widget.swap, exact: true });
    await expect(widget).toBeVisible();
    await expect(page.locator('.cw-root')).toHaveAttribute('lang', tag);
    const routes = widget.getByRole('radiogroup', { name: words.routes.routes });
    await expect(routes.getByRole('radio').first()).toBeVisible();

    await page.screenshot({ path: `e2e/artifacts/phone-${tag}.png`, fullPage: false });
    const button = widget.getByRole('button', {
      name: new RegExp(`^${words.action.connect.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
    });
    await expect(button).toBeInViewport({ ratio: 1 });
    expect(
      await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ),
      'horizontal overflow (px)',
    ).toBeLessThanOrEqual(0);
    expect(await outsideCard(page, words.widget.swap)).toEqual([]);
    await expectAccessible(page, `quote screen in ${tag}`);
  });
}
