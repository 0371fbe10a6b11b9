import { DEFAULT_SLIPPAGE_BPS, type WidgetSettings } from '../config/widgetSettings';

/*
 * The slippage a user starts with is the integrator's (`WidgetConfig.slippageBps`) or the
 * widget's 0.5 %; one the user chose is theirs and wins. The store tells them apart by value: a
 * slippage equal to the default is not stored, so a user who never chose one (or went back to
 * the default) follows the integrator's default when it changes.
 */

/** What is stored of the settings: all of them, the slippage only when it is not the default. */
export function settingsToStore(
  settings: WidgetSettings,
  defaultSlippageBps: number,
): Partial<WidgetSettings> {
  if (settings.slippageBps !== defaultSlippageBps) return settings;
  const { slippageBps: _default, ...rest } = settings;
  return rest;
}

/**
 * Stored settings of versions 1 to 3 always held a slippage, 0.5 % when the user never chose one:
 * that value is dropped (read as "not chosen"), so the integrator's default applies to them too.
 */
export function forgetUnchosenSlippage(settings: unknown): unknown {
  if (typeof settings !== 'object' || settings === null || Array.isArray(settings)) return settings;
  const record = settings as Record<string, unknown>;
  if (record.slippageBps !== DEFAULT_SLIPPAGE_BPS) return settings;
  const { slippageBps: _old, ...rest } = record;
  return rest;
}

/** The slippage once the default changes: the new default unless the user chose their own. */
export function slippageAfterDefaultChange(
  current: number,
  previousDefault: number,
  nextDefault: number,
): number {
  return current === previousDefault ? nextDefault : current;
}
