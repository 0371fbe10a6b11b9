import { useContext } from 'react';
import { WidgetEventsContext } from './WidgetEventsContext';
import type { WidgetEvents } from './widgetEvents';

// Read by the parts that tell events (the review, the history, the executions), which load later.

export function useWidgetEvents(): WidgetEvents {
  const events = useContext(WidgetEventsContext);
  if (!events) throw new Error('useWidgetEvents must be used inside <WidgetProviders>');
  return events;
}
