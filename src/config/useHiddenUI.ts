import { useWidgetConfig } from './WidgetConfigProvider';
import type { HiddenUIPart } from './widgetOptions';

/** Whether the integrator left `part` out (`hiddenUI`): then it is not rendered, nor loaded. */
export function useIsHidden(part: HiddenUIPart): boolean {
  return useWidgetConfig().hiddenUI?.includes(part) ?? false;
}
