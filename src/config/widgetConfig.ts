/**
 * What an integrator (or the hosted page, from its URL) hands the widget. Plain JSON, so it can
 * cross an iframe boundary unchanged.
 */
export interface WidgetDefaults {
  fromChain?: string;
  fromToken?: string;
  toChain?: string;
  toToken?: string;
  /** Human-readable amount, e.g. "100" or "0.5". */
  amount?: string;
}

export type ThemeSetting = 'light' | 'dark' | 'auto';

export interface WidgetConfig {
  /** Base URL of the routing API, including the version segment (`.../v1`). */
  apiUrl: string;
  apiKey?: string;
  integratorId?: string;
  theme?: ThemeSetting;
  /** Namespaces storage and query keys; give each widget on one page its own. */
  instanceId?: string;
  defaults?: WidgetDefaults;
}

export const FALLBACK_API_URL = 'http://127.0.0.1:8787/v1';
export const DEFAULT_INSTANCE_ID = 'default';

/** The API the widget talks to when nothing says otherwise (the sandbox under `npm start`). */
export function defaultApiUrl(): string {
  const fromEnv = import.meta.env?.VITE_DEFAULT_API_URL;
  return typeof fromEnv === 'string' && fromEnv !== '' ? fromEnv : FALLBACK_API_URL;
}

/**
 * The API key built into the hosted page (`VITE_DEFAULT_API_KEY`, set by `npm start`), for the
 * default API only: see `parseUrlState`. A key is never read from the URL: a page URL is shared
 * and logged, so a key in it would leak.
 */
export function defaultApiKey(): string | undefined {
  const fromEnv = import.meta.env?.VITE_DEFAULT_API_KEY;
  return typeof fromEnv === 'string' && fromEnv !== '' ? fromEnv : undefined;
}

/** Whether `apiUrl` is the default API (compared after normalising both). */
export function isDefaultApiUrl(apiUrl: string): boolean {
  const normalise = (u: string) => {
    try {
      return validateApiUrl(u);
    } catch {
      return u;
    }
  };
  return normalise(apiUrl) === normalise(defaultApiUrl());
}

export class ConfigError extends Error {
  override name = 'ConfigError';
  constructor(
    /** Short, for people. */
    readonly shortMessage: string,
    readonly details?: string,
  ) {
    super(details ? `${shortMessage} (${details})` : shortMessage);
  }
}

/**
 * Checks an API base URL. Only http(s) is accepted (a `javascript:` or `file:` URL from a shared
 * link must never become a fetch target), and credentials inside the URL are refused because the
 * URL is shown and shared. Returns the URL without a trailing slash.
 */
export function validateApiUrl(text: string): string {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new ConfigError('The API address is not a valid URL.', text);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ConfigError('The API address must start with http:// or https://.', text);
  }
  if (url.username || url.password) {
    throw new ConfigError('The API address must not contain a user name or password.');
  }
  return url.href.replace(/\/+$/, '');
}
