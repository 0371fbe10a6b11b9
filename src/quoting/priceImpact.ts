import type { Route } from '../api/types';

/**
 * Price impact: how much less the expected output is worth than the input, in USD, at the prices
 * the route carries (`from.lastPrice`, `to.lastPrice`). Fees taken from the amounts are in the
 * output already, so they count; network fees the wallet pays on top are not in either amount and
 * do not count (the review shows them beside it as the network cost).
 *
 * No floating point on the way: each price is read as the decimal text it came as (a JSON number's
 * shortest round-trip text, e.g. "0.9998" or "2e-5") into a scaled bigint, both USD values are
 * brought to one scale, and the thresholds are compared as exact ratios. Only the percentage shown
 * becomes a number, at the end.
 */

/** Above this share lost (5 %), a warning. */
const PRICE_IMPACT_WARNING_PERCENT = 5n;
/** Above this share lost (15 %), the person confirms it explicitly before swapping. */
const PRICE_IMPACT_CONFIRM_PERCENT = 15n;

export type PriceImpact =
  | {
      kind: 'known';
      /** Share of the input's USD value lost, in percent (negative: the output is worth more). */
      percent: number;
      level: 'ok' | 'warning' | 'confirm';
    }
  /** A price is missing (or the input is worth nothing): never shown as 0, always confirmed. */
  | { kind: 'unknown'; level: 'confirm' };

/** A decimal as `units / 10^scale`, exactly. */
export interface ScaledDecimal {
  units: bigint;
  scale: number;
}

const DECIMAL = /^(\d+)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;

/**
 * Parses a non-negative decimal text ("1", "0.9998", "2e-5", "1.5E+21") exactly; undefined when it
 * is not one (negative, NaN, Infinity, empty).
 */
export function parseDecimal(text: string): ScaledDecimal | undefined {
  const match = DECIMAL.exec(text.trim());
  if (!match) return undefined;
  const whole = match[1] ?? '0';
  const fraction = match[2] ?? '';
  const exponent = Number(match[3] ?? '0');
  if (!Number.isSafeInteger(exponent) || Math.abs(exponent) > 400) return undefined;
  let units = BigInt(whole + fraction);
  let scale = fraction.length - exponent;
  if (scale < 0) {
    units *= 10n ** BigInt(-scale);
    scale = 0;
  }
  return { units, scale };
}

/** A price as the exact decimal its text says; undefined when missing, zero or not finite. */
function priceOf(price: number): ScaledDecimal | undefined {
  if (!Number.isFinite(price) || price <= 0) return undefined;
  // String() gives the shortest text that reads back as the same double: the API's own digits.
  return parseDecimal(String(price));
}

/** `amount` (smallest units, `decimals`) at `price`, as a USD value `units / 10^scale`. */
function usdValue(amount: bigint, decimals: number, price: ScaledDecimal): ScaledDecimal {
  return { units: amount * price.units, scale: price.scale + decimals };
}

/** Both values at the larger scale, so their units compare directly. */
function sameScale(a: ScaledDecimal, b: ScaledDecimal): [bigint, bigint] {
  const scale = Math.max(a.scale, b.scale);
  return [a.units * 10n ** BigInt(scale - a.scale), b.units * 10n ** BigInt(scale - b.scale)];
}

export function priceImpact(route: Route): PriceImpact {
  const inPrice = priceOf(route.from.lastPrice);
  const outPrice = priceOf(route.to.lastPrice);
  if (!inPrice || !outPrice) return { kind: 'unknown', level: 'confirm' };
  const [paid, received] = sameScale(
    usdValue(route.inputAmount, route.from.decimals, inPrice),
    usdValue(route.outputAmount, route.to.decimals, outPrice),
  );
  if (paid <= 0n) return { kind: 'unknown', level: 'confirm' };
  const lost = paid - received;
  // lost / paid > limit / 100, without dividing.
  const above = (limit: bigint) => lost * 100n > paid * limit;
  const level = above(PRICE_IMPACT_CONFIRM_PERCENT)
    ? 'confirm'
    : above(PRICE_IMPACT_WARNING_PERCENT)
      ? 'warning'
      : 'ok';
  // Hundredths of a basis point, truncated toward zero: precise enough for any display.
  const percent = Number((lost * 1_000_000n) / paid) / 10_000;
  return { kind: 'known', percent, level };
}
