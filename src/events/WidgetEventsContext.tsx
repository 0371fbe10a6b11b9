import { createContext, useContext } from 'react';
import type { WidgetEvents } from './widgetEvents';

/** The widget instance's event emitter (`WidgetProviders` provides it). */
export const WidgetEventsContext = createContext<WidgetEvents | null>(null);

export function useWidgetEvents(): WidgetEvents {
  const events = useContext(WidgetEventsContext);
  if (!events) throw new Error('useWidgetEvents must be used inside <WidgetProviders>');
  return events;
}
