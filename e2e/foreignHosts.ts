import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** Hosts the page reached, besides its own and the sandbox's (both on 127.0.0.1). */
function foreignHosts(page: Page): string[] {
  const seen: string[] = [];
  const note = (url: string) => {
    const { hostname, protocol } = new URL(url);
    if (/^(https?|wss?):$/.test(protocol) && hostname !== '127.0.0.1') seen.push(url);
  };
  page.on('request', (r) => note(r.url()));
  page.on('websocket', (ws) => note(ws.url()));
  return seen;
}

/**
 * Every test of the calling spec holds that nothing left for another host: WalletConnect with a
 * relay set reaches that relay only (no wallet list, Verify, telemetry, analytics or RPC), from
 * the first page load to the test's end, reloads included.
 */
export function eachTestReachesNoOtherHost(): void {
  let seen: string[] = [];
  test.beforeEach(({ page }) => {
    seen = foreignHosts(page);
  });
  test.afterEach(() => {
    expect(seen, 'requests to hosts other than 127.0.0.1').toEqual([]);
  });
}
