/**
 * The package's main entry (`@crosswidget/swap-widget`): the widget component, its plain-JSON
 * config and the integrator events. Its stylesheet is `@crosswidget/swap-widget/style.css`; the
 * routing client and the query layer are the `./client` entry (`src/client.ts`). Built by
 * `npm run build:lib` (`vite.lib.config.ts`).
 */

export type { ThemeSetting, WidgetConfig, WidgetDefaults } from './config/widgetConfig';
export type { HiddenUIPart, RoutePriority, WidgetVariant } from './config/widgetOptions';
export {
  createWidgetEvents,
  type EventAmount,
  type WidgetEvent,
  type WidgetEventMap,
  type WidgetEventOf,
  type WidgetEvents,
  type WidgetEventType,
} from './events/widgetEvents';
export { SwapWidget, type SwapWidgetProps } from './startup/SwapWidget';
