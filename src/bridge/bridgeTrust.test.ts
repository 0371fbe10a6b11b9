import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBridgedEvmProvider } from '../embed/bridge/bridgedEvmProvider';
import { startIframeBridge } from '../embed/bridge/iframeBridge';
import {
  ACCOUNT,
  LATE_HOST_READY_AT_MS,
  SHOP_ORIGIN,
  siblingFrame,
  startBridgePair,
  WIDGET_ORIGIN,
} from '../test/bridgePair';
import { eventually } from '../test/eventually';
import { FakeFrame, flushMessages } from '../test/fakeFrames';
import { fakeEthereum } from '../test/fakeHostWallet';
import { connectSwapWidget } from './host/connectSwapWidget';
import { envelope } from './protocol';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** Origins that look like `origin` and are not it. */
function lookAlikes(origin: string): [string, string][] {
  const url = new URL(origin);
  const other = url.protocol === 'https:' ? 'http:' : 'https:';
  return [
    ['suffix', `${origin}.evil`],
    ['subdomain', `${url.protocol}//pay.${url.host}`],
    ['scheme', `${other}//${url.host}`],
    ['port', `${origin}:8443`],
    ['opaque (sandboxed frame)', 'null'],
  ];
}

const request = (id: string, method: string, params: unknown[] = []) =>
  envelope('request', id, { wallet: 'evm', method, params });
const hello = (id: string, config?: unknown) =>
  envelope('hello', id, { wallets: { evm: { name: 'Attacker wallet' } }, config });

async function noAnswer(promise: Promise<unknown> | undefined): Promise<unknown> {
  return Promise.race([promise, flushMessages(10).then(() => 'no answer')]);
}

describe("the host script answers only its iframe's window, at the iframe's exact origin", () => {
  it.each([
    ...lookAlikes(WIDGET_ORIGIN),
    ['the widget origin itself, from another frame', WIDGET_ORIGIN],
    ["the host page's own origin, from another frame", SHOP_ORIGIN],
  ])('ignores a request from a frame at %s (%s): no wallet call, no answer', async (_w, origin) => {
    const ethereum = fakeEthereum({ eth_requestAccounts: [ACCOUNT] });
    const pair = await startBridgePair({ host: { ethereum } });
    const attacker = siblingFrame(pair, origin);
    attacker.toShop.postMessage(request('x1', 'eth_requestAccounts'), SHOP_ORIGIN);
    attacker.toShop.postMessage(envelope('ready', 'x2', {}), SHOP_ORIGIN);
    await flushMessages();
    expect(ethereum.request).not.toHaveBeenCalled();
    expect(attacker.heard).toEqual([]);
  });

  it('ignores its own iframe once that frame is navigated to another origin', async () => {
    const ethereum = fakeEthereum({ eth_requestAccounts: [ACCOUNT] });
    const pair = await startBridgePair({ host: { ethereum } });
    pair.widget.origin = 'https://widget.example.evil';
    const heard = pair.widget.receive();
    pair.widget.see(pair.shop).postMessage(request('w9', 'eth_requestAccounts'), SHOP_ORIGIN);
    pair.hostBridge?.setConfig({ theme: 'dark' });
    await flushMessages();
    expect(ethereum.request).not.toHaveBeenCalled();
    // What the host posts names the iframe's origin: the browser does not deliver it elsewhere.
    expect(heard).toEqual([]);
    expect(pair.widget.dropped.map((post) => post.targetOrigin)).toEqual([WIDGET_ORIGIN]);
  });

  it('does not forward a method outside the list, however it is asked', async () => {
    const ethereum = fakeEthereum({ personal_sign: '0xsigned', eth_sign: '0xsigned' });
    const pair = await startBridgePair({ host: { ethereum } });
    const toShop = pair.widget.see(pair.shop);
    for (const method of ['personal_sign', 'eth_sign', 'wallet_addEthereumChain']) {
      toShop.postMessage(request(`m-${method}`, method, ['0x00', ACCOUNT]), SHOP_ORIGIN);
    }
    // Known methods with params of the wrong shape are refused too.
    toShop.postMessage(
      request('m1', 'eth_sendTransaction', [{ to: ACCOUNT, value: 1 }]),
      SHOP_ORIGIN,
    );
    toShop.postMessage(request('m2', 'eth_requestAccounts', ['extra']), SHOP_ORIGIN);
    await flushMessages();
    expect(ethereum.request).not.toHaveBeenCalled();
  });
});

describe('the iframe hears only its parent window, at an allowed origin', () => {
  it.each(lookAlikes(SHOP_ORIGIN))(
    'a parent at a look-alike origin (%s: %s) gets nothing and is not heard',
    async (_what, origin) => {
      const ethereum = fakeEthereum({ eth_requestAccounts: [ACCOUNT] });
      const pair = await startBridgePair({ shopOrigin: origin, host: { ethereum } });
      // The widget's ready was posted to the allowed origins only: the browser dropped it.
      expect(pair.shop.dropped.length).toBeGreaterThan(0);
      pair.widget.dispatch({
        data: hello('h1', { theme: 'dark' }),
        origin,
        source: pair.widget.see(pair.shop),
      });
      await flushMessages();
      expect(pair.bridge?.hostState()).toBeUndefined();
      await expect(
        pair.bridge?.request({ wallet: 'evm', method: 'eth_requestAccounts', params: [] }),
      ).rejects.toMatchObject({ code: 4900 });
      expect(ethereum.request).not.toHaveBeenCalled();
    },
  );

  it('ignores hello, config and forged answers from another frame at the allowed origin', async () => {
    const pair = await startBridgePair({
      connectHost: false,
      reportedParentOrigin: SHOP_ORIGIN,
      readyAtMs: LATE_HOST_READY_AT_MS,
    });
    const sibling = siblingFrame(pair, SHOP_ORIGIN);
    sibling.toWidget.postMessage(hello('s1', { theme: 'dark' }), WIDGET_ORIGIN);
    await flushMessages();
    expect(pair.bridge?.hostState()).toBeUndefined();

    // The real host script answers the widget's next ready; its wallet is slow to answer.
    const ethereum = fakeEthereum({ eth_requestAccounts: () => new Promise(() => {}) });
    connectSwapWidget(pair.iframe, { ethereum, config: { theme: 'light' } });
    // Its hello answers the widget's next ready (a timer: late on a loaded machine).
    await eventually(() => expect(pair.bridge?.hostState()?.config).toEqual({ theme: 'light' }), {
      timeout: 5_000,
    });

    const asked = pair.bridge?.request({
      wallet: 'evm',
      method: 'eth_requestAccounts',
      params: [],
    });
    const forged = { ok: true, result: ['0x000000000000000000000000000000000000dEaD'] };
    for (let i = 1; i <= 10; i++) {
      sibling.toWidget.postMessage(envelope('response', `w${i}`, forged), WIDGET_ORIGIN);
    }
    sibling.toWidget.postMessage(
      envelope('config', 's2', { config: { theme: 'dark' } }),
      WIDGET_ORIGIN,
    );
    expect(await noAnswer(asked)).toBe('no answer');
    expect(pair.bridge?.hostState()?.config).toEqual({ theme: 'light' });
    expect(ethereum.request).toHaveBeenCalledOnce();
    expect(sibling.heard).toEqual([]);
  }, 20_000); // Room for the 5-second wait on its timer (a loaded CI machine).

  it('refuses a config naming the API, a recipient or anything else, whole', async () => {
    const pair = await startBridgePair({ host: { config: { theme: 'light' } } });
    const toWidget = pair.shop.see(pair.widget);
    const bad = [
      { theme: 'dark', apiUrl: 'https://api.evil.example/v1' },
      { theme: 'dark', recipient: '0x000000000000000000000000000000000000dEaD' },
      { theme: 'dark', defaults: { amount: '1', toAddress: '0xdead' } },
      { theme: 'dark', apiKey: 'k' },
      { theme: 'neon' },
      { defaults: { amount: '-1' } },
    ];
    for (const [i, config] of bad.entries()) {
      toWidget.postMessage(envelope('config', `c${i}`, { config }), WIDGET_ORIGIN);
    }
    await flushMessages();
    expect(pair.bridge?.hostState()?.config).toEqual({ theme: 'light' });
    toWidget.postMessage(envelope('config', 'ok', { config: { theme: 'dark' } }), WIDGET_ORIGIN);
    await flushMessages();
    expect(pair.bridge?.hostState()?.config).toEqual({ theme: 'dark' });
  });

  it('takes one host per page load: a second hello changes nothing', async () => {
    const pair = await startBridgePair({
      host: { walletName: 'First', ethereum: fakeEthereum({}) },
    });
    pair.shop.see(pair.widget).postMessage(hello('again'), WIDGET_ORIGIN);
    await flushMessages();
    expect(pair.bridge?.hostState()?.wallets).toEqual({ evm: { name: 'First' } });
  });

  it('does not start at all under a parent the browser names and the build does not allow', () => {
    const widget = new FakeFrame(WIDGET_ORIGIN);
    const shop = new FakeFrame('https://elsewhere.example');
    const bridge = startIframeBridge({
      self: widget.framedBy(shop),
      parentOrigins: [WIDGET_ORIGIN, SHOP_ORIGIN],
      reportedParentOrigin: 'https://elsewhere.example',
    });
    expect(bridge).toBeUndefined();
    expect(shop.dropped).toEqual([]);
  });

  it('refuses, without asking the host, a method the bridge does not offer', async () => {
    const ethereum = fakeEthereum({ personal_sign: '0x00' });
    const pair = await startBridgePair({ host: { ethereum } });
    if (!pair.bridge) throw new Error('no bridge');
    const provider = createBridgedEvmProvider(pair.bridge);
    await expect(
      provider.request({ method: 'personal_sign', params: ['0x00', ACCOUNT] }),
    ).rejects.toMatchObject({ code: 4200 });
    expect(ethereum.request).not.toHaveBeenCalled();
  });
});
