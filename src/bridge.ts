/**
 * The package's `./bridge` entry (`@crosswidget/swap-widget/bridge`), for a page that frames the
 * iframe widget (`embed.html`): `connectSwapWidget` lends the widget the page's own wallets,
 * sizes the iframe and forwards the widget's events. No dependencies, nothing else loaded; also
 * built as a plain script with the global `SwapWidgetBridge` (`bridge.iife.js` in the package,
 * `/bridge.js` beside the pages). See README "Embed it in an iframe".
 */

export type { Eip1193Provider, HostSolanaWallet } from './bridge/host/answerRequest';
export {
  connectSwapWidget,
  type SwapWidgetBridge,
  type SwapWidgetBridgeOptions,
} from './bridge/host/connectSwapWidget';
export type { BridgeConfig } from './bridge/protocol';
export type { WidgetEvent } from './events/widgetEvents';
