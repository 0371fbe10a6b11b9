import WebSocket from 'ws';

export interface NewHeadsHandlers {
  /** anvil confirmed the subscription: from now on every block is announced. */
  onSubscribed(): void;
  /** anvil mined a block. */
  onBlock(): void;
  /** The subscription is gone (refused, socket failed or closed) before `close()`. */
  onLost(): void;
}

/**
 * anvil's `eth_subscribe("newHeads")`, on the WebSocket it serves on its RPC port: a watcher hears
 * of each block instead of asking for the head several times a second. The socket is unref'd, so
 * it keeps no process alive.
 */
function subscribeNewHeads(rpcUrl: string, handlers: NewHeadsHandlers): { close(): void } {
  const ws = new WebSocket(rpcUrl.replace(/^http/, 'ws'));
  let ended = false;
  const lost = () => {
    if (ended) return;
    ended = true;
    ws.terminate();
    handlers.onLost();
  };
  ws.on('upgrade', (response) => response.socket.unref());
  ws.on('open', () => {
    ws.send(
      JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_subscribe', params: ['newHeads'] }),
    );
  });
  ws.on('message', (data) => {
    let message: { id?: unknown; result?: unknown; method?: unknown };
    try {
      message = JSON.parse(String(data));
    } catch {
      return lost();
    }
    if (message.method === 'eth_subscription') handlers.onBlock();
    else if (message.id === 1) {
      if (typeof message.result === 'string') handlers.onSubscribed();
      else lost();
    }
  });
  ws.on('error', lost);
  ws.on('close', lost);
  return {
    close() {
      ended = true;
      ws.terminate();
    },
  };
}

/**
 * `subscribeNewHeads`, subscribed again `retryMs` after each loss until `close()`: a socket that
 * failed once (an anvil slow to answer under load, a dropped connection) would otherwise leave
 * its watcher asking for the head several times a second for the rest of the run.
 */
export function keepSubscribedToNewHeads(
  rpcUrl: string,
  handlers: NewHeadsHandlers,
  retryMs = 2_000,
): { close(): void } {
  let closed = false;
  let current: { close(): void } | undefined;
  let retry: NodeJS.Timeout | undefined;
  const subscribe = () => {
    current = subscribeNewHeads(rpcUrl, {
      ...handlers,
      onLost: () => {
        handlers.onLost();
        if (!closed) retry = setTimeout(subscribe, retryMs).unref();
      },
    });
  };
  subscribe();
  return {
    close() {
      closed = true;
      clearTimeout(retry);
      current?.close();
    },
  };
}
