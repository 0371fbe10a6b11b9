/** The amounts' usual size (Tailwind's text-3xl), kept whenever the text fits at it. */
const FULL = '1.875rem';

/**
 * The widest a character of an amount can be, in em: a bold tabular digit is about 0.6 em in
 * most sans-serif fonts and 0.7 em in DejaVu Sans Bold (Linux's usual fallback); separators are
 * narrower. Overestimating only makes a long amount a little smaller than it could be.
 */
const CHAR_EM = 0.7;

/**
 * The CSS font size that fits `text` whole into its container's width (`cqi`, so the element's
 * ancestor must be an inline-size container, Tailwind's `@container`): the usual size for short
 * amounts, smaller in proportion to the character count for long ones. An amount is never cut
 * with an ellipsis, since a truncated number is a wrong number, and an input cannot wrap; pure
 * CSS, so it follows the width (a phone, a narrow frame, a wide token button) without measuring.
 */
export function amountFontSize(text: string): string {
  const chars = Math.max(1, [...text].length);
  return `min(${FULL}, calc(100cqi / (${chars} * ${CHAR_EM})))`;
}

/** The smallest size a long amount gets before the row gives it a line of its own. */
const READABLE = '1.125rem';

/**
 * The width `text` needs at a readable size, never more than the row (`cqi` of the row around
 * the amount, an inline-size container): as an amount's minimum width, it makes a wrapping row
 * put the token button below a long amount rather than shrink the amount to a few pixels.
 */
export function amountMinWidth(text: string): string {
  const chars = Math.max(1, [...text].length);
  return `min(100cqi, calc(${READABLE} * ${chars} * ${CHAR_EM}))`;
}
