import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

/**
 * e2e tests drive the hosted page against a real sandbox (with its local chains).
 * Browser: Debian's /usr/bin/chromium when present (this machine and CI cannot download
 * Playwright's builds); anywhere else Playwright's own Chromium, unchanged.
 * Override with PLAYWRIGHT_CHROMIUM=/path/to/chrome.
 */
const debianChromium = process.env.PLAYWRIGHT_CHROMIUM ?? '/usr/bin/chromium';
const useSystemChromium = existsSync(debianChromium);

const sandboxPort = Number(process.env.E2E_SANDBOX_PORT ?? 8797);
const webPort = Number(process.env.E2E_WEB_PORT ?? 4179);
export const e2eApiUrl = `http://127.0.0.1:${sandboxPort}/v1`;

export default defineConfig({
  testDir: 'e2e',
  // Browser benchmarks run only from `npm run bench`.
  testIgnore: process.env.PLAYWRIGHT_BENCH ? [] : ['**/bench/**'],
  outputDir: 'test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${webPort}`,
    trace: 'retain-on-failure',
    ...devices['Desktop Chrome'],
    launchOptions: useSystemChromium
      ? {
          executablePath: debianChromium,
          args: [
            '--headless',
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        }
      : {},
  },
  webServer: [
    {
      command: `npm run -s sandbox`,
      env: { SANDBOX_PORT: String(sandboxPort), SANDBOX_RATE_LIMIT: 'off' },
      url: `http://127.0.0.1:${sandboxPort}/__sandbox/health`,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'pipe',
    },
    {
      command: `npx vite build --logLevel warn && npx vite preview --port ${webPort} --strictPort`,
      env: { VITE_DEFAULT_API_URL: e2eApiUrl },
      url: `http://127.0.0.1:${webPort}`,
      timeout: 120_000,
      reuseExistingServer: false,
    },
  ],
});
