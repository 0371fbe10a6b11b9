import { parseUnits } from 'viem';
import type { PriorityLevel } from '../../api/types';
import { settingsMessages } from '../../i18n/en/settings';
import { ENGLISH, type I18n } from '../../i18n/i18n';
import { trimTrailing } from '../../lib/trimTrailing';

export type FeeSetting = number | PriorityLevel | undefined;

export type FeeInput = { ok: true; value: number } | { ok: false; error: string };

/**
 * Parses a custom fee typed in `unitDecimals`-scaled units into the API's integer unit
 * (gwei -> wei with 9, micro-lamports/lamports with 0). The API takes a JSON number, so the result
 * must be a safe integer.
 */
export function parseFeeInput(text: string, unitDecimals: number, i18n: I18n = ENGLISH): FeeInput {
  const trimmed = text.trim();
  if (!/^(?:\d+(?:\.\d*)?|\.\d+)$/.test(trimmed)) {
    return { ok: false, error: i18n.t(settingsMessages, 'feeNotANumber') };
  }
  const fraction = trimTrailing(trimmed.split('.')[1] ?? '', '0');
  if (fraction.length > unitDecimals) {
    return {
      ok: false,
      error:
        unitDecimals === 0
          ? i18n.t(settingsMessages, 'feeWholeNumber')
          : i18n.t(settingsMessages, 'feeDecimals', { count: unitDecimals }),
    };
  }
  const value = parseUnits(trimmed, unitDecimals);
  if (value > BigInt(Number.MAX_SAFE_INTEGER)) {
    return { ok: false, error: i18n.t(settingsMessages, 'feeTooHigh') };
  }
  return { ok: true, value: Number(value) };
}

/** The text shown in the custom field for a stored numeric fee. */
export function feeToText(value: number, unitDecimals: number): string {
  if (unitDecimals === 0) return String(value);
  const base = 10 ** unitDecimals;
  // Stored values are safe integers; this is display of a setting, not money arithmetic.
  const whole = Math.floor(value / base);
  const frac = trimTrailing(String(value % base).padStart(unitDecimals, '0'), '0');
  return frac ? `${whole}.${frac}` : String(whole);
}
