import { expectAccessible } from './a11y';
import { expect, test } from './fixtures';

/**
 * `expectAccessible` runs axe-core from the copy an earlier scan left in the page (`a11y.ts`):
 * a scan on that copy still finds what it should, so the accessibility walk cannot pass by
 * scanning nothing.
 */
test('a second scan of a page, on the axe-core copy of the first, still finds violations', async ({
  page,
}) => {
  await page.setContent(
    '<html lang="en"><head><title>Scan</title></head><body><main><h1>Fine</h1></main></body></html>',
  );
  await expectAccessible(page, 'clean page');
  await page.evaluate(() => {
    document
      .querySelector('main')
      ?.insertAdjacentHTML('beforeend', '<p style="color:#f4f4f4;background:#fff">Faint</p>');
  });
  await expect(expectAccessible(page, 'faint page')).rejects.toThrow(/color-contrast/);
});
