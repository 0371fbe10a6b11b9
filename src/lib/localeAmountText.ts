/**
 * The amount field in the reader's own notation. The widget keeps an amount as canonical text
 * (ASCII digits, `.` for decimals, no grouping: what `parseAmountInput` reads, what links and
 * quotes carry); people type and read it with their locale's separators ("12,5", "1.234,5").
 */

export interface NumberSeparators {
  /** "." in English, "," in German. */
  decimal: string;
  /** "," in English, "." in German (a space in some locales). */
  group: string;
}

/** The locale's own separators, as `Intl` writes numbers in it. */
export function numberSeparators(tag: string): NumberSeparators {
  const parts = new Intl.NumberFormat(tag).formatToParts(1234567.5);
  return {
    decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.',
    group: parts.find((p) => p.type === 'group')?.value ?? ',',
  };
}

/** Where a locale groups with a space, any space typed or pasted (plain, no-break, thin) groups. */
const SPACES = new Set([' ', '\u00a0', '\u202f', '\u2009']);

/** A grouped whole part ("1,234,567") with an optional fraction, in canonical separators. */
const GROUPED = /^[1-9]\d{0,2}(?:,\d{3})+(?:\.\d*)?$/;

/**
 * What `text` (typed or pasted in the locale of `separators`) is in canonical notation: the
 * locale's decimal separator becomes `.`, well-placed grouping (groups of three in the whole part)
 * is dropped. "12,5" and "1.234,5" in German are "12.5" and "1234.5"; "1,234.5" in English is
 * "1234.5". A partly typed amount stays partial ("12," -> "12."). Text that is no amount in the
 * locale stays no amount: its separators are swapped the same way, so `parseAmountInput` refuses
 * it too (German "12.5", where a point groups, becomes "12,5") and `toLocaleAmountText` gives
 * back what was typed.
 */
export function canonicalAmountText(text: string, separators: NumberSeparators): string {
  const spaceGroups = SPACES.has(separators.group);
  let out = '';
  for (const ch of text.trim()) {
    if (ch === separators.decimal) out += '.';
    else if (ch === separators.group || (spaceGroups && SPACES.has(ch))) out += ',';
    // A point that is neither of the locale's separators must not turn into a decimal point.
    else out += ch === '.' ? ',' : ch;
  }
  return GROUPED.test(out) ? out.replaceAll(',', '') : out;
}

/**
 * A canonical amount text as the locale writes it, without grouping, so it can be edited:
 * "1234.5" is "1234,5" in German. Gives back the text typed for one `canonicalAmountText` could
 * not read.
 */
export function toLocaleAmountText(canonical: string, separators: NumberSeparators): string {
  let out = '';
  for (const ch of canonical) {
    out += ch === '.' ? separators.decimal : ch === ',' ? separators.group : ch;
  }
  return out;
}
