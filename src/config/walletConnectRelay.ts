// Relative imports name their `.ts` where the build's own config loads them (`buildSettings.ts`).

/** The relay the WalletConnect SDK uses when none is given; the production CSP admits it. */
export const DEFAULT_WALLETCONNECT_RELAY = 'wss://relay.walletconnect.org';

/** A `ws(s)://` URL with a host and no credentials: where a relay may be. */
export const RELAY_URL_PATTERN = /^wss?:\/\/[^\s/?#@]+(?:[/?#]\S*)?$/;

export const MAX_RELAY_URL = 500;

export function isRelayUrl(text: string): boolean {
  return text.length <= MAX_RELAY_URL && RELAY_URL_PATTERN.test(text);
}
