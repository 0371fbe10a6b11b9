/**
 * Amount helpers. Money is a `bigint` in the token's smallest unit everywhere; viem's
 * `parseUnits`/`formatUnits` convert at the edges. Only USD values (display only) are numbers.
 */

import { parseUnits } from 'viem';
import { trimTrailing } from './trimTrailing';

type AmountInputError = 'empty' | 'invalid' | 'too-many-decimals' | 'zero';
export type ParsedAmountInput =
  | { ok: true; value: bigint }
  | { ok: false; reason: AmountInputError };

/** Digits with at most one `.`; either side may be empty (`.5`, `1.`), but not both. */
const AMOUNT_INPUT = /^(\d*)(?:\.(\d*))?$/;

/**
 * Parses what a user typed into an amount field.
 *
 * Rule (kept simple on purpose, so it never guesses): surrounding spaces are trimmed; the text
 * must be ASCII digits with at most one `.` as the decimal separator. Thousands separators,
 * commas, signs, exponents and inner spaces are `invalid` (a `,` could mean either a decimal or a
 * thousands separator). Empty text and a lone `.` are `empty` (the user has not typed a number
 * yet). More fraction digits than the token has are `too-many-decimals`, except trailing zeros,
 * which do not change the value.
 */
export function parseAmountInput(text: string, decimals: number): ParsedAmountInput {
  assertDecimals(decimals);
  const trimmed = text.trim();
  if (trimmed === '' || trimmed === '.') return { ok: false, reason: 'empty' };
  const match = AMOUNT_INPUT.exec(trimmed);
  if (!match) return { ok: false, reason: 'invalid' };
  const whole = match[1] ?? '';
  const fraction = trimTrailing(match[2] ?? '', '0');
  if (fraction.length > decimals) return { ok: false, reason: 'too-many-decimals' };
  // The string is now exactly representable, so parseUnits does no rounding.
  const value = parseUnits(`${whole || '0'}.${fraction || '0'}`, decimals);
  if (value === 0n) return { ok: false, reason: 'zero' };
  return { ok: true, value };
}

export interface FormatAmountOptions {
  /** At most this many digits after the point (default 6). */
  maxFractionDigits?: number;
  /**
   * At most this many significant digits, counted from the first non-zero digit. Integer digits
   * are never cut: `significant: 4` shows 1,234,567 in full, but 0.00012345 as 0.0001234.
   */
  significant?: number;
  /** Separators and grouping of this BCP 47 locale (default `en-US`: `1,234.5`). */
  locale?: string;
}

/**
 * Human display of an amount: `1,234.5678`, `0.000012`, `<0.000001` (in German `1.234,5678`).
 *
 * Digits are cut, not rounded, so a displayed balance is never more than the real one. A non-zero
 * value too small for the allowed digits shows as `<` the smallest displayable amount. The value
 * never becomes a JS number: `Intl` groups the whole part as a bigint, and the cut fraction digits
 * follow the locale's decimal separator.
 */
export function formatAmount(value: bigint, decimals: number, opts?: FormatAmountOptions): string {
  assertDecimals(decimals);
  const maxFractionDigits = opts?.maxFractionDigits ?? 6;
  if (value < 0n) {
    const positive = formatAmount(-value, decimals, opts);
    return positive.startsWith('<') ? `>-${positive.slice(1)}` : `-${positive}`;
  }
  const base = 10n ** BigInt(decimals);
  const whole = value / base;
  const fraction = decimals > 0 ? (value % base).toString().padStart(decimals, '0') : '';

  let digits = Math.min(Math.max(0, Math.floor(maxFractionDigits)), decimals);
  const significant = opts?.significant;
  if (significant !== undefined) {
    if (whole > 0n) {
      digits = Math.min(digits, Math.max(0, significant - whole.toString().length));
    } else {
      const firstNonZero = fraction.search(/[1-9]/);
      if (firstNonZero >= 0) digits = Math.min(digits, firstNonZero + significant);
    }
  }
  const shownFraction = trimTrailing(fraction.slice(0, digits), '0');
  const { integers, point } = numberFormatOf(opts?.locale ?? 'en-US');
  if (whole === 0n && shownFraction === '' && value > 0n) {
    return digits === 0 ? '<1' : `<0${point}${'0'.repeat(digits - 1)}1`;
  }
  const grouped = integers.format(whole);
  return shownFraction ? `${grouped}${point}${shownFraction}` : grouped;
}

interface LocaleNumbers {
  integers: Intl.NumberFormat;
  point: string;
}

/** Formats are costly to build and immutable: one per locale, shared. */
const numberFormats = new Map<string, LocaleNumbers>();

function numberFormatOf(locale: string): LocaleNumbers {
  let found = numberFormats.get(locale);
  if (!found) {
    const integers = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
    const point =
      new Intl.NumberFormat(locale).formatToParts(1.5).find((p) => p.type === 'decimal')?.value ??
      '.';
    found = { integers, point };
    numberFormats.set(locale, found);
  }
  return found;
}

/**
 * USD value of an amount, for display only. The multiplication is done on bigints (the price is
 * read exactly from its shortest float text), so amounts beyond 2^53 lose nothing before the final
 * conversion. A missing, negative or non-finite price gives 0.
 */
export function toUsd(value: bigint, decimals: number, price: number): number {
  assertDecimals(decimals);
  if (!Number.isFinite(price) || price <= 0 || value === 0n) return 0;
  // price = mantissa * 10^(exponent - 16): 17 significant digits, enough to round-trip a double.
  const [mantissaText = '0', exponentText = '0'] = price.toExponential(16).split('e');
  const mantissa = BigInt(mantissaText.replace('.', ''));
  const exponent = Number(exponentText) - 16 - decimals;
  const product = value * mantissa;
  if (exponent >= 0) return Number(product * 10n ** BigInt(exponent));
  // Keep at least 20 significant digits in the quotient, then let the decimal parser round once.
  const divisor = 10n ** BigInt(-exponent);
  const shift = Math.max(0, 20 - (product.toString().length - divisor.toString().length));
  const quotient = (product * 10n ** BigInt(shift)) / divisor;
  return Number(`${quotient}e-${shift}`);
}

const usdFormats = new Map<string, Intl.NumberFormat>();

/**
 * `$1,234.56` (German `1.234,56 $`); a positive value under one cent is `<$0.01`; a non-finite
 * value is `—`. USD values are display-only estimates, so a number is fine here.
 */
export function formatUsd(usd: number, locale = 'en-US'): string {
  if (!Number.isFinite(usd)) return '—';
  let format = usdFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    usdFormats.set(locale, format);
  }
  if (usd > 0 && usd < 0.01) return `<${format.format(0.01)}`;
  if (usd < 0 && usd > -0.01) return `>${format.format(-0.01)}`;
  return format.format(usd);
}

/**
 * The least output acceptable under `slippageBps` (100 = 1%), rounded down. Fractional basis points
 * are kept to two decimals (e.g. 2.5 bps).
 */
export function applySlippage(amount: bigint, slippageBps: number): bigint {
  if (!Number.isFinite(slippageBps) || slippageBps < 0 || slippageBps > 10_000) {
    throw new RangeError(`slippageBps must be between 0 and 10000, got ${slippageBps}`);
  }
  const keptPerMillion = 1_000_000n - BigInt(Math.round(slippageBps * 100));
  return (amount * keptPerMillion) / 1_000_000n;
}

/** Throws unless `decimals` is a token's: an integer from 0 to 255. */
export function assertDecimals(decimals: number): void {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 255) {
    throw new RangeError(`decimals must be an integer from 0 to 255, got ${decimals}`);
  }
}
