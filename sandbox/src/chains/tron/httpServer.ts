/**
 * Serves the ledger's HTTP API on 127.0.0.1, with CORS open as TronGrid's is, so the widget in a
 * browser can read balances, simulate and broadcast. Bodies are JSON (GET takes the query
 * string); integers go out as JSON numbers with every digit (sun amounts can pass 2^53).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { keepIdleConnections } from '../../keepAlive';
import { readBodyText } from '../../requestBody';
import { ChainStartError } from '../errors';
import { isVisible, tronHandler } from './httpApi';
import type { TronLedger } from './ledger';

const MAX_BODY_BYTES = 1024 * 1024;
const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
  'access-control-allow-headers': 'content-type, tron-pro-api-key',
  'access-control-max-age': '86400',
};

export interface TronHttpServer {
  port: number;
  url: string;
  close(): Promise<void>;
}

/** JSON with bigints written as plain numbers. */
function tronJson(value: unknown): string {
  if (typeof value === 'bigint') return value.toString();
  if (Array.isArray(value)) return `[${value.map((v) => tronJson(v ?? null)).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const fields = Object.entries(value).filter(([, v]) => v !== undefined);
    return `{${fields.map(([k, v]) => `${JSON.stringify(k)}:${tronJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

async function params(req: IncomingMessage, url: URL): Promise<Record<string, unknown>> {
  if (req.method === 'GET') return Object.fromEntries(url.searchParams);
  const text = await readBodyText(req, MAX_BODY_BYTES);
  if (text.trim() === '') return {};
  const parsed: unknown = JSON.parse(text);
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new Error('the body must be a JSON object');
  }
  return parsed as Record<string, unknown>;
}

async function handle(ledger: TronLedger, req: IncomingMessage, res: ServerResponse) {
  if (req.method === 'OPTIONS') {
    res.writeHead(204, CORS).end();
    return;
  }
  const url = new URL(req.url ?? '/', 'http://127.0.0.1');
  const handler = tronHandler(url.pathname);
  const send = (status: number, body: unknown) =>
    res.writeHead(status, { ...CORS, 'content-type': 'application/json' }).end(tronJson(body));
  if (!handler || (req.method !== 'GET' && req.method !== 'POST')) {
    send(404, { Error: `No such API: ${req.method} ${url.pathname.slice(0, 100)}` });
    return;
  }
  let body: Record<string, unknown>;
  try {
    body = await params(req, url);
  } catch (error) {
    send(200, { Error: `class org.tron.json.JSONException : ${(error as Error).message}` });
    return;
  }
  try {
    send(200, await handler(ledger, body, isVisible(body)));
  } catch (error) {
    send(200, { Error: error instanceof Error ? error.message : String(error) });
  }
}

export async function startTronHttpServer(ledger: TronLedger, port = 0): Promise<TronHttpServer> {
  const server = createServer((req, res) => {
    handle(ledger, req, res).catch(() => res.destroy());
  });
  keepIdleConnections(server);
  await new Promise<void>((resolve, reject) => {
    server.once('error', (cause) =>
      reject(new ChainStartError('The Tron ledger’s HTTP API could not listen', { cause })),
    );
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const actual = (server.address() as AddressInfo).port;
  return {
    port: actual,
    url: `http://127.0.0.1:${actual}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
