/**
 * The package's `./bridge` entry (`@crosswidget/swap-widget/bridge`), for a page that frames the
 * iframe widget (`embed.html`): `connectSwapWidget` lends the widget the page's own wallets,
 * sizes the iframe and forwards the widget's events. No dependencies, nothing else loaded; also
 * built as a plain script (`bridge.js`, global `SwapWidgetBridge`). See README "Embed it in an
 * iframe".
 */

export type { BridgeConfig } from '../protocol';
export type { Eip1193Provider, HostSolanaWallet } from './answerRequest';
export {
  connectSwapWidget,
  type SwapWidgetBridge,
  type SwapWidgetBridgeOptions,
} from './connectSwapWidget';
