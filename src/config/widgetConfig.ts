import type { RoutingClientConfig } from '../api/client';
import { configMessages } from '../i18n/en/config';
import { messageRef } from '../lib/messageRef';
import { trimTrailing } from '../lib/trimTrailing';
import { type ShortMessage, WidgetError } from '../lib/widgetError';
import type { CosmosChainConfig } from './cosmosChains';
import type { WalletConnectOptions } from './walletConnectOptions';
import { isWebSocketUrl } from './webSocketUrl';
import type { WidgetOptions } from './widgetOptions';

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

/** See `WidgetOptions` (`widgetOptions.ts`) for the look, the form's limits and the quote options. */
export interface WidgetConfig extends WidgetOptions {
  /** Base URL of the routing API, including the version segment (`.../v1`). */
  apiUrl: string;
  apiKey?: string;
  integratorId?: string;
  /**
   * The routing API's real-time status channel (`wss://…`), for an integrator given access to
   * it: each submitted step is followed over it, and `/status` is polled when it is absent,
   * fails, drops or falls silent. Its messages are in the shape `docs/live-service-notes.md`
   * ("Status channel") assumes. Not a link parameter: only the page's own config names it.
   */
  statusChannelUrl?: string;
  theme?: ThemeSetting;
  /**
   * The widget's language as a BCP 47 tag (`"de"`, `"en-GB"`). Unsupported or absent: the
   * browser's preferred languages decide, then English.
   */
  language?: string;
  /** Namespaces storage and query keys; give each widget on one page its own. */
  instanceId?: string;
  defaults?: WidgetDefaults;
  /**
   * RPC URLs per chain id (`{ "1": ["https://..."] }`), used before the API's own `rpcUrls`
   * (which are only a fallback: the API should not choose where balances are read from).
   */
  rpcUrls?: Record<string, string[]>;
  /**
   * Origins images may load from (token, chain and wallet logos), besides the API's own origin
   * and `data:` images. Any other image is replaced by a letter: a logo host sees who looks.
   */
  imageHosts?: string[];
  /**
   * Single same-chain swaps through the API's one-call `/quick-swap` (its route and transactions
   * in one answer) instead of `/quotes` + `/createTx` + `/nextTx` at Confirm swap; off unless
   * `true`. A service that does not offer it (404, 501) is asked the usual way.
   */
  quickSwap?: boolean;
  /**
   * Per Cosmos chain id, what signing there needs that `/chains` does not say (its REST API, the
   * address prefix, the fee's denom and gas price, what a wallet needs to add it):
   * `cosmosChains.ts`, checked when the Cosmos stack loads. A Cosmos chain without an entry is
   * quoted, never signed for.
   */
  cosmosChains?: Record<string, CosmosChainConfig>;
  /**
   * WalletConnect (`walletConnectOptions.ts`, checked when the wallet stacks load): with a project
   * id, the wallet menu offers it. From the integrator's own config (or the page's build), never
   * from a page's URL or an iframe host's message: a link must not pick the relay.
   */
  walletConnect?: WalletConnectOptions;
}

export const DEFAULT_INSTANCE_ID = 'default';

/** What the widget's routing client is made of: one place, so an early request matches it. */
export function routingClientConfigOf(
  config: Pick<WidgetConfig, 'apiUrl' | 'apiKey' | 'integratorId' | 'statusChannelUrl'>,
): Pick<RoutingClientConfig, 'baseUrl' | 'apiKey' | 'integratorId' | 'statusChannelUrl'> {
  const statusChannelUrl = checkedStatusChannelUrl(config.statusChannelUrl);
  return {
    baseUrl: config.apiUrl,
    apiKey: config.apiKey,
    integratorId: config.integratorId,
    ...(statusChannelUrl === undefined ? {} : { statusChannelUrl }),
  };
}

/**
 * A status channel URL the widget may open: `ws:` or `wss:`, with no credentials in it (it is
 * logged like any URL). Anything else is left out, with a word in the console: steps are then
 * followed by polling `/status`, as without a channel.
 */
function checkedStatusChannelUrl(text: unknown): string | undefined {
  if (text === undefined) return undefined;
  if (typeof text === 'string' && isWebSocketUrl(text)) return text;
  console.warn(
    `[swap-widget] config.statusChannelUrl ignored: ${JSON.stringify(String(text).slice(0, 120))} is not a ws: or wss: URL without credentials; steps are followed by polling /status`,
  );
  return undefined;
}

/**
 * The API key built into the hosted page (`VITE_DEFAULT_API_KEY`, set by `npm start`), for the
 * default API only: see `parseUrlState`. A key is never read from the URL: a page URL is shared
 * and logged, so a key in it would leak.
 */
export function defaultApiKey(): string | undefined {
  // The one setting, not `import.meta.env` whole: that would put every VITE_ setting in the page.
  const fromEnv = import.meta.env.VITE_DEFAULT_API_KEY;
  return typeof fromEnv === 'string' && fromEnv !== '' ? fromEnv : undefined;
}

/** A config value the widget cannot use (an API URL that is not http(s), ...). */
export class ConfigError extends WidgetError {
  override name = 'ConfigError';
  constructor(shortMessage: ShortMessage, details?: string) {
    super(
      'CONFIG_ERROR',
      shortMessage,
      details === undefined ? {} : { details: details.slice(0, 200) },
    );
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
    throw new ConfigError(messageRef(configMessages, 'apiUrlInvalid'), text);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ConfigError(messageRef(configMessages, 'apiUrlScheme'), text);
  }
  if (url.username || url.password) {
    throw new ConfigError(messageRef(configMessages, 'apiUrlCredentials'));
  }
  return trimTrailing(url.href, '/');
}
