import { mkdirSync, writeFileSync } from 'node:fs';
import { expect, test } from '../fixtures';

/**
 * Browser measurement for `npm run bench` (not part of the e2e suite: the suite's config ignores
 * `**\/bench/**`, and this file also skips itself unless PLAYWRIGHT_BENCH is set): time from the
 * `/quotes` response arriving to the route radios on screen, median of 5 runs, written to
 * test-results/bench-routes.json as `{ name, value, unit }` rows.
 */
test.skip(!process.env.PLAYWRIGHT_BENCH, 'bench only: PLAYWRIGHT_BENCH=1');

const RUNS = 5;

test('quotes response -> routes on screen', async ({ swapPage, sandboxToken }) => {
  const usdc = await sandboxToken('31337', 'USDC');
  const baseUsdc = await sandboxToken('31338', 'USDC');
  const page = swapPage.page;
  // In the page's own clock: when the first route radio was attached (MutationObserver) ...
  await page.addInitScript(() => {
    const w = window as unknown as { __radiosAt?: number };
    new MutationObserver((_, observer) => {
      if (document.querySelector('[role="radiogroup"][aria-label="Routes"] input[type=radio]')) {
        w.__radiosAt = performance.now();
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  });
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    // A different amount per run, so every run is a fresh request and a fresh render.
    const response = page.waitForResponse((r) => r.url().includes('/quotes') && r.ok());
    await swapPage.goto({
      fromChain: '31337',
      fromToken: usdc.address,
      toChain: '31338',
      toToken: baseUsdc.address,
      amount: String(100 + i),
    });
    await response;
    await expect(swapPage.routeRadios.first()).toBeVisible();
    // ... and when the /quotes response had fully arrived (resource timing, same clock).
    const ms = await page.evaluate(() => {
      const quotes = performance
        .getEntriesByType('resource')
        .filter((e) => e.name.includes('/quotes')) as PerformanceResourceTiming[];
      const last = quotes[quotes.length - 1];
      const shown = (window as unknown as { __radiosAt?: number }).__radiosAt;
      return last && shown !== undefined ? shown - last.responseEnd : undefined;
    });
    expect(ms, 'radios and the quotes response were both observed').toBeDefined();
    samples.push(Math.max(0, ms ?? 0));
  }
  samples.sort((a, b) => a - b);
  const median = samples[Math.floor(samples.length / 2)] ?? 0;
  mkdirSync('test-results', { recursive: true });
  writeFileSync(
    'test-results/bench-routes.json',
    JSON.stringify([{ name: 'quotes response -> routes on screen', value: median, unit: 'ms' }]),
  );
});
