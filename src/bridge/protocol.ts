import type { WidgetConfig } from '../config/widgetConfig';
import type { WidgetEvent } from '../events/widgetEvents';

/**
 * The bridge between the iframe widget (`embed.html`) and the page that frames it, over
 * `postMessage`. Every message is one versioned envelope; the host page's script
 * (`src/bridge/host/`) and the iframe (`src/embed/bridge/`) each validate what they receive, from
 * the one window and exact origin they expect, and name the exact target origin on every post.
 *
 * Pure, with no runtime imports: the host script ships it, and that script has no dependencies.
 */

export const BRIDGE_PROTOCOL = 'swap-widget-bridge';
export const BRIDGE_VERSION = 1;

/**
 * Message ids: short and plain, so an id can never smuggle anything into a log or a key. Readers
 * check the length before the pattern.
 */
export const MESSAGE_ID_MAX = 64;
export const MESSAGE_ID_PATTERN = /^[A-Za-z0-9_-]+$/;

/** Taller than any screen: a height beyond it is not a layout, it is an attack on the host page. */
export const MAX_REPORTED_HEIGHT = 20_000;

/**
 * The EIP-1193 methods the iframe may ask the host page's EVM wallet for: connecting, the chain,
 * switching it, sending a transaction and signing typed data. Both sides refuse any other
 * (`personal_sign`, `eth_sign`, ...): the widget signs nothing it cannot check.
 */
export const EVM_BRIDGE_METHODS = [
  'eth_accounts',
  'eth_requestAccounts',
  'eth_chainId',
  'wallet_switchEthereumChain',
  'eth_sendTransaction',
  'eth_signTypedData_v4',
] as const;
export type EvmBridgeMethod = (typeof EVM_BRIDGE_METHODS)[number];

/**
 * What the iframe may ask the host page's Solana wallet: its public key (`connect`, answered as
 * base58; with the one param `"silent"` only if the wallet is already connected to the host page,
 * without asking the person: a reload reconnects without a prompt), `disconnect`, and
 * `signTransaction` of one serialized transaction (base64 both ways).
 */
export const SOLANA_BRIDGE_METHODS = ['connect', 'disconnect', 'signTransaction'] as const;
type SolanaBridgeMethod = (typeof SOLANA_BRIDGE_METHODS)[number];

/** EIP-1193 wallet events the host forwards from its providers. */
export const WALLET_EVENT_NAMES = ['accountsChanged', 'chainChanged', 'disconnect'] as const;
type WalletEventName = (typeof WALLET_EVENT_NAMES)[number];

/**
 * What a host page may set by message: the look (theme, theme tokens, variant, hidden parts), the
 * language, the form's starting choice and what it offers (allowed and denied chains, tokens,
 * providers), as the URL's parameters can. Never the API, its key or a recipient (nothing that changes where funds go),
 * nor the quote's money settings (`slippageBps`, `integratorFeeBps`): the iframe refuses a
 * message naming any of them, whole.
 */
export type BridgeConfig = Pick<
  WidgetConfig,
  | 'theme'
  | 'themeTokens'
  | 'variant'
  | 'hiddenUI'
  | 'language'
  | 'defaults'
  | 'chains'
  | 'tokens'
  | 'providers'
>;

/** A wallet the host page offers the iframe, by the name the widget's wallet menu shows. */
export interface BridgeWalletInfo {
  name: string;
}

export type BridgeRequest =
  | { wallet: 'evm'; method: EvmBridgeMethod; params: unknown[] }
  | { wallet: 'solana'; method: SolanaBridgeMethod; params: string[] };

export type BridgeAnswer =
  | { ok: true; result: unknown }
  /** EIP-1193's error shape: 4001 rejected, 4100 unauthorized, 4200 unsupported, 4900 disconnected. */
  | { ok: false; error: { code: number; message: string } };

/** Iframe to host page, by message type. */
export interface IframeMessagePayloads {
  /** The iframe's bridge is listening (sent again until the host says hello). */
  ready: Record<string, never>;
  /** The widget's content height in CSS pixels: the host sizes the iframe to it. */
  height: { height: number };
  /** One of the widget's events, as `createWidgetEvents` emits it (plain JSON). */
  event: { event: WidgetEvent };
  /** A wallet request; the host answers with a `response` of the same id. */
  request: BridgeRequest;
  /**
   * Opens a wallet app from its WalletConnect pairing link (`isWalletLink`), which the browser
   * will not open from inside the frame; the host page opens it from its own.
   */
  openWalletLink: { uri: string };
}

/** Host page to iframe, by message type. */
export interface HostMessagePayloads {
  /** The answer to `ready`: which wallets the host offers, and its config. */
  hello: {
    wallets: { evm?: BridgeWalletInfo; solana?: BridgeWalletInfo };
    config?: BridgeConfig;
  };
  /** A new config from the host page, in place of the one before (`BridgeConfig`). */
  config: { config: BridgeConfig };
  /** The answer to the `request` of the same id. */
  response: BridgeAnswer;
  /** The host's wallet changed account or chain, or disconnected. */
  walletEvent: { wallet: 'evm' | 'solana'; name: WalletEventName; data?: unknown };
}

export interface BridgeEnvelope<Type extends string, Payload> {
  protocol: typeof BRIDGE_PROTOCOL;
  version: typeof BRIDGE_VERSION;
  id: string;
  type: Type;
  payload: Payload;
}

type EnvelopeOf<Map> = {
  [Type in keyof Map & string]: BridgeEnvelope<Type, Map[Type]>;
}[keyof Map & string];

export type IframeMessage = EnvelopeOf<IframeMessagePayloads>;
export type HostMessage = EnvelopeOf<HostMessagePayloads>;

/** One message, as it goes over `postMessage`. */
export function envelope<Type extends string, Payload>(
  type: Type,
  id: string,
  payload: Payload,
): BridgeEnvelope<Type, Payload> {
  return { protocol: BRIDGE_PROTOCOL, version: BRIDGE_VERSION, id, type, payload };
}

/** Ids for one side's messages: a prefix per side and a counter (unique, not secret). */
export function messageIds(prefix: string): () => string {
  let next = 0;
  return () => `${prefix}${++next}`;
}
