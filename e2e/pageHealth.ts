import type { BrowserContext, Page } from '@playwright/test';

/**
 * What a failed test's pages were doing when it failed, for a failure that reads only "Test
 * timeout … waiting for element to be visible, enabled and stable" (a page that re-read storage in
 * a loop, since fixed). Playwright's click waits for two animation frames with the same box: with no line after
 * that one, either the page's main thread never came back (a script that does not yield) or it ran
 * but drew no frames. The probe tells the two apart, each step with a deadline of its own, since a
 * wedged page does not answer: does a script run, does an animation frame come, is the page
 * visible; and how much CPU each renderer burned over one second (a busy loop shows about 1 s).
 */
export async function describePageHealth(context: BrowserContext): Promise<string> {
  const lines = await Promise.all(context.pages().map(describePage));
  const cpu = await rendererCpu(context).catch((error: unknown) => `renderer CPU: ${error}`);
  return [...lines, cpu].join('\n');
}

async function describePage(page: Page, index: number): Promise<string> {
  const probe = page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const state = `visibility ${document.visibilityState}, focus ${document.hasFocus()}`;
        const late = setTimeout(() => resolve(`${state}, no animation frame in 1 s`), 1_000);
        requestAnimationFrame(() => {
          clearTimeout(late);
          resolve(`${state}, animation frames come`);
        });
      }),
  );
  const answer = await withDeadline(probe, 3_000, 'its script did not answer in 3 s').catch(
    (error: unknown) => String(error),
  );
  return `page ${index} (${page.url()}): ${answer}`;
}

interface ProcessInfo {
  type: string;
  id: number;
  cpuTime: number;
}

/** Seconds of CPU each renderer used over one second, from the browser process's own count. */
async function rendererCpu(context: BrowserContext): Promise<string> {
  const browser = context.browser();
  if (!browser) return 'renderer CPU: no browser';
  // A wedged page can hold up even the browser's own session for a minute and more.
  const session = await withDeadline(browser.newBrowserCDPSession(), 3_000, 'no session');
  try {
    const sample = async () =>
      (
        (await withDeadline(session.send('SystemInfo.getProcessInfo'), 3_000, 'no answer')) as {
          processInfo: ProcessInfo[];
        }
      ).processInfo.filter((p) => p.type === 'renderer');
    const before = new Map((await sample()).map((p) => [p.id, p.cpuTime]));
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const used = (await sample()).map(
      (p) => `${p.id}: ${(p.cpuTime - (before.get(p.id) ?? p.cpuTime)).toFixed(2)} s`,
    );
    return `renderer CPU over 1 s: ${used.join(', ') || 'no renderer'}`;
  } finally {
    await session.detach().catch(() => {});
  }
}

function withDeadline<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}
