import { MAX_SLIPPAGE_BPS } from '../../state/widgetSettings';
import { formatSlippage } from './formatSlippage';

export const SLIPPAGE_PRESETS_BPS = [10, 50, 100] as const;
/** Below this a route will likely fail on any price move. */
export const LOW_SLIPPAGE_BPS = 5;
/** Above this the user may get much less than quoted (and invites sandwich attacks). */
export const HIGH_SLIPPAGE_BPS = 300;

export type SlippageInput =
  | { ok: true; bps: number; warning?: string }
  | { ok: false; error: string };

/** Warning for a valid slippage, or undefined when it is in the usual range. */
export function slippageWarning(bps: number): string | undefined {
  if (bps < LOW_SLIPPAGE_BPS) return 'Slippage this low: your transaction may fail.';
  if (bps > HIGH_SLIPPAGE_BPS) return 'Slippage this high: you may receive much less than quoted.';
  return undefined;
}

/** Parses a custom slippage typed in percent ("0.3", "2", "0.05"). */
export function parseSlippagePercent(text: string): SlippageInput {
  const trimmed = text.trim().replace(',', '.');
  const match = /^(\d{1,3})?(?:\.(\d*))?$/.exec(trimmed);
  if (trimmed === '' || trimmed === '.' || !match) {
    return { ok: false, error: 'Enter a percentage such as 0.5.' };
  }
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  if (fraction.length > 2) return { ok: false, error: 'Use at most two decimals (0.01%).' };
  const bps = Number(match[1] ?? '0') * 100 + Number(fraction.padEnd(2, '0') || '0');
  if (bps > MAX_SLIPPAGE_BPS) {
    return { ok: false, error: `Slippage above ${formatSlippage(MAX_SLIPPAGE_BPS)} is refused.` };
  }
  const warning = slippageWarning(bps);
  return warning ? { ok: true, bps, warning } : { ok: true, bps };
}
