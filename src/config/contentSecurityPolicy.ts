/**
 * The content security policy of the hosted and iframe pages, computed at build time from the
 * build's settings (`scripts/pagePolicyPlugin.ts` writes it into the pages and their headers).
 * A production page may only talk to the configured API (and the allowlisted ones), the
 * configured RPCs and its own files, and load images from the API and the listed image hosts:
 * a script that got in through a dependency or a response has nowhere to send what it finds.
 * Pure, so it is unit-tested.
 */
export interface PagePolicyInput {
  /** False for development builds, which accept any API from a link (and so any RPC). */
  production: boolean;
  apiUrl: string;
  allowedApiOrigins: readonly string[];
  rpcUrls: Record<string, readonly string[]>;
  /** The Cosmos chains' REST APIs (`VITE_COSMOS_CHAINS`), which the widget reads and broadcasts to. */
  cosmosRestUrls: readonly string[];
  imageHosts: readonly string[];
  /** The WalletConnect relay (`ws(s)://`), when the pages offer WalletConnect. */
  walletConnectRelay?: string | undefined;
  /** Origins that may frame the iframe page (`frame-ancestors`); the hosted page: none. */
  frameAncestors: readonly string[];
  /** The default API's status channel (`VITE_STATUS_CHANNEL_URL`), when it has one. */
  statusChannelUrl?: string | undefined;
}

export type PageKind = 'hosted' | 'embed';

/** `ws(s)://` twins of an http(s) RPC origin: web3.js subscribes on the same host, port + 1. */
function websocketOrigins(origin: string): string[] {
  const url = new URL(origin);
  const scheme = url.protocol === 'https:' ? 'wss:' : 'ws:';
  const out = [`${scheme}//${url.host}`];
  if (url.port) out.push(`${scheme}//${url.hostname}:${Number(url.port) + 1}`);
  return out;
}

/** `ws(s)://host[:port]` of a relay URL (`URL.origin` is "null" for ws schemes in some engines). */
function relayOrigin(relayUrl: string): string {
  const url = new URL(relayUrl);
  return `${url.protocol}//${url.host}`;
}

const unique = (items: string[]) => [...new Set(items)];

/** `wss://host[:port]` of the status channel's URL. */
function channelSource(url: string): string {
  const { protocol, host } = new URL(url);
  return `${protocol}//${host}`;
}

/** Directives shared by the page's `<meta>` tag and its HTTP header. */
function directives(input: PagePolicyInput): Array<[string, string[]]> {
  const api = [new URL(input.apiUrl).origin, ...input.allowedApiOrigins];
  const rpcOrigins = Object.values(input.rpcUrls)
    .flat()
    .map((u) => new URL(u).origin);
  const cosmosOrigins = input.cosmosRestUrls.map((u) => new URL(u).origin);
  const connect = input.production
    ? unique([
        "'self'",
        ...api,
        ...rpcOrigins,
        ...rpcOrigins.flatMap(websocketOrigins),
        ...cosmosOrigins,
        // A ws(s) URL's origin is "null": the policy names its scheme and host.
        ...(input.statusChannelUrl ? [channelSource(input.statusChannelUrl)] : []),
        ...(input.walletConnectRelay ? [relayOrigin(input.walletConnectRelay)] : []),
      ])
    : ["'self'", 'http:', 'https:', 'ws:', 'wss:'];
  const img = input.production
    ? unique(["'self'", 'data:', ...api, ...input.imageHosts])
    : ["'self'", 'data:', 'http:', 'https:'];
  return [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'"]],
    // Tailwind's stylesheet is a file; the iframe page's one inline rule and style attributes
    // set by libraries need inline styles, which cannot run code.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', img],
    ['connect-src', connect],
    ['font-src', ["'self'", 'data:']],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'none'"]],
  ];
}

const serialise = (list: Array<[string, string[]]>) =>
  list.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ');

/** For `<meta http-equiv="Content-Security-Policy">` (browsers ignore frame-ancestors there). */
export function metaContentSecurityPolicy(input: PagePolicyInput): string {
  return serialise(directives(input));
}

/** For the `Content-Security-Policy` response header: the meta policy plus `frame-ancestors`. */
export function headerContentSecurityPolicy(input: PagePolicyInput, page: PageKind): string {
  const ancestors = page === 'hosted' ? ["'none'"] : unique(["'self'", ...input.frameAncestors]);
  return serialise([...directives(input), ['frame-ancestors', ancestors]]);
}
