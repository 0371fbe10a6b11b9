import { afterEach, describe, expect, it, vi } from 'vitest';
import { HostWalletRpcError } from '../embed/bridge/iframeBridge';
import {
  ACCOUNT,
  LATE_HOST_READY_AT_MS,
  SHOP_ORIGIN,
  startBridgePair,
  WIDGET_ORIGIN,
} from '../test/bridgePair';
import { eventually } from '../test/eventually';
import { flushMessages } from '../test/fakeFrames';
import { fakeEthereum } from '../test/fakeHostWallet';
import { connectSwapWidget } from './host/connectSwapWidget';
import type { BridgeConfig, BridgeRequest } from './protocol';

afterEach(() => {
  vi.unstubAllGlobals();
});

const executionDone = {
  type: 'execution-done',
  executionId: 'e1',
  routeId: 'r1',
  outcome: 'done',
} as const;

describe('the bridge between the host page and the iframe widget', () => {
  it("answers the widget's ready with the host's wallets and config", async () => {
    const ethereum = fakeEthereum({});
    const { bridge } = await startBridgePair({
      host: { ethereum, walletName: 'Shop wallet', config: { theme: 'dark' } },
    });
    expect(bridge?.hostState()).toEqual({
      wallets: { evm: { name: 'Shop wallet' } },
      config: { theme: 'dark' },
    });
  });

  it("answers the widget's wallet requests from the host page's own wallet", async () => {
    const ethereum = fakeEthereum({ eth_requestAccounts: [ACCOUNT], eth_chainId: '0x7a69' });
    const { bridge } = await startBridgePair({ host: { ethereum } });
    await expect(
      bridge?.request({ wallet: 'evm', method: 'eth_requestAccounts', params: [] }),
    ).resolves.toEqual([ACCOUNT]);
    await expect(
      bridge?.request({ wallet: 'evm', method: 'eth_chainId', params: [] }),
    ).resolves.toBe('0x7a69');
    expect(ethereum.request.mock.calls.map(([args]) => args)).toEqual([
      { method: 'eth_requestAccounts', params: [] },
      { method: 'eth_chainId', params: [] },
    ]);
  });

  it("passes the wallet's refusal on with its EIP-1193 code", async () => {
    const ethereum = fakeEthereum({
      eth_sendTransaction: () => {
        throw Object.assign(new Error('User rejected the request.'), { code: 4001 });
      },
    });
    const { bridge } = await startBridgePair({ host: { ethereum } });
    const sent = bridge?.request({
      wallet: 'evm',
      method: 'eth_sendTransaction',
      params: [{ from: ACCOUNT, to: ACCOUNT, value: '0x0', chainId: '0x7a69' }],
    });
    await expect(sent).rejects.toBeInstanceOf(HostWalletRpcError);
    await expect(sent).rejects.toMatchObject({ code: 4001, message: 'User rejected the request.' });
  });

  it('says "no wallet" (4900) when the host page offers none', async () => {
    const { bridge } = await startBridgePair();
    expect(bridge?.hostState()?.wallets).toEqual({});
    await expect(
      bridge?.request({ wallet: 'evm', method: 'eth_accounts', params: [] }),
    ).rejects.toMatchObject({ code: 4900 });
  });

  it("sizes the iframe to the widget's height, or hands it to onHeight", async () => {
    const { bridge, iframe } = await startBridgePair();
    bridge?.postHeight(612.4);
    await flushMessages();
    expect(iframe.style.height).toBe('613px');

    const onHeight = vi.fn();
    vi.unstubAllGlobals();
    const other = await startBridgePair({ host: { onHeight } });
    other.bridge?.postHeight(480);
    await flushMessages();
    expect(onHeight).toHaveBeenCalledWith(480);
    expect(other.iframe.style.height).toBe('');
  });

  it('finds a host script that starts late, and reports the height measured before', async () => {
    const { bridge, iframe } = await startBridgePair({
      connectHost: false,
      readyAtMs: LATE_HOST_READY_AT_MS,
    });
    bridge?.postHeight(700);
    expect(bridge?.hostState()).toBeUndefined();
    connectSwapWidget(iframe, { walletName: 'Late' });
    // Its hello answers the widget's next ready (a timer: late on a loaded machine).
    await eventually(() => expect(bridge?.hostState()).toEqual({ wallets: {} }), {
      timeout: 5_000,
    });
    // The widget posts its height on that hello: a message the host gets a task later.
    await flushMessages();
    expect(iframe.style.height).toBe('700px');
  }, 20_000); // Room for the 5-second wait on its timer (a loaded CI machine).

  it("forwards the widget's events to onEvent, as plain JSON", async () => {
    const onEvent = vi.fn();
    const { bridge } = await startBridgePair({ host: { onEvent } });
    bridge?.postEvent(executionDone);
    await flushMessages();
    expect(onEvent).toHaveBeenCalledWith(executionDone);
  });

  it("forwards the host wallet's account and chain changes, until disconnected", async () => {
    const ethereum = fakeEthereum({});
    const { bridge, hostBridge } = await startBridgePair({ host: { ethereum } });
    const heard = vi.fn();
    bridge?.onWalletEvent(heard);
    ethereum.emit('accountsChanged', [ACCOUNT]);
    ethereum.emit('chainChanged', '0x7a6a');
    ethereum.emit('disconnect', new Error('gone'));
    await flushMessages();
    expect(heard.mock.calls.map(([event]) => event)).toEqual([
      { wallet: 'evm', name: 'accountsChanged', data: [ACCOUNT] },
      { wallet: 'evm', name: 'chainChanged', data: '0x7a6a' },
      { wallet: 'evm', name: 'disconnect' },
    ]);
    hostBridge?.disconnect();
    expect(ethereum.listenerCount()).toBe(0);
    await expect(
      Promise.race([
        bridge?.request({ wallet: 'evm', method: 'eth_accounts', params: [] }),
        flushMessages().then(() => 'no answer'),
      ]),
    ).resolves.toBe('no answer');
  });

  it('sends a new config to the widget', async () => {
    const { bridge, hostBridge } = await startBridgePair({ host: { config: { theme: 'light' } } });
    const changed = vi.fn();
    bridge?.subscribe(changed);
    hostBridge?.setConfig({ theme: 'dark', defaults: { fromChain: '1', amount: '5' } });
    await flushMessages();
    expect(changed).toHaveBeenCalledOnce();
    expect(bridge?.hostState()?.config).toEqual({
      theme: 'dark',
      defaults: { fromChain: '1', amount: '5' },
    });
  });

  it('sends the language and lists, and leaves out what a config may not carry', async () => {
    const { bridge, hostBridge } = await startBridgePair();
    const allowed = {
      language: 'de',
      themeTokens: { accent: '#0a7f5a' },
      chains: { allow: ['1', 'sol'] },
      tokens: { deny: [{ chainId: '1', address: '0xa0b8' }] },
      providers: { deny: ['Sandswap'] },
      variant: 'drawer',
      hiddenUI: ['history', 'toAddress'],
    };
    // An integrator's object may be a whole widget config: the script sends what a message may
    // hold, else the widget would refuse the message whole.
    const shared = { ...allowed, apiUrl: 'https://api.example/v1', slippageBps: 5000 };
    hostBridge?.setConfig(shared as BridgeConfig);
    await flushMessages();
    expect(bridge?.hostState()?.config).toEqual(allowed);
  });

  it("lends the host's Solana wallet, transactions as bytes both ways", async () => {
    const signed = new Uint8Array([9, 8, 7]);
    const solana = {
      connect: vi.fn(async () => 'So11111111111111111111111111111111111111112'),
      signTransaction: vi.fn(async () => signed),
    };
    const { bridge } = await startBridgePair({ host: { solana, solanaWalletName: 'Shop SOL' } });
    expect(bridge?.hostState()?.wallets).toEqual({ solana: { name: 'Shop SOL' } });
    await expect(
      bridge?.request({ wallet: 'solana', method: 'connect', params: [] }),
    ).resolves.toBe('So11111111111111111111111111111111111111112');
    await expect(
      bridge?.request({ wallet: 'solana', method: 'signTransaction', params: ['AQID'] }),
    ).resolves.toBe('CQgH');
    expect(solana.signTransaction).toHaveBeenCalledWith(new Uint8Array([1, 2, 3]));
  });

  it("reconnects the host's Solana wallet silently: only one already connected answers, no prompt", async () => {
    const KEY = 'So11111111111111111111111111111111111111112';
    const silent: BridgeRequest = { wallet: 'solana', method: 'connect', params: ['silent'] };
    const trusted = {
      connect: vi.fn(async () => KEY),
      connectedAccount: vi.fn(async () => KEY),
      signTransaction: vi.fn(async () => new Uint8Array()),
    };
    const withAccount = await startBridgePair({ host: { solana: trusted } });
    await expect(withAccount.bridge?.request(silent)).resolves.toBe(KEY);
    expect(trusted.connect).not.toHaveBeenCalled();

    // A wallet that cannot tell without asking (or is not connected) is never asked to connect.
    const plain = {
      connect: vi.fn(async () => KEY),
      signTransaction: vi.fn(async () => new Uint8Array()),
    };
    const without = await startBridgePair({ host: { solana: plain } });
    await expect(without.bridge?.request(silent)).rejects.toMatchObject({ code: 4100 });
    expect(plain.connect).not.toHaveBeenCalled();
  });

  it("forwards the host's Solana account changes, and stops when disconnected", async () => {
    let tell: ((account: string | null) => void) | undefined;
    const solana = {
      connect: vi.fn(async () => 'So11111111111111111111111111111111111111112'),
      signTransaction: vi.fn(async () => new Uint8Array()),
      onAccountChange: (listener: (account: string | null) => void) => {
        tell = listener;
        return () => {
          tell = undefined;
        };
      },
    };
    const { bridge, hostBridge } = await startBridgePair({ host: { solana } });
    const heard: unknown[] = [];
    bridge?.onWalletEvent((event) => heard.push(event));
    const OTHER = '7zSa114U45nJ8b8ALsuhszS2Kxto8grgedh65Q7xJYii';
    tell?.(OTHER);
    tell?.(null);
    await flushMessages();
    expect(heard).toEqual([
      { wallet: 'solana', name: 'accountsChanged', data: [OTHER] },
      { wallet: 'solana', name: 'disconnect' },
    ]);
    hostBridge?.disconnect();
    expect(tell).toBeUndefined();
  });

  it('names the exact target origin on every post, both ways', async () => {
    const { shop, widget, bridge } = await startBridgePair({
      reportedParentOrigin: SHOP_ORIGIN,
      host: { ethereum: fakeEthereum({}) },
    });
    bridge?.postHeight(1);
    await bridge?.request({ wallet: 'evm', method: 'eth_accounts', params: [] }).catch(() => {});
    // The browser named the parent's origin, so even ready went there alone; nothing to '*'.
    expect(shop.dropped).toEqual([]);
    expect(widget.dropped).toEqual([]);
  });

  it("says ready at each allowed origin when the browser does not name the parent's", async () => {
    const { shop, bridge } = await startBridgePair();
    // The browser delivered only the one whose target is the parent's exact origin.
    expect(shop.dropped.map((post) => post.targetOrigin)).toEqual([WIDGET_ORIGIN]);
    expect(bridge?.hostState()).toBeDefined();
  });
});
