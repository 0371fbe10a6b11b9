import { type ChildProcess, spawn } from 'node:child_process';
import { test as base } from './fixtures';
import { HostAppPage } from './pages/hostAppPage';
import { E2E_PORTS, e2eApiUrl } from './ports';

/**
 * The example host app (examples/host-app) for the tests of this file's `test`: packed, installed
 * from the tarball, type-checked, built and served by `scripts/hostApp.mjs`, once per worker and
 * only for the tests that use it (its set-up takes most of a minute). Pages open it as baseURL.
 */
export const test = base.extend<{ hostApp: HostAppPage }, { hostAppUrl: string }>({
  hostAppUrl: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from this pattern.
    async ({}, use) => {
      const url = `http://127.0.0.1:${E2E_PORTS.hostAppWeb}/`;
      const child = spawn(
        process.execPath,
        ['scripts/hostApp.mjs', '--api-url', e2eApiUrl, '--port', String(E2E_PORTS.hostAppWeb)],
        // Its own process group: the preview server it starts stops with it.
        { detached: true, stdio: ['ignore', 'pipe', 'pipe'] },
      );
      const output: string[] = [];
      const record = (chunk: unknown) => {
        output.push(String(chunk));
        // Its steps and their times, in the test run's output.
        process.stdout.write(String(chunk));
      };
      child.stdout?.on('data', record);
      child.stderr?.on('data', record);
      try {
        await servingOrExited(child, url, output);
        await use(url);
      } finally {
        if (child.pid !== undefined && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
      }
    },
    // With the wait for `npm test`'s tarball (at most 5 min, scripts/hostApp.mjs).
    { scope: 'worker', timeout: 600_000 },
  ],

  baseURL: async ({ hostAppUrl }, use) => {
    await use(hostAppUrl);
  },

  hostApp: async ({ page }, use) => {
    await use(new HostAppPage(page));
  },
});

export { expect } from './fixtures';

/** Waits until `url` answers; throws with the script's output if it exits first. */
async function servingOrExited(child: ChildProcess, url: string, output: string[]): Promise<void> {
  for (;;) {
    if (child.exitCode !== null) {
      throw new Error(`scripts/hostApp.mjs exited (${child.exitCode}):\n${output.join('')}`);
    }
    if (output.join('').includes('host app ready')) {
      const answered = await fetch(url).then(
        (res) => res.ok,
        () => false,
      );
      if (answered) return;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
