import type { Page } from '@playwright/test';

/** What the service quoted for a route, in the output token's smallest unit. */
export interface QuotedOutput {
  outputAmount: bigint;
  minOutputAmount: bigint;
}

interface WireQuotes {
  data?: { quotes?: Array<{ routeId: string; outputAmount: string; minOutputAmount: string }> };
}

/**
 * Watches `page` for the quote of the route the user confirmed: every `/v1/quotes` answer (passed
 * through as it came, read on the way: a body read after the page is done with it may be gone),
 * looked up by the `routeId` the last `/v1/createTx` asked for. Read from the wire, so a test can
 * hold what arrived on the ledger against what was quoted, not against the screen.
 */
export async function watchConfirmedQuote(page: Page): Promise<() => QuotedOutput> {
  const quoted = new Map<string, QuotedOutput>();
  let confirmed: string | undefined;
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith('/v1/createTx')) confirmed = url.searchParams.get('routeId') ?? '';
  });
  // A pattern, not a function: with a function Playwright intercepts every request of the page
  // (each script and RPC call a round trip through the test process).
  await page.route(/\/v1\/quotes(?:[?#]|$)/, async (route) => {
    const response = await route.fetch();
    const body = (await response.json().catch(() => ({}))) as WireQuotes;
    for (const r of body.data?.quotes ?? []) {
      quoted.set(r.routeId, {
        outputAmount: BigInt(r.outputAmount),
        minOutputAmount: BigInt(r.minOutputAmount),
      });
    }
    await route.fulfill({ response });
  });
  return () => {
    const found = confirmed === undefined ? undefined : quoted.get(confirmed);
    if (!found) throw new Error(`no /v1/quotes answer for the confirmed route ${confirmed}`);
    return found;
  };
}
