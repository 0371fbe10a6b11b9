/**
 * HTTP JSON-RPC (single and batch, CORS open for the browser widget) plus the WebSocket
 * subscriptions web3.js uses to confirm transactions. web3.js derives the WebSocket URL as the
 * HTTP port + 1 (the solana-test-validator convention), so both servers listen: HTTP on `port`
 * and WebSocket on `port + 1`; the HTTP port also accepts WebSocket upgrades.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { type WebSocket, WebSocketServer } from 'ws';
import { echoInput } from '../../echoInput';
import { keepIdleConnections } from '../../keepAlive';
import { readBodyText } from '../../requestBody';
import { ChainStartError } from '../errors';
import { freePort } from '../freePort';
import { RPC_INVALID_PARAMS, RPC_METHOD_NOT_FOUND, RpcError } from './rpcError';
import { callRpcMethod, type RpcContext } from './rpcMethods';
import { signatureStatus } from './transactionView';

const MAX_BODY_BYTES = 2 * 1024 * 1024;
const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST, OPTIONS',
  'access-control-allow-headers': '*',
  'access-control-max-age': '86400',
};

interface JsonRpcRequest {
  jsonrpc?: string;
  id?: unknown;
  method?: unknown;
  params?: unknown;
}

export interface RpcServer {
  port: number;
  rpcUrl: string;
  wsUrl: string;
  close(): Promise<void>;
}

function respond(id: unknown, run: () => unknown) {
  try {
    return { jsonrpc: '2.0', id: id ?? null, result: run() };
  } catch (error) {
    if (error instanceof RpcError) {
      const body: Record<string, unknown> = { code: error.code, message: error.message };
      if (error.data !== undefined) body.data = error.data;
      return { jsonrpc: '2.0', id: id ?? null, error: body };
    }
    const message = error instanceof Error ? error.message : String(error);
    return {
      jsonrpc: '2.0',
      id: id ?? null,
      error: { code: -32603, message: `Internal error: ${message}` },
    };
  }
}

function handleOne(ctx: RpcContext, request: JsonRpcRequest) {
  return respond(request.id, () => {
    if (typeof request.method !== 'string') throw new RpcError(-32600, 'Invalid request');
    const params = request.params === undefined ? [] : request.params;
    if (!Array.isArray(params))
      throw new RpcError(RPC_INVALID_PARAMS, 'Invalid params: expected an array');
    return callRpcMethod(ctx, request.method, params);
  });
}

async function handleHttp(ctx: RpcContext, req: IncomingMessage, res: ServerResponse) {
  if (req.method === 'OPTIONS') {
    res.writeHead(204, CORS).end();
    return;
  }
  if (req.method !== 'POST') {
    res
      .writeHead(405, { ...CORS, 'content-type': 'text/plain' })
      .end('Use POST with a JSON-RPC body');
    return;
  }
  let payload: unknown;
  try {
    payload = JSON.parse(await readBodyText(req, MAX_BODY_BYTES));
  } catch {
    const body = { jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } };
    res.writeHead(200, { ...CORS, 'content-type': 'application/json' }).end(JSON.stringify(body));
    return;
  }
  const result = Array.isArray(payload)
    ? payload.map((r) => handleOne(ctx, (r ?? {}) as JsonRpcRequest))
    : handleOne(ctx, (payload ?? {}) as JsonRpcRequest);
  res.writeHead(200, { ...CORS, 'content-type': 'application/json' }).end(JSON.stringify(result));
}

/** Signature and slot subscriptions for one WebSocket connection. */
function handleSocket(ctx: RpcContext, socket: WebSocket) {
  let nextId = 1;
  const cleanups = new Map<number, () => void>();
  const send = (message: unknown) => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
  };
  const notify = (method: string, subscription: number, result: unknown) =>
    send({ jsonrpc: '2.0', method, params: { result, subscription } });

  const subscribe: Record<string, (params: unknown[]) => number> = {
    signatureSubscribe: (params) => {
      const signature = params[0];
      if (typeof signature !== 'string')
        throw new RpcError(RPC_INVALID_PARAMS, 'Invalid params: signature');
      const id = nextId++;
      const deliver = (slot: bigint, err: unknown) => {
        cleanups.get(id)?.();
        cleanups.delete(id);
        notify('signatureNotification', id, { context: { slot: Number(slot) }, value: { err } });
      };
      const existing = ctx.ledger.getTransaction(signature);
      if (existing) {
        const status = signatureStatus(existing);
        setImmediate(() => deliver(existing.slot, status.err));
        cleanups.set(id, () => {});
      } else {
        const off = ctx.ledger.onTransaction((tx) => {
          if (tx.signature === signature) deliver(tx.slot, tx.err);
        });
        cleanups.set(id, off);
      }
      return id;
    },
    slotSubscribe: () => {
      const id = nextId++;
      const off = ctx.ledger.onSlot((slot) =>
        notify('slotNotification', id, {
          parent: Number(slot - 1n),
          root: Number(slot),
          slot: Number(slot),
        }),
      );
      cleanups.set(id, off);
      return id;
    },
  };

  socket.on('message', (raw) => {
    let request: JsonRpcRequest;
    try {
      request = JSON.parse(raw.toString()) as JsonRpcRequest;
    } catch {
      send({ jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } });
      return;
    }
    if (request.id === undefined || request.id === null) return; // notifications (web3.js pings)
    const method = String(request.method);
    const params = Array.isArray(request.params) ? request.params : [];
    send(
      respond(request.id, () => {
        // Own keys only: `constructor` or `toString` must not reach Object.prototype.
        const start = Object.hasOwn(subscribe, method) ? subscribe[method] : undefined;
        if (start) return start(params);
        if (method === 'signatureUnsubscribe' || method === 'slotUnsubscribe') {
          const id = Number(params[0]);
          const cleanup = cleanups.get(id);
          cleanup?.();
          return cleanups.delete(id);
        }
        throw new RpcError(RPC_METHOD_NOT_FOUND, `Method not found: ${echoInput(method)}`);
      }),
    );
  });
  socket.on('close', () => {
    for (const cleanup of cleanups.values()) cleanup();
    cleanups.clear();
  });
}

function listen(server: Server, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.removeListener('error', reject);
      resolve();
    });
  });
}

/**
 * Closes a client's socket as a normal closure (1000): web3.js's socket client reconnects once a
 * second, without end, after any other close (a dropped connection, "going away"), and the
 * ledger does not come back. A client that does not answer the closing handshake within
 * `CLOSE_WAIT_MS` is cut off; it has the 1000 already. The wait ends then too, so a socket whose
 * close was already under way cannot hold the ledger's close up.
 */
const CLOSE_WAIT_MS = 500;
const closeForGood = (socket: WebSocket) =>
  new Promise<void>((resolve) => {
    const cutOff = setTimeout(() => {
      socket.terminate();
      resolve();
    }, CLOSE_WAIT_MS);
    socket.once('close', () => {
      clearTimeout(cutOff);
      resolve();
    });
    socket.close(1000, 'ledger closed');
  });

const closeServer = (server: Server) =>
  new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });

/** Starts the HTTP server on `port` (or a free one) and the WebSocket server on port + 1. */
export async function startRpcServer(ctx: RpcContext, port?: number): Promise<RpcServer> {
  const wss = new WebSocketServer({ noServer: true });
  wss.on('connection', (socket) => handleSocket(ctx, socket));
  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) =>
    wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req));
  const make = () => {
    const server = createServer((req, res) => {
      handleHttp(ctx, req, res).catch(() => res.writeHead(500, CORS).end());
    });
    server.on('upgrade', onUpgrade);
    return keepIdleConnections(server);
  };

  let lastError: unknown;
  for (let attempt = 0; attempt < (port === undefined ? 10 : 1); attempt++) {
    const httpPort = port ?? (await freePort());
    const http = make();
    const ws = make();
    try {
      await listen(http, httpPort);
      await listen(ws, httpPort + 1);
    } catch (error) {
      lastError = error;
      await Promise.all([closeServer(http), closeServer(ws)]).catch(() => {});
      continue;
    }
    return {
      port: httpPort,
      rpcUrl: `http://127.0.0.1:${httpPort}`,
      wsUrl: `ws://127.0.0.1:${httpPort + 1}`,
      close: async () => {
        await Promise.all([...wss.clients].map(closeForGood));
        await Promise.all([closeServer(http), closeServer(ws)]);
        wss.close();
      },
    };
  }
  throw new ChainStartError('The Solana RPC server could not listen', {
    details: `no free port pair found${port === undefined ? '' : ` at ${port}/${port + 1}`}`,
    cause: lastError,
  });
}
