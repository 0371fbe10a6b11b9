import type { WidgetEvent } from '../../events/widgetEvents';
import { httpOriginOf, isFromExpectedSender } from '../origins';
import {
  type BridgeConfig,
  envelope,
  type HostMessagePayloads,
  messageIds,
  WALLET_EVENT_NAMES,
} from '../protocol';
import { answerRequest, type HostWallets } from './answerRequest';
import { readIframeMessage } from './readIframeMessage';

export interface SwapWidgetBridgeOptions extends HostWallets {
  /** What the widget's wallet menu calls `ethereum` (default "Browser wallet"). */
  walletName?: string;
  /** What it calls `solana` (default "Solana wallet"). */
  solanaWalletName?: string;
  /**
   * Theme, theme tokens, variant, hidden parts, language, starting choice and allowed or denied
   * chains, tokens and providers (`BridgeConfig`); the API, its key, any recipient, slippage and fee are the
   * iframe's own, never set here.
   */
  config?: BridgeConfig;
  /** Each widget event (route selected, steps, done, failed, ...), as plain JSON. */
  onEvent?(event: WidgetEvent): void;
  /** The widget's content height; without this option, the iframe's height is set to it. */
  onHeight?(height: number): void;
  /**
   * Opens a wallet app from its WalletConnect link (`wc:...`, checked), which the browser will not
   * open from inside the frame ("Open wallet app" on a phone). Without this option, the page goes
   * to the link itself (`location.assign`), which opens the app and leaves the page where it is.
   */
  onOpenWalletLink?(uri: string): void;
}

export interface SwapWidgetBridge {
  /** Sends the widget a new config in place of the last (a new starting choice restarts it). */
  setConfig(config: BridgeConfig): void;
  /** Stops answering the iframe and forwarding the wallets' events. */
  disconnect(): void;
}

/**
 * Connects the host page to the swap widget in `iframe` (its `embed.html`): answers the widget's
 * wallet requests from the page's own wallets (many wallets do not inject into iframes), sizes
 * the iframe to the widget and hands the widget's events to `onEvent`. Call it once the iframe
 * has its `src`, before or after it loads.
 *
 * Only the window in `iframe`, at the exact origin of its `src`, is listened to, and every message
 * names that origin as its target: if the frame is navigated elsewhere, the browser delivers
 * nothing to it, and nothing from it is answered.
 */
export function connectSwapWidget(
  iframe: HTMLIFrameElement,
  options: SwapWidgetBridgeOptions = {},
): SwapWidgetBridge {
  const origin = httpOriginOf(iframe.src, document.baseURI);
  const nextId = messageIds('h');
  const { ethereum, solana } = options;
  const wallets = {
    ...(ethereum ? { evm: { name: shortName(options.walletName, 'Browser wallet') } } : {}),
    ...(solana ? { solana: { name: shortName(options.solanaWalletName, 'Solana wallet') } } : {}),
  };
  let config = pickConfig(options.config);
  // Until the widget said it listens, a post could reach the frame's previous document.
  let greeted = false;

  const post = <Type extends keyof HostMessagePayloads>(
    type: Type,
    payload: HostMessagePayloads[Type],
    id = nextId(),
  ) => iframe.contentWindow?.postMessage(envelope(type, id, payload), origin);

  const onMessage = (event: MessageEvent) => {
    if (!isFromExpectedSender(event, { origins: [origin], source: iframe.contentWindow })) return;
    const message = readIframeMessage(event.data);
    if (!message) return;
    switch (message.type) {
      case 'ready':
        greeted = true;
        post('hello', { wallets, ...(config ? { config } : {}) });
        break;
      case 'height':
        if (options.onHeight) options.onHeight(message.payload.height);
        else iframe.style.height = `${Math.ceil(message.payload.height)}px`;
        break;
      case 'event':
        options.onEvent?.(message.payload.event);
        break;
      case 'openWalletLink':
        // The person's tap in the frame counts for this page too (the browser passes a frame's
        // user activation up to its ancestors), so the app opens without a blocked navigation.
        if (options.onOpenWalletLink) options.onOpenWalletLink(message.payload.uri);
        else window.location.assign(message.payload.uri);
        break;
      case 'request':
        void answerRequest(message.payload, { ethereum, solana }).then((answer) => {
          try {
            post('response', answer, message.id);
          } catch {
            // A result the browser cannot copy (a wallet's own object): answered as a failure.
            post(
              'response',
              { ok: false, error: { code: -32603, message: 'Bad result' } },
              message.id,
            );
          }
        });
        break;
    }
  };
  window.addEventListener('message', onMessage);

  // The host wallet's account and chain changes reach the widget as the wallet's own events do.
  const forwarders = WALLET_EVENT_NAMES.map((name) => {
    const listener = (data: unknown) =>
      post('walletEvent', {
        wallet: 'evm',
        name,
        ...(name === 'disconnect' ? {} : { data }),
      });
    ethereum?.on?.(name, listener);
    return () => ethereum?.removeListener?.(name, listener);
  });
  // The Solana wallet's too, in the same two events: a new account, or none.
  const stopSolana = solana?.onAccountChange?.((account) =>
    post(
      'walletEvent',
      account
        ? { wallet: 'solana', name: 'accountsChanged', data: [String(account)] }
        : { wallet: 'solana', name: 'disconnect' },
    ),
  );

  return {
    setConfig(next) {
      config = pickConfig(next) ?? {};
      // Before the widget's `ready`, its hello will carry it.
      if (greeted) post('config', { config });
    },
    disconnect() {
      window.removeEventListener('message', onMessage);
      for (const stop of forwarders) stop();
      stopSolana?.();
    },
  };
}

/** The keys a config message may have (`BridgeConfig`): the widget refuses a message with more. */
const CONFIG_KEYS = [
  'theme',
  'themeTokens',
  'variant',
  'hiddenUI',
  'language',
  'defaults',
  'chains',
  'tokens',
  'providers',
] as const satisfies readonly (keyof BridgeConfig)[];

/**
 * Only the keys a config message may have: an integrator's object may hold more (a shared config
 * with its `apiUrl`, say), which would make the widget refuse the whole message.
 */
function pickConfig(config: BridgeConfig | undefined): BridgeConfig | undefined {
  if (!config) return undefined;
  const picked: Record<string, unknown> = {};
  for (const key of CONFIG_KEYS) if (config[key] !== undefined) picked[key] = config[key];
  return picked as BridgeConfig;
}

function shortName(name: string | undefined, fallback: string): string {
  return (name?.trim() || fallback).slice(0, 40);
}
