import type { WidgetConfig } from './widgetConfig';

// Loaded only when a config has a field the widget left out (`useCheckedConfig.ts`): a correct
// config never pays for the console's words.

/** What an integrator reads in the console for a config field the widget left out. */
export function rejectedOptionWarning(name: string, config: WidgetConfig): string {
  const value = name
    .split('.')
    .reduce<unknown>(
      (at, key) =>
        typeof at === 'object' && at !== null ? (at as Record<string, unknown>)[key] : undefined,
      config,
    );
  let shown: string;
  try {
    shown = JSON.stringify(value)?.slice(0, 120) ?? String(value);
  } catch {
    shown = typeof value;
  }
  return `[swap-widget] config.${name} ignored: ${shown} is not a valid value (see WidgetOptions)`;
}
