import { type Browser, expect, type Page } from '@playwright/test';

/** One start: when the page showed what is measured (ms since navigation start), and its heap. */
export interface SlowStart {
  visibleMs: number;
  heapMb: number;
}

/** A slow phone's CPU: CDP `Emulation.setCPUThrottlingRate`. */
const CPU_THROTTLING = 4;

/**
 * One first visit of `url` at 4x CPU throttling, in a new browser context (nothing cached):
 * `record` runs in the page before its scripts (`addInitScript`), `shownAt` then answers when the
 * page showed what is measured (ms since navigation start); the JS heap is read at that moment
 * (`Performance.getMetrics` JSHeapUsedSize, after a garbage collection, so what is measured is
 * what the page keeps, not what parsing left over).
 */
export async function startAtSlowCpu(
  browser: Browser,
  url: string,
  measure: {
    baseURL?: string | undefined;
    record: (arg: string) => void;
    arg: string;
    shownAt: (page: Page) => Promise<number>;
  },
): Promise<SlowStart> {
  const context = await browser.newContext({ baseURL: measure.baseURL });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLING });
    await cdp.send('Performance.enable');
    await page.addInitScript(measure.record, measure.arg);
    await page.goto(url, { waitUntil: 'commit' });
    const visibleMs = await measure.shownAt(page);
    await cdp.send('HeapProfiler.collectGarbage');
    const { metrics } = await cdp.send('Performance.getMetrics');
    const heap = metrics.find((m) => m.name === 'JSHeapUsedSize')?.value;
    expect(heap, 'Performance.getMetrics reports JSHeapUsedSize').toBeDefined();
    return { visibleMs, heapMb: (heap ?? 0) / 1024 / 1024 };
  } finally {
    await context.close();
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

/** A page's two bench rows from its starts: the medians of the time until `shown`, and of the heap. */
export function startRows(page: string, shown: string, starts: SlowStart[]) {
  const visible = starts.map((s) => s.visibleMs);
  const heap = starts.map((s) => s.heapMb);
  return [
    { name: `${page}: ${shown}`, value: median(visible), unit: 'ms', samples: visible },
    { name: `${page}: JS heap after first render`, value: median(heap), unit: 'MB', samples: heap },
  ];
}
