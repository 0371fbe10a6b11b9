import { type FormatAmountOptions, formatAmount, formatUsd } from '../lib/amounts';
import { type NumberSeparators, numberSeparators } from '../lib/localeAmountText';
import { madeOnFirstUse } from '../lib/madeOnFirstUse';
import type { Locale } from './locales';

/**
 * Numbers, money and times for one locale, through `Intl`. Amounts stay bigints (see
 * `formatAmount`); USD values, percentages and times are display-only numbers.
 */
export interface Formatters {
  /** A token amount in its smallest units, digits cut (never rounded up). */
  amount(value: bigint, decimals: number, opts?: Omit<FormatAmountOptions, 'locale'>): string;
  usd(value: number): string;
  /** `12.5` -> "12.5%" (one decimal under 10, none from 10 on). */
  percent(value: number): string;
  /** A percentage someone set (slippage), as set: up to two decimals ("0.5%", "0.05%"). */
  percentAsSet(value: number): string;
  number(value: number | bigint): string;
  /** "in 2 minutes", "3 hours ago" (negative is past). */
  relative(value: number, unit: Intl.RelativeTimeFormatUnit): string;
  dateTime(at: number): string;
  /** "A, B and C" in the locale's words ("A, B und C"). */
  list(items: readonly string[]): string;
  /** How people of this locale write a decimal point and group thousands (the amount field). */
  separators: NumberSeparators;
}

/**
 * Each `Intl` formatter is made when first used (`madeOnFirstUse`): the first screen formats few
 * things, and each one made costs a slow phone's first paint its locale data.
 */
export function createFormatters(locale: Locale): Formatters {
  const tag = locale === 'en' ? 'en-US' : locale;
  const numbers = madeOnFirstUse(() => new Intl.NumberFormat(tag));
  const percentOf = (digits: number) =>
    madeOnFirstUse(
      () =>
        new Intl.NumberFormat(tag, {
          style: 'percent',
          minimumFractionDigits: digits,
          maximumFractionDigits: digits,
        }),
    );
  const smallPercent = percentOf(1);
  const largePercent = percentOf(0);
  const setPercent = madeOnFirstUse(
    () => new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 2 }),
  );
  const relative = madeOnFirstUse(() => new Intl.RelativeTimeFormat(tag, { numeric: 'auto' }));
  const dateTime = madeOnFirstUse(
    () => new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short' }),
  );
  const conjunction = madeOnFirstUse(() => new Intl.ListFormat(tag, { type: 'conjunction' }));
  const separators = madeOnFirstUse(() => numberSeparators(tag));
  return {
    amount: (value, decimals, opts) => formatAmount(value, decimals, { ...opts, locale: tag }),
    usd: (value) => formatUsd(value, tag),
    percent: (value) => (value >= 10 ? largePercent : smallPercent)().format(value / 100),
    percentAsSet: (value) => setPercent().format(value / 100),
    number: (value) => numbers().format(value),
    relative: (value, unit) => relative().format(value, unit),
    dateTime: (at) => dateTime().format(at),
    get separators() {
      return separators();
    },
    list: (items) => conjunction().format(items),
  };
}
