import { createContext } from 'react';
import type { WidgetEvents } from './widgetEvents';

/** The widget instance's event emitter (`WidgetProviders` provides it). */
export const WidgetEventsContext = createContext<WidgetEvents | null>(null);
