/**
 * A WalletConnect pairing link (`wc:<topic>@<version>?<query>`), the one kind of link the iframe
 * may ask its host page to open: a custom scheme's link does not open from inside a cross-origin
 * frame. Both ends check it (the iframe before it posts, the host script before it opens), so
 * `javascript:`, `http(s):`, `intent:` or any other scheme never reaches `location`.
 *
 * Pure, with no runtime imports: the host script ships it.
 */

/** Far beyond a pairing link (about 200 characters), far below anything a browser chokes on. */
const WALLET_LINK_MAX = 2048;

/**
 * The sign-client writes the query with `URLSearchParams`, which leaves only letters, digits,
 * `*-._` and its own `%`, `+`, `=`, `&` unescaped: no quote, space, `#` or another `:`.
 */
const WALLET_LINK_PATTERN = /^wc:[0-9a-f]{64}@[1-9][0-9]{0,2}\?[A-Za-z0-9*._+%=&-]+$/;

/** Whether `value` is a `wc:` pairing link: the length first, then the pattern. */
export function isWalletLink(value: unknown): value is string {
  return (
    typeof value === 'string' && value.length <= WALLET_LINK_MAX && WALLET_LINK_PATTERN.test(value)
  );
}
