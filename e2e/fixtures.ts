import { test as base, expect, type Page } from '@playwright/test';
import { type FakeApi, type FakeApiContent, startFakeApi } from './fakeApi';
import { SwapPage } from './pages/swapPage';
import { E2E_PORTS } from './ports';

/**
 * Shared e2e fixtures: where the sandbox is, sandbox fault injection (reset after every test),
 * sandbox token lookup, the swap page object, and a guard that fails the test on any uncaught
 * page error or console error.
 */

export interface SandboxToken {
  chainId: string;
  address: string;
  symbol: string;
  decimals: number;
}

export interface Faults {
  /** PUT `/__sandbox/faults` (e.g. `{ nextRequests: { quotes: [500, 'malformed', 429] } }`). */
  set(config: Record<string, unknown>): Promise<void>;
  reset(): Promise<void>;
}

export interface ConsoleGuard {
  /** Console errors matching this are expected in the current test (e.g. an injected HTTP 500). */
  allow(pattern: RegExp): void;
}

interface Fixtures {
  sandboxUrl: string;
  apiUrl: string;
  faults: Faults;
  consoleGuard: ConsoleGuard;
  /** A token of the sandbox by chain and symbol, read from `/v1/tokens`. */
  sandboxToken(chainId: string, symbol: string): Promise<SandboxToken>;
  swapPage: SwapPage;
  /** Deep link USDC (Sandbox Ethereum) -> USDC (Sandbox Base) for `amount`, plus other URL params. */
  openUsdcBridge(amount?: string, extra?: Record<string, string>): Promise<void>;
  /** Starts a hostile API on a free loopback port (see `fakeApi.ts`), closed after the test. */
  startFakeApi(content: FakeApiContent): Promise<FakeApi>;
}

// The browser logs every failed request as a console error ("Failed to load resource: ... 500").
// With injected faults those are the point of the test, not a bug.
const FAILED_RESOURCE =
  /Failed to load resource: the server responded with a status of (4\d\d|5\d\d)/;

export const test = base.extend<Fixtures>({
  sandboxUrl: [`http://127.0.0.1:${E2E_PORTS.sandbox}`, { option: true }],

  apiUrl: async ({ sandboxUrl }, use) => {
    await use(`${sandboxUrl}/v1`);
  },

  consoleGuard: [
    async ({ page }, use, testInfo) => {
      const allowed: RegExp[] = [];
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(`uncaught: ${error.stack ?? error.message}`));
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const text = message.text();
        if (allowed.some((re) => re.test(text))) return;
        const where = message.location().url;
        problems.push(`console.error: ${text}${where ? ` (${where})` : ''}`);
      });
      await use({ allow: (pattern) => allowed.push(pattern) });
      if (problems.length > 0) {
        await testInfo.attach('page-errors', {
          body: problems.join('\n'),
          contentType: 'text/plain',
        });
      }
      expect(problems, 'the page logged errors').toEqual([]);
    },
    { auto: true },
  ],

  faults: async ({ sandboxUrl, consoleGuard, request }, use) => {
    const url = `${sandboxUrl}/__sandbox/faults`;
    const faults: Faults = {
      set: async (config) => {
        consoleGuard.allow(FAILED_RESOURCE);
        const res = await request.put(url, { data: config });
        expect(res.ok(), `PUT faults: ${res.status()} ${await res.text()}`).toBe(true);
      },
      reset: async () => {
        const res = await request.delete(url);
        expect(res.ok(), `DELETE faults: ${res.status()}`).toBe(true);
      },
    };
    await use(faults);
    await faults.reset();
  },

  sandboxToken: async ({ apiUrl, request }, use) => {
    await use(async (chainId, symbol) => {
      const res = await request.get(`${apiUrl}/tokens`, {
        params: { chainId },
        headers: { accept: 'application/json' },
      });
      expect(res.ok()).toBe(true);
      const body = (await res.json()) as { data: Record<string, SandboxToken[]> | SandboxToken[] };
      const list = Array.isArray(body.data) ? body.data : (body.data[chainId] ?? []);
      const token = list.find((t) => t.symbol === symbol);
      if (!token) throw new Error(`sandbox has no ${symbol} on ${chainId}`);
      return token;
    });
  },

  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from this pattern.
  startFakeApi: async ({}, use) => {
    const started: FakeApi[] = [];
    await use(async (content) => {
      const api = await startFakeApi(content);
      started.push(api);
      return api;
    });
    await Promise.all(started.map((api) => api.close()));
  },

  swapPage: async ({ page }, use) => {
    await use(new SwapPage(page));
  },

  openUsdcBridge: async ({ swapPage, sandboxToken }, use) => {
    await use(async (amount = '10', extra = {}) => {
      const usdc = await sandboxToken('31337', 'USDC');
      const baseUsdc = await sandboxToken('31338', 'USDC');
      await swapPage.goto({
        fromChain: '31337',
        fromToken: usdc.address,
        toChain: '31338',
        toToken: baseUsdc.address,
        amount,
        ...extra,
      });
    });
  },
});

export type { Page };
export { expect };
