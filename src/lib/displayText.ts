/**
 * Text from an API or a chain is shown to people, so it is bounded and stripped before it reaches
 * the screen: only letters, numbers, punctuation, symbols and plain spaces survive. That removes
 * control characters and every invisible or direction-changing format character (U+202E "right-to-
 * left override" would make `USDC\u202Egnp.exe` read "USDCexe.png"; zero-width spaces make two
 * symbols look alike). Whitespace runs become one space.
 */

/** Everything that is not a letter, number, punctuation, symbol or a plain space. */
const NOT_PRINTABLE = /[^\p{L}\p{N}\p{P}\p{S}\p{M} ]/gu;

/** Length caps for API text, in characters (code points). */
export const TEXT_LIMITS = {
  symbol: 32,
  name: 64,
  provider: 64,
  tag: 24,
  /** Error codes and messages shown or logged. */
  message: 200,
} as const;

/**
 * `text` made safe to show: printable characters only, trimmed, at most `max` code points (a cut
 * string ends with "…", so a person can tell it was cut).
 */
export function cleanDisplayText(text: string, max: number): string {
  const printable = text.replace(/\s+/g, ' ').replace(NOT_PRINTABLE, '').trim();
  const chars = Array.from(printable);
  if (chars.length <= max) return printable;
  return `${chars
    .slice(0, Math.max(0, max - 1))
    .join('')
    .trimEnd()}…`;
}
