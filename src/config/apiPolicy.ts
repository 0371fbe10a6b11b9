import { pageMessages } from '../i18n/en/page';
import { type MessageRef, messageRef } from '../lib/messageRef';
import { ConfigError, validateApiUrl } from './widgetConfig';

/**
 * Which routing API a page may talk to. The API decides what the user's wallet is asked to sign,
 * so it is the integrator's choice, never a link's: a production page uses the API it was built
 * with, and a link's `apiUrl` only when its exact origin is on the build's allowlist. A development
 * build accepts any http(s) API from a link, and the page shows it as untrusted.
 */
export interface ApiPolicy {
  /** The API used unless a link names another one that is accepted. */
  defaultApiUrl: string;
  /** Exact origins (`https://host:port`) a link may switch to. */
  allowedOrigins: readonly string[];
  /** Development builds: any http(s) API from a link is used, and flagged. */
  acceptAnyApi: boolean;
}

export type ApiChoice =
  /** The default API (no link parameter, or the link names the default). */
  | { kind: 'default'; apiUrl: string }
  /** An API on the build's allowlist. */
  | { kind: 'allowed'; apiUrl: string }
  /** Development build only: an API no one vouched for. The page must say so, always. */
  | { kind: 'untrusted'; apiUrl: string; origin: string }
  /** The link named an API this build does not accept: the default is used, and the page says so. */
  | { kind: 'ignored'; apiUrl: string; message: MessageRef };

/** Decides the API from a link's `apiUrl` value (`null` when the link has none). */
export function chooseApi(requested: string | null, policy: ApiPolicy): ApiChoice {
  const fallback = policy.defaultApiUrl;
  if (requested === null || requested.trim() === '') return { kind: 'default', apiUrl: fallback };
  let apiUrl: string;
  try {
    apiUrl = validateApiUrl(requested.trim());
  } catch (error) {
    const reason =
      error instanceof ConfigError
        ? (error.messageRef ?? error.shortMessage)
        : messageRef(pageMessages, 'apiUrlNotValid');
    return {
      kind: 'ignored',
      apiUrl: fallback,
      message: messageRef(pageMessages, 'apiUrlRefused', { reason, origin: originOf(fallback) }),
    };
  }
  if (apiUrl === fallback) return { kind: 'default', apiUrl };
  const origin = originOf(apiUrl);
  if (policy.allowedOrigins.includes(origin)) return { kind: 'allowed', apiUrl };
  if (policy.acceptAnyApi) return { kind: 'untrusted', apiUrl, origin };
  return {
    kind: 'ignored',
    apiUrl: fallback,
    message: messageRef(pageMessages, 'apiIgnored', {
      requested: origin.slice(0, 100),
      origin: originOf(fallback),
    }),
  };
}

function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return url;
  }
}

/** Fallback for development builds without `VITE_DEFAULT_API_URL`: the sandbox of `npm start`. */
const DEVELOPMENT_FALLBACK_API_URL = 'http://127.0.0.1:8787/v1';

/**
 * The policy of this build, from `VITE_DEFAULT_API_URL` and `VITE_API_ALLOWLIST` (read when the
 * build starts: `buildTimeSettings.ts`). A production build always has a default API
 * (`pagePolicyPlugin.ts` refuses to build without one).
 */
export function buildApiPolicy(
  // The one setting, not `import.meta.env` whole: that would put every VITE_ setting in the page.
  env: Pick<ImportMetaEnv, 'VITE_DEFAULT_API_URL'> = {
    VITE_DEFAULT_API_URL: import.meta.env.VITE_DEFAULT_API_URL,
  },
  developmentBuild: boolean = __DEVELOPMENT_BUILD__,
  allowedOrigins: readonly string[] = __API_ALLOWLIST__,
): ApiPolicy {
  const configured = env.VITE_DEFAULT_API_URL?.trim();
  return {
    defaultApiUrl: validateApiUrl(configured || DEVELOPMENT_FALLBACK_API_URL),
    allowedOrigins,
    acceptAnyApi: developmentBuild,
  };
}
