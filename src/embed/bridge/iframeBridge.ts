import { isFromExpectedSender } from '../../bridge/origins';
import {
  type BridgeConfig,
  type BridgeRequest,
  type BridgeWalletInfo,
  envelope,
  type HostMessagePayloads,
  type IframeMessagePayloads,
  messageIds,
} from '../../bridge/protocol';
import { isWalletLink } from '../../bridge/walletLink';
import type { WidgetEvent } from '../../events/widgetEvents';
import { readHostMessage } from './hostMessageSchemas';

/** What the host page said: its wallets (hello) and its latest config. */
export interface HostState {
  wallets: { evm?: BridgeWalletInfo; solana?: BridgeWalletInfo };
  config?: BridgeConfig | undefined;
}

export type HostWalletEvent = HostMessagePayloads['walletEvent'];

/** A wallet request the host answered with an error: the wallet's EIP-1193 code and words. */
export class HostWalletRpcError extends Error {
  override name = 'HostWalletRpcError';
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

export interface IframeBridge {
  /** `useSyncExternalStore`'s pair: undefined until the host said hello. */
  subscribe(listener: () => void): () => void;
  hostState(): HostState | undefined;
  /** Asks the host page's wallet; rejects with `HostWalletRpcError` as the wallet answered. */
  request(request: BridgeRequest): Promise<unknown>;
  onWalletEvent(listener: (event: HostWalletEvent) => void): () => void;
  postHeight(height: number): void;
  postEvent(event: WidgetEvent): void;
  /**
   * Asks the host page to open a wallet app's `wc:` link, which a frame cannot open; false (and
   * nothing posted) for any other link, or before a host page said hello.
   */
  openWalletLink(uri: string): boolean;
  stop(): void;
}

interface ParentWindow {
  postMessage(message: unknown, targetOrigin: string): void;
}

export interface IframeBridgeOptions {
  /** The iframe page's window (its `parent` is the host page). */
  self: {
    parent: ParentWindow;
    addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
    removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  };
  /** Exact origins that may frame the widget and talk to it (`embedParentOrigins`). */
  parentOrigins: readonly string[];
  /** The parent's origin as the browser reports it (`location.ancestorOrigins[0]`), if it does. */
  reportedParentOrigin?: string | undefined;
  /** When to say `ready` again while no hello came (ms after the start). */
  readyAtMs?: readonly number[];
}

const READY_AT_MS = [0, 200, 1_000, 3_000, 10_000, 30_000, 60_000];

/**
 * The iframe's end of the bridge. It says `ready` to the parent, at each allowed origin (only the
 * one the browser reports, when it does; the browser delivers a post only at its exact target
 * origin), until a host answers hello. The first hello from the parent window at an allowed
 * origin fixes the host's origin: from then on only that window at that origin is heard, and
 * every post names it. A parent at any other origin is never answered, and gets nothing.
 * Undefined when the page is not framed or no parent origin is allowed.
 */
export function startIframeBridge({
  self,
  parentOrigins,
  reportedParentOrigin,
  readyAtMs = READY_AT_MS,
}: IframeBridgeOptions): IframeBridge | undefined {
  const parent = self.parent;
  if (!parent || (parent as unknown) === self) return undefined;
  const allowed =
    reportedParentOrigin === undefined
      ? parentOrigins
      : parentOrigins.filter((origin) => origin === reportedParentOrigin);
  if (allowed.length === 0) return undefined;

  const nextId = messageIds('w');
  const listeners = new Set<() => void>();
  const walletListeners = new Set<(event: HostWalletEvent) => void>();
  const pending = new Map<string, { resolve(v: unknown): void; reject(e: Error): void }>();
  let hostOrigin: string | undefined;
  let state: HostState | undefined;
  let lastHeight: number | undefined;

  const post = <Type extends keyof IframeMessagePayloads>(
    type: Type,
    payload: IframeMessagePayloads[Type],
    id = nextId(),
  ) => {
    if (hostOrigin) parent.postMessage(envelope(type, id, payload), hostOrigin);
  };
  const setState = (next: HostState) => {
    state = next;
    for (const listener of listeners) listener();
  };

  const onMessage = (event: MessageEvent) => {
    const origins = hostOrigin ? [hostOrigin] : allowed;
    if (!isFromExpectedSender(event, { origins, source: parent })) return;
    const message = readHostMessage(event.data);
    if (!message) return;
    switch (message.type) {
      case 'hello': {
        if (hostOrigin) return; // One host per page load: a second hello changes nothing.
        hostOrigin = event.origin;
        stopReady();
        setState(message.payload);
        if (lastHeight !== undefined) post('height', { height: lastHeight });
        break;
      }
      case 'config':
        if (state) setState({ ...state, config: message.payload.config });
        break;
      case 'response': {
        const waiting = pending.get(message.id);
        if (!waiting) return;
        pending.delete(message.id);
        const answer = message.payload;
        if (answer.ok) waiting.resolve(answer.result);
        else waiting.reject(new HostWalletRpcError(answer.error.code, answer.error.message));
        break;
      }
      case 'walletEvent':
        for (const listener of walletListeners) listener(message.payload);
        break;
    }
  };
  self.addEventListener('message', onMessage);

  const timers = readyAtMs.map((ms) =>
    setTimeout(() => {
      for (const origin of allowed) parent.postMessage(envelope('ready', nextId(), {}), origin);
    }, ms),
  );
  const stopReady = () => {
    for (const timer of timers) clearTimeout(timer);
  };

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    hostState: () => state,
    request(request) {
      if (!hostOrigin) {
        return Promise.reject(new HostWalletRpcError(4900, 'The host page is not connected.'));
      }
      const id = nextId();
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject });
        post('request', request, id);
      });
    },
    onWalletEvent(listener) {
      walletListeners.add(listener);
      return () => walletListeners.delete(listener);
    },
    postHeight(height) {
      lastHeight = height;
      post('height', { height });
    },
    postEvent(event) {
      post('event', { event });
    },
    openWalletLink(uri) {
      if (!hostOrigin || !isWalletLink(uri)) return false;
      post('openWalletLink', { uri });
      return true;
    },
    stop() {
      stopReady();
      self.removeEventListener('message', onMessage);
      for (const waiting of pending.values()) {
        waiting.reject(new HostWalletRpcError(4900, 'The bridge to the host page stopped.'));
      }
      pending.clear();
    },
  };
}
