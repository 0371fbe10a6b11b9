import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  HASHED_ASSET_CACHE_CONTROL,
  headersForPath,
  pagePolicyPlugin,
  parseHeadersFile,
} from '../../scripts/pagePolicyPlugin';

/**
 * The production pages' content security policy, as the build writes it (`scripts/
 * pagePolicyPlugin.ts`): in the page's `<meta>` tag and in `_headers`, the policy a static host
 * sends. The browser lets WalletConnect reach its relay only if `connect-src` names it.
 */
type Hook = (...args: unknown[]) => unknown;

/** What a production build with these `VITE_*` settings writes: the meta tag's and the headers' policy. */
async function productionPolicies(settings: Record<string, string | undefined>) {
  for (const [name, value] of Object.entries({
    VITE_DEFAULT_API_URL: 'https://api.example.com/v1',
    VITE_WALLETCONNECT_PROJECT_ID: undefined,
    VITE_WALLETCONNECT_RELAY_URL: undefined,
    ...settings,
  })) {
    vi.stubEnv(name, value);
  }
  vi.spyOn(console, 'warn').mockImplementation(() => {}); // no VITE_RPC_URLS: warned, not needed
  const plugin = pagePolicyPlugin();
  const root = mkdtempSync(join(tmpdir(), 'page-policy-')); // no .env files: only the settings
  (plugin.configResolved as Hook)({ command: 'build', mode: 'production', root, build: {} });
  const html = (plugin.transformIndexHtml as { handler: Hook }).handler('<html></html>') as {
    tags: { attrs: Record<string, string> }[];
  };
  const emitted: { fileName: string; source: string }[] = [];
  (plugin.generateBundle as Hook).call({ emitFile: (file: never) => emitted.push(file) });
  const headers = emitted.find((f) => f.fileName === '_headers')?.source ?? '';
  return { meta: html.tags[0]?.attrs.content ?? '', headers };
}

const connectSrc = (policy: string) =>
  policy.split(';').find((d) => d.trim().startsWith('connect-src')) ?? '';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('pagePolicyPlugin: WalletConnect in the production pages', () => {
  it('lets the pages reach the configured relay, in the meta tag and in every page of _headers', async () => {
    const { meta, headers } = await productionPolicies({
      VITE_WALLETCONNECT_PROJECT_ID: 'ours',
      VITE_WALLETCONNECT_RELAY_URL: 'wss://relay.ours.example/path',
    });
    expect(connectSrc(meta)).toContain('wss://relay.ours.example');
    expect(connectSrc(meta)).not.toContain('relay.walletconnect.org');
    const pages = headers.split('\n').filter((line) => line.includes('Content-Security-Policy'));
    expect(pages).toHaveLength(4);
    for (const page of pages) expect(connectSrc(page)).toContain('wss://relay.ours.example');
  });

  it("admits WalletConnect's default relay for a project id without a relay, and no relay without a project id", async () => {
    const withId = await productionPolicies({ VITE_WALLETCONNECT_PROJECT_ID: 'ours' });
    expect(connectSrc(withId.meta)).toContain('wss://relay.walletconnect.org');
    expect(connectSrc(withId.headers)).toContain('wss://relay.walletconnect.org');
    const without = await productionPolicies({});
    expect(connectSrc(without.meta)).not.toMatch(/wss:|walletconnect/);
  });
});

describe('pagePolicyPlugin: caching', () => {
  it('lets a host keep the hashed files under /assets for a year, and never the pages', async () => {
    const rules = parseHeadersFile((await productionPolicies({})).headers);
    const cacheControl = (path: string) =>
      headersForPath(rules, path).find(([name]) => name === 'Cache-Control')?.[1];
    expect(cacheControl('/assets/initial-Df_85oU-.js')).toBe('public, max-age=31536000, immutable');
    expect(cacheControl('/assets/initial-jg3h4psQ.css')).toBe(HASHED_ASSET_CACHE_CONTROL);
    for (const page of ['/', '/index.html', '/embed.html', '/embed', '/bridge.js', '/assetsX.js']) {
      expect(cacheControl(page), page).toBeUndefined();
    }
    // The pages keep their policy: the assets' rule is not merged into theirs.
    expect(headersForPath(rules, '/').map(([name]) => name)).toContain('Content-Security-Policy');
  });

  it("reads a page's exact rule before a /prefix/* rule", () => {
    const rules = parseHeadersFile('/a/*\n  X-One: splat\n/a/b\n  X-One: exact\n');
    expect(headersForPath(rules, '/a/b')).toEqual([['X-One', 'exact']]);
    expect(headersForPath(rules, '/a/c/d.js')).toEqual([['X-One', 'splat']]);
    expect(headersForPath(rules, '/a')).toEqual([]);
  });
});
