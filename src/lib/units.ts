import { trimTrailing } from './trimTrailing';

/**
 * Decimal text <-> an amount in a token's smallest unit, with viem's `parseUnits`/`formatUnits`
 * results (the wallet stacks use viem's), in strings and bigints only: viem's pull its number
 * helpers and error classes into the pages' first load, 0.5 KB gzip for two small functions.
 */

const DECIMAL_TEXT = /^(-?)(\d*)(?:\.(\d*))?$/;

/**
 * `text` (`"1.5"`, `"-0.25"`, `".5"`) in units of `10^-decimals`. More fraction digits than
 * `decimals` round half away from zero on the first digit left out, as viem's do.
 */
export function parseUnits(text: string, decimals: number): bigint {
  const [, sign, whole = '', fraction = ''] = DECIMAL_TEXT.exec(text) ?? [];
  if (!whole && !fraction) throw new RangeError(`Not a decimal number: "${text.slice(0, 80)}"`);
  const kept = fraction.slice(0, decimals).padEnd(decimals, '0');
  const roundUp = (fraction[decimals] ?? '0') >= '5' ? 1n : 0n;
  const units = BigInt(`${whole || '0'}${kept}`) + roundUp;
  return sign ? -units : units;
}

/** `value` units of `10^-decimals` as decimal text, without trailing zeros (`"1.5"`, `"-2"`). */
export function formatUnits(value: bigint, decimals: number): string {
  const negative = value < 0n;
  // At least one digit before the point.
  const digits = (negative ? -value : value).toString().padStart(decimals + 1, '0');
  const point = digits.length - decimals;
  const fraction = trimTrailing(digits.slice(point), '0');
  return `${negative ? '-' : ''}${digits.slice(0, point)}${fraction ? `.${fraction}` : ''}`;
}
