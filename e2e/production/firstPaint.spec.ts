import { expect, test } from '../fixtures';
import { recordTextPainted, textPaintedAt } from '../textPainted';

/**
 * The first paint is not contended (issue 28, part 8): until the hosted page's first words are
 * painted, it asks for no script but its first load (the entry and modulepreloads index.html
 * lists); what the widget needs next (`src/lib/afterPaint.ts`) is asked for after it, and the
 * widget is then usable. On the production build, as shipped.
 */
test('the hosted page asks for no script but its first load before its first paint', async ({
  page,
}) => {
  await page.addInitScript(recordTextPainted, 'You pay');
  await page.goto('/');
  const { frame } = await page.evaluate(textPaintedAt);
  await expect(page.getByRole('button', { name: 'Connect wallet' })).toBeEnabled();
  const scripts = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
      .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime })),
  );
  const html = await (await page.request.get('/')).text();
  const firstLoad = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]);
  const beforePaint = scripts.filter((s) => s.start < frame).map((s) => s.path);
  expect(beforePaint.sort()).toEqual(firstLoad.sort());
  expect(scripts.length, 'the widget loads more once painted').toBeGreaterThan(firstLoad.length);
});
