import { createContext, type ReactNode, useContext } from 'react';
import type { WidgetConfig } from './widgetConfig';

const WidgetConfigContext = createContext<WidgetConfig | null>(null);

/** The resolved config of one widget instance (apiUrl, theme, instanceId, ...). */
export function WidgetConfigProvider({
  config,
  children,
}: {
  config: WidgetConfig;
  children: ReactNode;
}) {
  return <WidgetConfigContext.Provider value={config}>{children}</WidgetConfigContext.Provider>;
}

export function useWidgetConfig(): WidgetConfig {
  const config = useContext(WidgetConfigContext);
  if (!config) throw new Error('useWidgetConfig must be used inside <SwapWidget>');
  return config;
}
