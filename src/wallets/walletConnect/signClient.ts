import { SignClient } from '@walletconnect/sign-client';
import { WalletConnectRelayError } from './walletConnectErrors';
import type { WalletConnectSettings } from './walletConnectSettings';

// The WalletConnect SDK itself (about 124 KB gzip, as `npm run bench` measures it): only
// `walletConnectLink.ts` imports this file, with `import()`, when a person picks WalletConnect or
// a session is restored.

export type WalletConnectClient = Awaited<ReturnType<typeof SignClient.init>>;

/** How long the relay may take to let the client in before the person is told it is unreachable. */
const RELAY_TIMEOUT_MS = 20_000;

/** One client per storage prefix (the SDK keeps one Core per prefix too), for the page's life. */
const clients = new Map<string, Promise<WalletConnectClient>>();

/**
 * The widget instance's sign-client: telemetry off, and Verify (which asks
 * verify.walletconnect.org, or loads its frame, about each proposal) replaced by "no attestation",
 * so with `relayUrl` set the relay is the only host it reaches. A failed start is forgotten, so the
 * next try starts afresh.
 */
export function signClientFor(settings: WalletConnectSettings): Promise<WalletConnectClient> {
  const known = clients.get(settings.storagePrefix);
  if (known) return known;
  const started = withTimeout(startClient(settings)).catch((error: unknown) => {
    clients.delete(settings.storagePrefix);
    throw error instanceof WalletConnectRelayError
      ? error
      : new WalletConnectRelayError({ cause: error, details: String(error).slice(0, 200) });
  });
  clients.set(settings.storagePrefix, started);
  return started;
}

async function startClient(settings: WalletConnectSettings): Promise<WalletConnectClient> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) {
    throw new WalletConnectRelayError({ details: 'the browser is offline' });
  }
  const client = await SignClient.init({
    projectId: settings.projectId,
    ...(settings.relayUrl ? { relayUrl: settings.relayUrl } : {}),
    customStoragePrefix: settings.storagePrefix,
    telemetryEnabled: false,
    logger: 'silent',
    metadata: pageMetadata(),
  });
  const verify = client.core.verify as { register(...args: unknown[]): Promise<unknown> };
  verify.register = async () => undefined;
  return client;
}

/** What the wallet shows of the site asking: the page's own title and origin, no icons to fetch. */
function pageMetadata() {
  const url = typeof location === 'undefined' ? 'http://localhost' : location.origin;
  const title = typeof document === 'undefined' ? '' : document.title.trim();
  return { name: title || new URL(url).host, description: 'Cross-chain swap', url, icons: [] };
}

/** `work`, or a relay error once `RELAY_TIMEOUT_MS` passed without it. */
export function withTimeout<T>(work: Promise<T>, ms = RELAY_TIMEOUT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new WalletConnectRelayError({ details: `no answer in ${ms} ms` })),
      ms,
    );
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
