/**
 * The page builds' settings, as environment text (`VITE_*`), parsed in one place for the build
 * (`vite.config.ts`, which refuses bad values) and for the running page. Pure: no `import.meta`.
 */
// Relative imports name their `.ts`: the build's own config loads this file.
import { isWebSocketUrl } from './webSocketUrl.ts';

export class BuildSettingError extends Error {
  override name = 'BuildSettingError';
}

/** `https://host[:port]` of an http(s) URL; throws on anything else. */
function httpOrigin(text: string, what: string): string {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    throw new BuildSettingError(`${what}: "${text}" is not a URL`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new BuildSettingError(`${what}: "${text}" is not http(s)`);
  }
  return url.origin;
}

/** `VITE_STATUS_CHANNEL_URL`: a ws(s) URL without credentials; undefined when not set. */
export function parseWebSocketUrl(text: string | undefined, what: string): string | undefined {
  const url = text?.trim();
  if (!url) return undefined;
  if (!isWebSocketUrl(url)) {
    throw new BuildSettingError(`${what}: "${text}" is not a ws(s) URL without credentials`);
  }
  return url;
}

/** A comma-separated list of origins (`VITE_API_ALLOWLIST`, `VITE_IMAGE_HOSTS`). */
export function parseOriginList(text: string | undefined, what: string): string[] {
  if (!text?.trim()) return [];
  return [
    ...new Set(
      text
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
        .map((s) => httpOrigin(s, what)),
    ),
  ];
}

/** A JSON object setting (`VITE_RPC_URLS`, `VITE_COSMOS_CHAINS`), its entries unchecked. */
export function parseJsonObject(
  text: string | undefined,
  what: string,
  shape: string,
): Record<string, unknown> {
  if (!text?.trim()) return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new BuildSettingError(`${what}: not JSON`);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new BuildSettingError(`${what}: expected ${shape}`);
  }
  return value as Record<string, unknown>;
}

/** `VITE_RPC_URLS`: JSON object of chain id to a list of http(s) RPC URLs. */
export function parseRpcUrls(text: string | undefined, what: string): Record<string, string[]> {
  const value = parseJsonObject(text, what, '{"<chainId>": ["https://..."]}');
  const out: Record<string, string[]> = Object.create(null);
  for (const [chainId, urls] of Object.entries(value)) {
    if (!Array.isArray(urls) || urls.some((u) => typeof u !== 'string')) {
      throw new BuildSettingError(`${what}: chain ${chainId} needs a list of URLs`);
    }
    for (const u of urls) httpOrigin(u, `${what} (chain ${chainId})`);
    out[chainId] = urls;
  }
  return out;
}

/** An on/off setting (`VITE_QUICK_SWAP`): `true`/`1` or `false`/`0`, unset is off. */
export function parseFlag(text: string | undefined, what: string): boolean {
  const value = text?.trim().toLowerCase() ?? '';
  if (value === 'true' || value === '1') return true;
  if (value === '' || value === 'false' || value === '0') return false;
  throw new BuildSettingError(`${what}: "${text}" is not true, false, 1 or 0`);
}

/**
 * `VITE_WALLETCONNECT_PROJECT_ID` and `VITE_WALLETCONNECT_RELAY_URL`: the pages' WalletConnect, or
 * undefined without a project id (taken as given). A relay URL must be `ws(s)://`.
 */
export function parseWalletConnectSetting(
  projectId: string | undefined,
  relayUrl: string | undefined,
): { projectId: string; relayUrl?: string } | undefined {
  const id = projectId?.trim();
  const relay = relayUrl?.trim();
  if (relay && !isWebSocketUrl(relay)) {
    throw new BuildSettingError(`VITE_WALLETCONNECT_RELAY_URL: "${relay}" is not a ws(s) URL`);
  }
  if (!id) return undefined;
  return relay ? { projectId: id, relayUrl: relay } : { projectId: id };
}
