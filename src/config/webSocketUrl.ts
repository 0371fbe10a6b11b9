/** A `ws(s)://` URL with a host and no credentials (a URL is logged): a relay, a status channel. */
export const WEB_SOCKET_URL_PATTERN = /^wss?:\/\/[^\s/?#@]+(?:[/?#]\S*)?$/;

export const MAX_WEB_SOCKET_URL = 500;

export function isWebSocketUrl(text: string): boolean {
  return text.length <= MAX_WEB_SOCKET_URL && WEB_SOCKET_URL_PATTERN.test(text);
}
