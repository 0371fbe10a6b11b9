import { vi } from 'vitest';
import { connectSwapWidget, type SwapWidgetBridgeOptions } from '../bridge/host/connectSwapWidget';
import { type IframeBridgeOptions, startIframeBridge } from '../embed/bridge/iframeBridge';
import { FakeFrame, flushMessages } from './fakeFrames';

export const WIDGET_ORIGIN = 'https://widget.example';
export const SHOP_ORIGIN = 'https://shop.example';
export const ACCOUNT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

/**
 * For a host script that starts after the widget: the widget says `ready` at once and then again
 * until a host answers, as the product does (sooner, to keep tests short). One late `ready` would
 * race the test's own set-up on a loaded machine.
 */
export const LATE_HOST_READY_AT_MS = [0, 30, 300, 1_000, 2_000, 4_000];

/**
 * A host page (`shop`) framing the widget (`widget`), both ends of the bridge started on fake
 * frames that post as browsers do (`fakeFrames.ts`): the host script on `shop` (its `window` and
 * `document` stubbed with the frame), the iframe's bridge on `widget`. Call `vi.unstubAllGlobals`
 * after each test.
 */
export async function startBridgePair({
  shopOrigin = SHOP_ORIGIN,
  widgetOrigin = WIDGET_ORIGIN,
  parentOrigins = [WIDGET_ORIGIN, SHOP_ORIGIN],
  reportedParentOrigin,
  host: hostOptions = {},
  connectHost = true,
  readyAtMs = [0],
}: {
  shopOrigin?: string;
  widgetOrigin?: string;
  parentOrigins?: string[];
  reportedParentOrigin?: IframeBridgeOptions['reportedParentOrigin'];
  host?: SwapWidgetBridgeOptions;
  connectHost?: boolean;
  readyAtMs?: number[];
} = {}) {
  const shop = new FakeFrame(shopOrigin);
  const widget = new FakeFrame(widgetOrigin);
  vi.stubGlobal('window', shop);
  // A sandboxed page's origin is opaque; its base URL is still a URL.
  const baseURI = shopOrigin === 'null' ? 'about:srcdoc' : `${shopOrigin}/checkout`;
  vi.stubGlobal('document', { baseURI });
  const iframe = {
    src: `${WIDGET_ORIGIN}/embed.html?amount=1`,
    contentWindow: shop.see(widget),
    style: { height: '' },
  } as unknown as HTMLIFrameElement;
  const hostBridge = connectHost ? connectSwapWidget(iframe, hostOptions) : undefined;
  const bridge = startIframeBridge({
    self: widget.framedBy(shop),
    parentOrigins,
    reportedParentOrigin,
    readyAtMs,
  });
  await flushMessages();
  return { shop, widget, iframe, hostBridge, bridge };
}

/** A frame beside the widget on the same page (an ad, a chat box, an attacker's frame). */
export function siblingFrame(pair: { shop: FakeFrame; widget: FakeFrame }, origin: string) {
  const sibling = new FakeFrame(origin);
  return {
    frame: sibling,
    toWidget: sibling.see(pair.widget),
    toShop: sibling.see(pair.shop),
    heard: sibling.receive(),
  };
}
