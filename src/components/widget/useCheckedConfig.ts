import { useEffect, useMemo, useRef } from 'react';
import { checkConfigOptions, rejectedOptionWarning } from '../../config/checkedConfig';
import type { WidgetConfig } from '../../config/widgetConfig';

/**
 * The config with its integrator options checked (`checkConfigOptions`), and each field it left
 * out told once in the console, for the integrator: an element re-renders with a new config
 * object often, and the same mistake need not be repeated every time.
 */
export function useCheckedConfig(config: WidgetConfig): WidgetConfig {
  const { config: checked, rejected } = useMemo(() => checkConfigOptions(config), [config]);
  const told = useRef(new Set<string>());
  useEffect(() => {
    for (const name of rejected) {
      const warning = rejectedOptionWarning(name, config);
      if (told.current.has(warning)) continue;
      told.current.add(warning);
      console.warn(warning);
    }
  }, [rejected, config]);
  return checked;
}
