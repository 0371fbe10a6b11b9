import { type IncomingMessage, STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { type WebSocket, WebSocketServer } from 'ws';
import { ApiError } from '../errors';
import { assertDevAccess } from '../trust/devAccess';
import { AuthError, authenticate } from './clientAuth';
import { Relay } from './relay';

/**
 * The local WalletConnect relay, on the sandbox's own HTTP server: a WebSocket upgrade at this
 * path, e.g. `relayUrl: 'ws://127.0.0.1:8787/__sandbox/walletconnect'`. Like every `/__sandbox/`
 * path it answers only this machine (a WebSocket is not bound by CORS, so the `Origin` check is
 * what keeps other sites' pages out).
 */
export const WALLETCONNECT_RELAY_PATH = '/__sandbox/walletconnect';

/** The live relay pings every 30 s, and a Node client drops a connection after 35 s without. */
const PING_INTERVAL_MS = 20_000;

export interface WalletConnectRelay {
  /** Takes over an `upgrade` of the HTTP server: the relay's path, or a refusal. */
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void;
  /** Closes every connection (the clients reconnect to a relay started again). */
  close(): void;
}

export function createWalletConnectRelay(now: () => number = Date.now): WalletConnectRelay {
  const relay = new Relay(now);
  const server = new WebSocketServer({ noServer: true });
  const sockets = new Map<number, WebSocket>();
  /** Whether each socket answered since the last ping. */
  const alive = new Map<WebSocket, boolean>();
  let nextConnection = 0;

  const heartbeat = setInterval(() => {
    for (const [socket, answered] of alive) {
      if (!answered) {
        socket.terminate();
        continue;
      }
      alive.set(socket, false);
      socket.ping();
    }
  }, PING_INTERVAL_MS);
  heartbeat.unref();

  const accept = (socket: WebSocket, clientId: string) => {
    const connection = ++nextConnection;
    relay.open(connection, clientId);
    sockets.set(connection, socket);
    alive.set(socket, true);
    socket.on('pong', () => alive.set(socket, true));
    socket.on('message', (data, isBinary) => {
      alive.set(socket, true);
      if (isBinary) return;
      try {
        for (const frame of relay.receive(connection, String(data))) {
          sockets.get(frame.connection)?.send(JSON.stringify(frame.payload));
        }
      } catch (error) {
        // For the developer running the sandbox; the client sees its request go unanswered.
        console.error('sandbox: WalletConnect relay: internal error:', error);
      }
    });
    // A broken frame or a reset: the connection ends, and 'close' cleans up.
    socket.on('error', () => socket.terminate());
    socket.on('close', () => {
      relay.close(connection);
      sockets.delete(connection);
      alive.delete(socket);
    });
  };

  return {
    handleUpgrade(req, socket, head) {
      // A client that resets during the handshake must not take the sandbox down.
      socket.on('error', () => socket.destroy());
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      let clientId: string;
      try {
        if (
          url.pathname !== WALLETCONNECT_RELAY_PATH &&
          url.pathname !== `${WALLETCONNECT_RELAY_PATH}/`
        ) {
          throw new ApiError('NOT_FOUND', `No WebSocket at ${url.pathname.slice(0, 100)}`);
        }
        assertDevAccess(req.headers.host, req.headers.origin);
        ({ clientId } = authenticate(url.searchParams, now()));
      } catch (error) {
        if (error instanceof AuthError) return refuse(socket, 401, error.message);
        if (error instanceof ApiError) return refuse(socket, error.httpStatus, error.message);
        throw error;
      }
      server.handleUpgrade(req, socket, head, (ws) => accept(ws, clientId));
    },
    close() {
      clearInterval(heartbeat);
      for (const socket of alive.keys()) socket.terminate();
      server.close();
    },
  };
}

/** An HTTP answer on the raw socket, as a refused WebSocket handshake gets it. */
function refuse(socket: Duplex, status: number, message: string): void {
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\nContent-Type: text/plain; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(message)}\r\nConnection: close\r\n\r\n${message}`,
  );
}
