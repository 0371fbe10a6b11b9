import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { createPublicClient, erc20Abi, type Hex, http, parseUnits } from 'viem';
import { type FakeApi, type FakeApiContent, startFakeApi } from './fakeApi';
import { describePageHealth } from './pageHealth';
import { SandboxWallet } from './pages/sandboxWallet';
import { SwapPage } from './pages/swapPage';
import { E2E_PORTS } from './ports';
import { lamportsOf, solanaFeeOf, splBalanceOf } from './solanaLedger';

/**
 * Shared e2e fixtures: where the sandbox is, sandbox fault injection (reset after every test),
 * sandbox token lookup, the swap page object, and a guard that fails the test on any uncaught
 * page error or console error (and console warning, with `failOnConsoleWarnings`).
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

/** The sandbox's ledgers, read over JSON-RPC, for the dev wallets the widget connects. */
export interface Ledger {
  /**
   * The EVM dev account of `evmAccountIndex` (the first: the widget's dev wallet) and the first
   * Solana one.
   */
  evmWallet: Hex;
  solWallet: string;
  /** The EVM dev wallet's balance of `token` (native or ERC-20); on Solana, its lamports. */
  balance(token: SandboxToken): Promise<bigint>;
  /** Any EVM account's balance of `token` (native or ERC-20). */
  balanceOf(token: SandboxToken, owner: Hex): Promise<bigint>;
  /** Transactions the EVM dev wallet has sent on `chainId` (its mined nonce). */
  nonce(chainId: string): Promise<number>;
  allowance(token: SandboxToken, spender: string): Promise<bigint>;
  /** The Solana dev wallet's balance of an SPL `token` (its mint), in the token's smallest unit. */
  splBalance(token: SandboxToken): Promise<bigint>;
  /** The fee in lamports the Solana transaction `signature` paid. */
  solanaFee(signature: string): Promise<bigint>;
}

export interface SwapStart {
  from: [chainId: string, symbol: string];
  to: [chainId: string, symbol: string];
  amount: string;
  /** The route's provider as its card names it; the route selected by default when absent. */
  provider?: string | undefined;
  /** More page URL parameters (development build switches such as `quickSwap: '1'`). */
  params?: Record<string, string> | undefined;
}

/** Options a project sets in playwright.config.ts (`use`). */
export interface E2EOptions {
  /**
   * The console guard fails on `console.warn` too, not only on errors: for React's development
   * build (the dev server project), which warns where the production build is silent. The
   * browser's own warnings (a deprecation, say) count as well: none shows on these pages, and one
   * that must be lived with is let through by `consoleGuard.allow`, with its reason. Info and
   * debug lines (React's DevTools hint, Vite's "[vite] connected.") are not problems.
   */
  failOnConsoleWarnings: boolean;
}

interface Fixtures extends E2EOptions {
  sandboxUrl: string;
  /** Which of the sandbox's EVM dev accounts the ledger reads: the dev wallet's (0) by default. */
  evmAccountIndex: number;
  apiUrl: string;
  faults: Faults;
  consoleGuard: ConsoleGuard;
  /** A failed test's pages, probed for signs of life (`pageHealth.ts`), attached to its report. */
  pageHealth: undefined;
  /** A token of the sandbox by chain and symbol, read from `/v1/tokens`. */
  sandboxToken(chainId: string, symbol: string): Promise<SandboxToken>;
  swapPage: SwapPage;
  /** The sandbox wallet's prompt (`devWalletPrompt=1`): sign, reject, count. */
  sandboxWallet: SandboxWallet;
  ledger: Ledger;
  /**
   * Opens `from` -> `to` for `amount` with the sandbox wallet asking first (`devWalletPrompt=1`),
   * connects the source network's dev wallet, picks `provider`'s route, then Review and Confirm
   * swap. Answers the two tokens and the "Swap progress" region.
   */
  startSwap(
    swap: SwapStart,
    options?: {
      /** Once Review's effect preview has settled, before Confirm swap (a fault for the run). */
      beforeConfirm?: () => Promise<void>;
    },
  ): Promise<{ from: SandboxToken; to: SandboxToken; progress: Locator }>;
  /** Deep link USDC (Sandbox Ethereum) -> USDC (Sandbox Base) for `amount`, plus other URL params. */
  openUsdcBridge(amount?: string, extra?: Record<string, string>): Promise<void>;
  /** Opens ETH -> USDC on the first sandbox chain for 0.01 ETH, no wallet connected. */
  openEthToUsdc(): Promise<{ eth: SandboxToken; usdc: SandboxToken }>;
  /** Starts a hostile API on a free loopback port (see `fakeApi.ts`), closed after the test. */
  startFakeApi(content: FakeApiContent): Promise<FakeApi>;
}

// The browser logs every failed request as a console error ("Failed to load resource: ... 500").
// With injected faults those are the point of the test, not a bug.
const FAILED_RESOURCE =
  /Failed to load resource: the server responded with a status of (4\d\d|5\d\d)/;

export const test = base.extend<Fixtures>({
  sandboxUrl: [`http://127.0.0.1:${E2E_PORTS.sandbox}`, { option: true }],

  evmAccountIndex: [0, { option: true }],

  apiUrl: async ({ sandboxUrl }, use) => {
    await use(`${sandboxUrl}/v1`);
  },

  failOnConsoleWarnings: [false, { option: true }],

  consoleGuard: [
    async ({ page, failOnConsoleWarnings }, use, testInfo) => {
      const allowed: RegExp[] = [];
      const problems: string[] = [];
      const failing = new Map([['error', 'console.error']]);
      if (failOnConsoleWarnings) failing.set('warning', 'console.warn');
      page.on('pageerror', (error) => problems.push(`uncaught: ${error.stack ?? error.message}`));
      page.on('console', (message) => {
        const kind = failing.get(message.type());
        if (!kind) return;
        const text = message.text();
        if (allowed.some((re) => re.test(text))) return;
        const where = message.location().url;
        problems.push(`${kind}: ${text}${where ? ` (${where})` : ''}`);
      });
      await use({ allow: (pattern) => allowed.push(pattern) });
      if (problems.length > 0) {
        await testInfo.attach('page-errors', {
          body: problems.join('\n'),
          contentType: 'text/plain',
        });
      }
      expect(problems, `the page logged ${[...failing.values()].join(' or ')}`).toEqual([]);
    },
    { auto: true },
  ],

  pageHealth: [
    async ({ page }, use, testInfo) => {
      await use(undefined);
      if (testInfo.status === testInfo.expectedStatus) return;
      await testInfo.attach('page-health', {
        body: await describePageHealth(page.context()),
        contentType: 'text/plain',
      });
    },
    { auto: true },
  ],

  faults: async ({ sandboxUrl, consoleGuard, request }, use) => {
    const url = `${sandboxUrl}/__sandbox/faults`;
    // Both are idempotent, so a connection the sandbox closed as idle just as it was reused
    // (ECONNRESET, the only error Playwright retries; seen in CI) is asked again.
    const maxRetries = 2;
    const faults: Faults = {
      set: async (config) => {
        consoleGuard.allow(FAILED_RESOURCE);
        const res = await request.put(url, { data: config, maxRetries });
        expect(res.ok(), `PUT faults: ${res.status()} ${await res.text()}`).toBe(true);
      },
      reset: async () => {
        const res = await request.delete(url, { maxRetries });
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

  sandboxWallet: async ({ page }, use) => {
    await use(new SandboxWallet(page));
  },

  ledger: async ({ sandboxUrl, evmAccountIndex, request }, use) => {
    const accounts = (await (await request.get(`${sandboxUrl}/__sandbox/accounts`)).json()) as {
      evm: { address: Hex }[];
      solana: { publicKey: string }[];
    };
    const evmWallet = accounts.evm[evmAccountIndex]?.address ?? '0x';
    const solWallet = accounts.solana[0]?.publicKey ?? '';
    const clients = new Map(
      E2E_PORTS.evm.map((port, i) => [
        String(31337 + i),
        createPublicClient({ transport: http(`http://127.0.0.1:${port}`) }),
      ]),
    );
    const evm = (chainId: string) => {
      const client = clients.get(chainId);
      if (!client) throw new Error(`no EVM ledger ${chainId}`);
      return client;
    };
    const erc20 = (token: SandboxToken, functionName: 'balanceOf' | 'allowance', args: Hex[]) =>
      evm(token.chainId).readContract({
        address: token.address as Hex,
        abi: erc20Abi,
        functionName,
        args: args as never,
      });
    const balanceOf = (token: SandboxToken, owner: Hex) =>
      /^0xe{40}$/i.test(token.address)
        ? evm(token.chainId).getBalance({ address: owner })
        : erc20(token, 'balanceOf', [owner]);
    await use({
      evmWallet,
      solWallet,
      balance: async (token) =>
        token.chainId === 'sol' ? lamportsOf(solWallet) : balanceOf(token, evmWallet),
      balanceOf,
      nonce: (chainId) => evm(chainId).getTransactionCount({ address: evmWallet }),
      allowance: (token, spender) => erc20(token, 'allowance', [evmWallet, spender as Hex]),
      splBalance: (token) => splBalanceOf(solWallet, token.address),
      solanaFee: solanaFeeOf,
    });
  },

  startSwap: async ({ swapPage, sandboxToken }, use) => {
    await use(async (swap, options = {}) => {
      const [from, to] = await Promise.all([sandboxToken(...swap.from), sandboxToken(...swap.to)]);
      await swapPage.goto({
        fromChain: from.chainId,
        fromToken: from.address,
        toChain: to.chainId,
        toToken: to.address,
        amount: swap.amount,
        devWalletPrompt: '1',
        ...swap.params,
      });
      await swapPage.connectDevWallet(from.chainId === 'sol' ? 'Solana' : 'EVM');
      if (swap.provider) {
        // By keyboard: the radio itself is visually hidden inside its card.
        await swapPage.showAllRoutes();
        const radio = swapPage.routes.getByRole('radio', { name: `${swap.provider}, ` });
        await radio.focus();
        await swapPage.page.keyboard.press('Space');
        await expect(radio).toBeChecked();
      }
      return { from, to, progress: await swapPage.confirmSwap(undefined, options.beforeConfirm) };
    });
  },

  openEthToUsdc: async ({ swapPage, sandboxToken }, use) => {
    await use(async () => {
      const [eth, usdc] = await Promise.all([
        sandboxToken('31337', 'ETH'),
        sandboxToken('31337', 'USDC'),
      ]);
      await swapPage.goto({
        fromChain: '31337',
        fromToken: eth.address,
        toChain: '31337',
        toToken: usdc.address,
        amount: '0.01',
      });
      return { eth, usdc };
    });
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

/**
 * "You received N SYMBOL" in `end` (the end's status region) is what the ledger `credited`: the
 * screen shows at most 6 decimals, truncated, so what is cut off is less than one of those. The
 * amount comes a moment after "Swap complete" (the recipient's balance is read once every step is
 * done), so it is waited for. Answers the text read.
 */
export async function expectShownReceived(
  end: Locator,
  token: SandboxToken,
  credited: bigint,
): Promise<string | null> {
  const received = new RegExp(`You received ([\\d.,]+) ${token.symbol}\\b`);
  await expect(end).toContainText(received);
  const text = await end.textContent();
  const shown = received.exec(text ?? '')?.[1];
  expect(shown, `the amount received on screen: ${text}`).toBeDefined();
  expect(credited, 'credited').toBeGreaterThan(0n);
  const cut = credited - parseUnits(shown?.replace(/,/g, '') ?? '0', token.decimals);
  expect(cut, `shown ${shown}, credited ${credited}`).toBeGreaterThanOrEqual(0n);
  expect(cut).toBeLessThan(10n ** BigInt(Math.max(0, token.decimals - 6)));
  return text;
}

/** One request the page sent to the routing API: its endpoint (`nextTx`) and query. */
export interface ApiCall {
  endpoint: string;
  params: URLSearchParams;
}

/** The routing API's endpoints `page` asks, in order, from now on (from `/v1/<endpoint>`). */
export function recordApiCalls(page: Page): ApiCall[] {
  const calls: ApiCall[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    const endpoint = /\/v1\/([\w-]+)/.exec(url.pathname)?.[1];
    if (endpoint) calls.push({ endpoint, params: url.searchParams });
  });
  return calls;
}

/** Uncaught errors and console errors of a page the fixtures do not watch (a second tab). */
export function collectPageErrors(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console.error: ${message.text()}`);
  });
  return problems;
}

/** The EVM dev wallet's balances of a swap's two tokens, and its nonce on the source chain. */
export interface SwapLedger {
  from: bigint;
  to: bigint;
  nonce: number;
}

export async function readSwapLedger(
  ledger: Ledger,
  from: SandboxToken,
  to: SandboxToken,
): Promise<SwapLedger> {
  const [fromBalance, toBalance, nonce] = await Promise.all([
    ledger.balance(from),
    ledger.balance(to),
    ledger.nonce(from.chainId),
  ]);
  return { from: fromBalance, to: toBalance, nonce };
}

/**
 * An ERC-20 swap with its approval went through once: the wallet signed an approval of the input
 * token, then one transaction to the contract it approved (`signed`: their `To`s, in order), the
 * ledger shows exactly those two, `amount` of the input gone, no allowance left, and the amount
 * the screen says arrived (in `end`) is what it credited.
 */
export async function expectApprovalThenSwap({
  ledger,
  from,
  to,
  amount,
  before,
  signed,
  end,
}: {
  ledger: Ledger;
  from: SandboxToken;
  to: SandboxToken;
  amount: string;
  before: SwapLedger;
  signed: string[];
  end: Locator;
}): Promise<void> {
  const [approved, spender = ''] = signed;
  expect(approved?.toLowerCase()).toBe(from.address.toLowerCase());
  expect(spender.toLowerCase()).not.toBe(from.address.toLowerCase());
  const after = await readSwapLedger(ledger, from, to);
  expect(after.nonce - before.nonce, 'transactions the wallet sent').toBe(2);
  expect(before.from - after.from, 'input taken').toBe(parseUnits(amount, from.decimals));
  expect(await ledger.allowance(from, spender), 'allowance left').toBe(0n);
  await expectShownReceived(end, to, after.to - before.to);
}

export type { Page };
export { expect };
