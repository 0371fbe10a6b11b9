import { mkdirSync, writeFileSync } from 'node:fs';
import type { Browser } from '@playwright/test';
import { test } from '../../fixtures';
import { recordTextPainted, textPaintedAt } from '../../textPainted';
import { type SlowStart, startAtSlowCpu, startRows } from '../slowStart';

/**
 * `npm run bench:anchor` (scripts/benchAnchor.mjs), not `npm run bench`: the hosted page's
 * start-up against another widget's app (BENCH_ANCHOR_URL, which that script builds and serves),
 * as a person sees it. Each run is a new browser context at 4x CPU throttling (CDP
 * `Emulation.setCPUThrottlingRate`): the time from navigation start until the page's first words
 * (`You pay`; the anchor's BENCH_ANCHOR_TEXT) are painted, and the JS heap then
 * (`Performance.getMetrics` JSHeapUsedSize, after a garbage collection). The two pages take turns,
 * so a busy moment of the machine falls on both. Medians of RUNS, written to
 * test-results/bench-anchor.json; the script reports the ratios.
 */
test.skip(!process.env.BENCH_ANCHOR_URL, 'bench:anchor only: BENCH_ANCHOR_URL');

/**
 * Nine runs a page: with five, the anchor's times fall in two clusters (about 1.5 to 1.8 s and 2.2
 * to 2.7 s at 4x CPU), and one quiet run's ratio came out at 0.39x where the next two gave 0.31x;
 * eleven gave 0.31x too.
 */
const RUNS = 9;

const startOnce = (browser: Browser, url: string, text: string) =>
  startAtSlowCpu(browser, url, {
    record: recordTextPainted,
    arg: text,
    shownAt: async (page) => (await page.evaluate(textPaintedAt)).painted,
  });

test('start-up at 4x CPU against the anchor app: words painted and JS heap', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const ours = `${test.info().project.use.baseURL}/`;
  const anchor = process.env.BENCH_ANCHOR_URL ?? '';
  const pages = [
    { name: 'ours', url: ours, text: 'You pay' },
    { name: 'anchor', url: anchor, text: process.env.BENCH_ANCHOR_TEXT ?? 'Exchange|From' },
  ];
  const runs = new Map(pages.map((p) => [p.name, [] as SlowStart[]]));
  for (let i = 0; i < RUNS; i++) {
    for (const { name, url, text } of pages)
      runs.get(name)?.push(await startOnce(browser, url, text));
  }
  const rows = pages.flatMap(({ name }) => startRows(name, 'words painted', runs.get(name) ?? []));
  mkdirSync('test-results', { recursive: true });
  writeFileSync('test-results/bench-anchor.json', JSON.stringify(rows));
});
