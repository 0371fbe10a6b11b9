/**
 * The custom element entry (`@crosswidget/swap-widget/element`): `<swap-widget>` for pages that
 * are not React, with React and the other peers as imports. Nothing is registered on import:
 * call `defineSwapWidgetElement()`. The element carries its own styles (no `style.css` needed).
 * For a page without a bundler, `dist-lib/element/swap-widget.element.js` is the same element
 * with everything bundled, registered as it loads (`src/element/standalone.ts`).
 */

export type { ThemeSetting, WidgetConfig, WidgetDefaults } from './config/widgetConfig';
export { defineSwapWidgetElement } from './element/defineSwapWidgetElement';
export {
  ELEMENT_EVENT_PREFIX,
  SwapWidgetElement,
  type SwapWidgetElementEventMap,
} from './element/SwapWidgetElement';
export type {
  EventAmount,
  WidgetEvent,
  WidgetEventMap,
  WidgetEventOf,
  WidgetEventType,
} from './events/widgetEvents';
