/**
 * Who a bridge message is from. Both sides accept a message only from the one window they talk
 * to (`event.source`: the iframe's `contentWindow`, or the iframe's `parent`) and only at an exact
 * origin they know (`event.origin`, compared whole: no suffix, prefix or pattern). Pure and
 * dependency-free (the host script ships it).
 */

/** What of a `MessageEvent` the checks read. */
export interface MessageSender {
  origin: string;
  source: unknown;
}

/**
 * True when `event` comes from `source` at one of `origins`, exactly. An opaque origin (`'null'`:
 * sandboxed frames, `data:` and `file:` pages) never passes, even if a list names it.
 */
export function isFromExpectedSender(
  event: MessageSender,
  expected: { origins: readonly string[]; source: unknown },
): boolean {
  if (event.source === null || event.source === undefined) return false;
  if (event.source !== expected.source) return false;
  if (event.origin === 'null' || event.origin === '') return false;
  return expected.origins.includes(event.origin);
}

/**
 * The exact origin of an http(s) URL (`src` resolved against `base`), the origin to post to and
 * expect messages from. Throws for anything else: an iframe whose origin is not known exactly
 * must not be talked to.
 */
export function httpOriginOf(src: string, base?: string): string {
  let url: URL;
  try {
    url = new URL(src, base);
  } catch {
    throw new Error(`swap widget bridge: "${src}" is not a URL`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`swap widget bridge: "${src}" is not an http(s) page`);
  }
  return url.origin;
}
