import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadEnv, type Plugin } from 'vite';
import {
  BuildSettingError,
  parseFlag,
  parseOriginList,
  parseRpcUrls,
  parseWalletConnectSetting,
  parseWebSocketUrl,
} from '../src/config/buildSettings.ts';
import { pageBuildSettings } from '../src/config/buildTimeSettings.ts';
import {
  headerContentSecurityPolicy,
  metaContentSecurityPolicy,
  type PageKind,
  type PagePolicyInput,
} from '../src/config/contentSecurityPolicy.ts';
import { parseCosmosChainsSetting } from '../src/config/cosmosChains.ts';
import { DEFAULT_WALLETCONNECT_RELAY } from '../src/config/walletConnectRelay.ts';

/**
 * The page builds' trust settings, checked when the build starts and written into what it emits:
 * - a production build (`vite build`) refuses to start without `VITE_DEFAULT_API_URL`: a page
 *   that silently talked to some default API would be worse than no page;
 * - each page gets its content security policy as a `<meta>` tag, and `dist/_headers` (the
 *   format static hosts such as Netlify and Cloudflare Pages read) carries the same policy as a
 *   header, plus `frame-ancestors` (the hosted page: nobody may frame it; the iframe page: its own
 *   origin and `VITE_FRAME_ANCESTORS`), which browsers ignore in a `<meta>` tag;
 * - `vite preview` serves `dist/_headers`, so tests see the headers a host would send.
 * The dev server gets none of it (its hot reload needs inline scripts).
 */
export function pagePolicyPlugin(): Plugin {
  let policy: PagePolicyInput | undefined;
  let outDir = 'dist';
  return {
    name: 'swap-widget:page-policy',
    // Every mode, tests included: the pages read their build settings as this constant.
    config(userConfig, { mode }) {
      const env = loadEnv(mode, userConfig.root ?? process.cwd(), 'VITE_');
      const { page, apiAllowlist, frameAncestors } = pageBuildSettings(env);
      return {
        define: {
          __PAGE_BUILD_CONFIG__: JSON.stringify(page),
          __API_ALLOWLIST__: JSON.stringify(apiAllowlist),
          __FRAME_ANCESTORS__: JSON.stringify(frameAncestors),
        },
      };
    },
    configResolved(config) {
      outDir = config.build.outDir;
      if (config.command !== 'build') return;
      policy = readPolicy(config.mode, config.root);
    },
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        if (!policy) return html;
        const csp = metaContentSecurityPolicy(policy);
        return {
          html,
          tags: [
            {
              tag: 'meta',
              attrs: { 'http-equiv': 'Content-Security-Policy', content: csp },
              injectTo: 'head-prepend',
            },
          ],
        };
      },
    },
    generateBundle() {
      if (!policy) return;
      this.emitFile({ type: 'asset', fileName: '_headers', source: headersFile(policy) });
    },
    configurePreviewServer(server) {
      const file = join(server.config.root, outDir, '_headers');
      if (!existsSync(file)) return;
      const rules = parseHeadersFile(readFileSync(file, 'utf8'));
      server.middlewares.use((req, res, next) => {
        const path = (req.url ?? '/').split('?')[0] ?? '/';
        const headers = headersForPath(rules, path);
        for (const [name, value] of headers) res.setHeader(name, value);
        // Vite's file server names its own Cache-Control ("no-cache") when it writes the head,
        // which would override ours: the file's rule wins, as on a host.
        const writeHead = res.writeHead;
        res.writeHead = function (this: typeof res, ...args: Parameters<typeof writeHead>) {
          const given = args.find((arg, i) => i > 0 && typeof arg === 'object' && arg !== null);
          if (given && !Array.isArray(given)) {
            for (const [name, value] of headers) {
              for (const key of Object.keys(given)) {
                if (key.toLowerCase() === name.toLowerCase())
                  delete (given as Record<string, unknown>)[key];
              }
              (given as Record<string, string>)[name] = value;
            }
          }
          return writeHead.apply(this, args);
        } as typeof writeHead;
        next();
      });
    },
  };
}

function readPolicy(mode: string, root: string): PagePolicyInput {
  const env = loadEnv(mode, root, 'VITE_');
  const production = mode === 'production';
  const apiUrl = env.VITE_DEFAULT_API_URL?.trim();
  try {
    if (production && !apiUrl) {
      throw new BuildSettingError(
        'VITE_DEFAULT_API_URL is not set. A production build talks only to the API it is built ' +
          'with: set it to the routing API (e.g. VITE_DEFAULT_API_URL=https://api.example.com/v1 ' +
          'npm run build), or build for development with `vite build --mode development`.',
      );
    }
    const rpcUrls = parseRpcUrls(env.VITE_RPC_URLS, 'VITE_RPC_URLS');
    // Read by the pages themselves (`buildTimeSettings.ts`); a value they would ignore fails here.
    parseFlag(env.VITE_QUICK_SWAP, 'VITE_QUICK_SWAP');
    const cosmosChains = parseCosmosChainsSetting(env.VITE_COSMOS_CHAINS, 'VITE_COSMOS_CHAINS');
    const walletConnect = parseWalletConnectSetting(
      env.VITE_WALLETCONNECT_PROJECT_ID,
      env.VITE_WALLETCONNECT_RELAY_URL,
    );
    if (production && Object.keys(rpcUrls).length === 0) {
      console.warn(
        '[page policy] VITE_RPC_URLS is not set: the production pages may not reach any RPC ' +
          '(balances, token checks and wallets need one per chain).',
      );
    }
    return {
      production,
      apiUrl: apiUrl || 'http://127.0.0.1:8787/v1',
      allowedApiOrigins: parseOriginList(env.VITE_API_ALLOWLIST, 'VITE_API_ALLOWLIST'),
      rpcUrls,
      cosmosRestUrls: Object.values(cosmosChains).map((c) => c.restUrl),
      imageHosts: parseOriginList(env.VITE_IMAGE_HOSTS, 'VITE_IMAGE_HOSTS'),
      walletConnectRelay: walletConnect && (walletConnect.relayUrl ?? DEFAULT_WALLETCONNECT_RELAY),
      frameAncestors: parseOriginList(env.VITE_FRAME_ANCESTORS, 'VITE_FRAME_ANCESTORS'),
      statusChannelUrl: parseWebSocketUrl(env.VITE_STATUS_CHANNEL_URL, 'VITE_STATUS_CHANNEL_URL'),
    };
  } catch (error) {
    if (error instanceof BuildSettingError) {
      throw new Error(`Build settings: ${error.message}`);
    }
    throw error;
  }
}

/** How long a host may keep a file whose name holds its hash (everything under `/assets/`). */
export const HASHED_ASSET_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** Per page path, the headers a static host must send (the `_headers` format). */
function headersFile(policy: PagePolicyInput): string {
  const page = (kind: PageKind) => [
    `  Content-Security-Policy: ${headerContentSecurityPolicy(policy, kind)}`,
    ...(kind === 'hosted' ? ['  X-Frame-Options: DENY'] : []),
    '  X-Content-Type-Options: nosniff',
    '  Referrer-Policy: strict-origin-when-cross-origin',
  ];
  // Pages by exact path, no wildcard: hosts merge every matching rule, and two policies intersect.
  return [
    '/',
    ...page('hosted'),
    '/index.html',
    ...page('hosted'),
    '/embed.html',
    ...page('embed'),
    '/embed',
    ...page('embed'),
    // Every file under /assets carries its content's hash in its name, so a browser may keep it
    // for a year and never ask again: a reload, a second tab or the next visit loads none of the
    // page's scripts over the network. (The pages themselves are asked for each time.)
    '/assets/*',
    `  Cache-Control: ${HASHED_ASSET_CACHE_CONTROL}`,
    '',
  ].join('\n');
}

/**
 * The headers of `path`: its exact rule's, or a `/prefix/*` rule's (the splat of the `_headers`
 * format; the file has no other pattern).
 */
export function headersForPath(
  rules: Map<string, Array<[string, string]>>,
  path: string,
): Array<[string, string]> {
  const exact = rules.get(path);
  if (exact) return exact;
  for (const [pattern, headers] of rules) {
    if (pattern.endsWith('/*') && path.startsWith(pattern.slice(0, -1))) return headers;
  }
  return [];
}

export function parseHeadersFile(text: string): Map<string, Array<[string, string]>> {
  const rules = new Map<string, Array<[string, string]>>();
  let current: Array<[string, string]> | undefined;
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    if (!line.startsWith(' ')) {
      current = [];
      rules.set(line.trim(), current);
      continue;
    }
    const at = line.indexOf(':');
    current?.push([line.slice(0, at).trim(), line.slice(at + 1).trim()]);
  }
  return rules;
}
