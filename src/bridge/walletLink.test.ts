import { afterEach, describe, expect, it, vi } from 'vitest';
import { SHOP_ORIGIN, siblingFrame, startBridgePair, WIDGET_ORIGIN } from '../test/bridgePair';
import { flushMessages } from '../test/fakeFrames';
import { envelope } from './protocol';

afterEach(() => {
  vi.unstubAllGlobals();
});

const LINK = `wc:${'a'.repeat(64)}@2?expiryTimestamp=1&relay-protocol=irn&symKey=${'b'.repeat(64)}`;
const openLink = (id: string, uri: string) => envelope('openWalletLink', id, { uri });

/** The shop page's `location`, as the host script's default opens a link with it. */
function shopLocation(pair: Awaited<ReturnType<typeof startBridgePair>>) {
  const assign = vi.fn();
  Object.assign(pair.shop, { location: { assign } });
  return assign;
}

describe("the iframe's wallet link, opened by the host page", () => {
  it('opens a wc: link the widget asks for in the host page itself', async () => {
    const pair = await startBridgePair();
    const assign = shopLocation(pair);
    expect(pair.bridge?.openWalletLink(LINK)).toBe(true);
    await flushMessages();
    expect(assign).toHaveBeenCalledExactlyOnceWith(LINK);
  });

  it("hands it to the page's onOpenWalletLink instead, when it has one", async () => {
    const onOpenWalletLink = vi.fn();
    const pair = await startBridgePair({ host: { onOpenWalletLink } });
    const assign = shopLocation(pair);
    pair.bridge?.openWalletLink(LINK);
    await flushMessages();
    expect(onOpenWalletLink).toHaveBeenCalledExactlyOnceWith(LINK);
    expect(assign).not.toHaveBeenCalled();
  });

  it.each([
    ['a script', 'javascript:alert(document.domain)'],
    ['a web page', 'https://evil.example/wc:'],
    ['an Android intent', `intent:${LINK.slice(3)}#Intent;scheme=wc;end`],
    ['a wc: link with a script after it', `${LINK}&x=1"><script>`],
  ])(
    'refuses %s on both ends: the widget posts nothing, the host opens nothing',
    async (_w, uri) => {
      const onOpenWalletLink = vi.fn();
      const pair = await startBridgePair({ host: { onOpenWalletLink } });
      const heard = pair.shop.receive();
      expect(pair.bridge?.openWalletLink(uri)).toBe(false);
      // Posted by hand from the widget's own window and origin: the host script refuses it too.
      pair.widget.see(pair.shop).postMessage(openLink('w99', uri), SHOP_ORIGIN);
      await flushMessages();
      expect(heard.map((m) => m.data)).toEqual([openLink('w99', uri)]);
      expect(onOpenWalletLink).not.toHaveBeenCalled();
    },
  );

  it('opens nothing another frame asks for, even at the widget origin', async () => {
    const onOpenWalletLink = vi.fn();
    const pair = await startBridgePair({ host: { onOpenWalletLink } });
    for (const origin of [WIDGET_ORIGIN, SHOP_ORIGIN, 'null']) {
      siblingFrame(pair, origin).toShop.postMessage(openLink('x1', LINK), SHOP_ORIGIN);
    }
    await flushMessages();
    expect(onOpenWalletLink).not.toHaveBeenCalled();
  });

  it('asks nothing before a host page said hello', async () => {
    const { bridge, shop } = await startBridgePair({ connectHost: false });
    const heard = shop.receive();
    expect(bridge?.openWalletLink(LINK)).toBe(false);
    await flushMessages();
    expect(heard).toEqual([]);
  });
});
