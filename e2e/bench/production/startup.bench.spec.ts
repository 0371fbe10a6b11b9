import { mkdirSync, writeFileSync } from 'node:fs';
import type { Browser } from '@playwright/test';
import { test } from '../../fixtures';
import { startAtSlowCpu, startRows } from '../slowStart';

/**
 * Browser measurement for `npm run bench`, on the production build (skipped unless
 * PLAYWRIGHT_BENCH is set): the hosted page's start-up on a slow phone's CPU (4x throttling,
 * CDP `Emulation.setCPUThrottlingRate`). Each run is a new browser context (nothing cached, as a
 * first visit): when the widget was attached (the frame after, in the page's clock: ms since
 * navigation start), and the JS heap then (`Performance.getMetrics` JSHeapUsedSize, after a
 * garbage collection, so what is measured is what the page keeps, not what parsing left over).
 * Median of RUNS, for the plain page and for a deep link (whose first render waits up to
 * FIRST_QUOTES_HOLD_MS for its quotes). Written to test-results/bench-startup.json;
 * `scripts/bench.mjs` holds the plain page to its budgets.
 */
test.skip(!process.env.PLAYWRIGHT_BENCH, 'bench only: PLAYWRIGHT_BENCH=1');

const RUNS = 5;

/** In the page: the frame after the widget's card was attached, in ms since navigation start. */
function recordWidgetVisible() {
  const w = window as unknown as { __widgetVisible?: Promise<number> };
  w.__widgetVisible = new Promise((resolve) => {
    new MutationObserver((_, observer) => {
      if (!document.querySelector('section[aria-label="Swap"]')) return;
      observer.disconnect();
      requestAnimationFrame(() => resolve(performance.now()));
    }).observe(document, { childList: true, subtree: true });
  });
}

const startOnce = (browser: Browser, url: string) =>
  startAtSlowCpu(browser, url, {
    baseURL: test.info().project.use.baseURL,
    record: recordWidgetVisible,
    arg: '',
    shownAt: (page) =>
      page.evaluate(
        () => (window as unknown as { __widgetVisible: Promise<number> }).__widgetVisible,
      ),
  });

test('hosted page start-up at 4x CPU throttling: widget visible and JS heap', async ({
  browser,
  sandboxToken,
}) => {
  test.setTimeout(180_000);
  const usdc = await sandboxToken('31337', 'USDC');
  const baseUsdc = await sandboxToken('31338', 'USDC');
  const pages = [
    { name: 'hosted page', url: () => '/' },
    {
      name: 'hosted page, deep link',
      // A different amount per run, so no run is answered from an earlier one.
      url: (i: number) =>
        `/?${new URLSearchParams({
          fromChain: '31337',
          fromToken: usdc.address,
          toChain: '31338',
          toToken: baseUsdc.address,
          amount: String(200 + i),
        })}`,
    },
  ];
  const rows = [];
  for (const { name, url } of pages) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await startOnce(browser, url(i)));
    rows.push(...startRows(name, 'widget visible', runs));
  }
  mkdirSync('test-results', { recursive: true });
  writeFileSync('test-results/bench-startup.json', JSON.stringify(rows));
});
