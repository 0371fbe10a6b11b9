import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { RPC_METHOD_NOT_FOUND } from './rpcError';
import type { RpcContext } from './rpcMethods';
import { type RpcServer, startRpcServer } from './rpcServer';

/**
 * Method names are looked up as own keys only, over HTTP and over the WebSocket: a name a plain
 * object inherits is an unknown method. No ledger is needed: an unknown method never reaches it
 * (the stub throws if anything does).
 */
const untouchable = new Proxy({} as RpcContext, {
  get: () => {
    throw new Error('the ledger was reached');
  },
});
let server: RpcServer;
beforeAll(async () => {
  server = await startRpcServer(untouchable);
});
afterAll(() => server?.close());

type RpcAnswer = { id: number; result?: unknown; error?: { code: number; message: string } };

async function overHttp(method: string): Promise<RpcAnswer> {
  const response = await fetch(server.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: [] }),
  });
  return (await response.json()) as RpcAnswer;
}

function overWebSocket(method: string): Promise<RpcAnswer> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(server.wsUrl);
    socket.on('error', reject);
    socket.on('open', () =>
      socket.send(JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: [] })),
    );
    socket.on('message', (raw) => {
      socket.close();
      resolve(JSON.parse(raw.toString()) as RpcAnswer);
    });
  });
}

const TRANSPORTS = [
  ['HTTP', overHttp],
  ['WebSocket', overWebSocket],
] as const;
const cases = TRANSPORTS.flatMap(([name, send]) =>
  ['__proto__', 'constructor', 'toString', 'hasOwnProperty'].map((m) => [name, m, send] as const),
);

describe('Solana RPC method names', () => {
  it.each(cases)('over %s, %s is an unknown method', async (_transport, method, send) => {
    const answer = await send(method);
    expect(answer.result).toBeUndefined();
    expect(answer.error).toEqual({
      code: RPC_METHOD_NOT_FOUND,
      message: `Method not found: ${method}`,
    });
  });

  it.each(TRANSPORTS)(
    'over %s, a long unknown name is echoed cut to 100 characters',
    async (_t, send) => {
      const answer = await send('x'.repeat(5_000));
      expect(answer.error?.message).toBe(`Method not found: ${'x'.repeat(100)}…`);
    },
  );
});
