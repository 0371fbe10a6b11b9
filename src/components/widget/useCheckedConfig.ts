import { useEffect, useMemo, useRef } from 'react';
import { checkConfigOptions } from '../../config/checkedConfig';
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
    if (rejected.length === 0) return;
    // The words load only for a config that has such a field.
    import('../../config/rejectedOptionWarning').then(
      ({ rejectedOptionWarning }) => {
        for (const name of rejected) {
          const warning = rejectedOptionWarning(name, config);
          if (told.current.has(warning)) continue;
          told.current.add(warning);
          console.warn(warning);
        }
      },
      () => console.warn(`[swap-widget] config fields ignored: ${rejected.join(', ')}`),
    );
  }, [rejected, config]);
  return checked;
}
