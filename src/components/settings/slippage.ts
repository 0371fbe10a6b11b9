import { MAX_SLIPPAGE_BPS } from '../../config/widgetSettings';
import { settingsMessages } from '../../i18n/en/settings';
import { ENGLISH, type I18n } from '../../i18n/i18n';
import { trimTrailing } from '../../lib/trimTrailing';
import { formatSlippage } from './formatSlippage';

export const SLIPPAGE_PRESETS_BPS = [10, 50, 100] as const;
/** Below this a route will likely fail on any price move. */
const LOW_SLIPPAGE_BPS = 5;
/** Above this the user may get much less than quoted (and invites sandwich attacks). */
const HIGH_SLIPPAGE_BPS = 300;

export type SlippageInput =
  | { ok: true; bps: number; warning?: string }
  | { ok: false; error: string };

/** Warning for a valid slippage, or undefined when it is in the usual range. */
export function slippageWarning(bps: number, i18n: I18n = ENGLISH): string | undefined {
  if (bps < LOW_SLIPPAGE_BPS) return i18n.t(settingsMessages, 'slippageLow');
  if (bps > HIGH_SLIPPAGE_BPS) return i18n.t(settingsMessages, 'slippageHigh');
  return undefined;
}

/** Parses a custom slippage typed in percent ("0.3", "2", "0.05"; a decimal comma too). */
export function parseSlippagePercent(text: string, i18n: I18n = ENGLISH): SlippageInput {
  const trimmed = text.trim().replace(',', '.');
  const match = /^(\d{1,3})?(?:\.(\d*))?$/.exec(trimmed);
  if (trimmed === '' || trimmed === '.' || !match) {
    return { ok: false, error: i18n.t(settingsMessages, 'slippageNotANumber') };
  }
  const fraction = trimTrailing(match[2] ?? '', '0');
  if (fraction.length > 2) {
    return { ok: false, error: i18n.t(settingsMessages, 'slippageDecimals') };
  }
  const bps = Number(match[1] ?? '0') * 100 + Number(fraction.padEnd(2, '0') || '0');
  if (bps > MAX_SLIPPAGE_BPS) {
    const max = formatSlippage(MAX_SLIPPAGE_BPS, i18n.fmt);
    return { ok: false, error: i18n.t(settingsMessages, 'slippageTooHigh', { max }) };
  }
  const warning = slippageWarning(bps, i18n);
  return warning ? { ok: true, bps, warning } : { ok: true, bps };
}
