/** The ledger's HTTP server on 127.0.0.1: the REST routes, JSON bodies, CORS open for the widget. */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { keepIdleConnections } from '../../keepAlive';
import { BodyTooLargeError, readBodyText } from '../../requestBody';
import { ChainStartError } from '../errors';
import { freePort } from '../freePort';
import type { CosmosLedger } from './ledger';
import { GatewayError, routeRest } from './restRoutes';

const MAX_BODY_BYTES = 1024 * 1024;
const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
  'access-control-allow-headers': '*',
  'access-control-max-age': '86400',
};

export interface RestServer {
  port: number;
  restUrl: string;
  close(): Promise<void>;
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  const text = await readBodyText(req, MAX_BODY_BYTES).catch((error: unknown) => {
    throw error instanceof BodyTooLargeError
      ? new GatewayError(413, 8, 'request body too large')
      : error;
  });
  if (text === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    throw new GatewayError(400, 3, 'invalid JSON body');
  }
}

async function handle(
  ledger: CosmosLedger,
  origin: string,
  req: IncomingMessage,
  res: ServerResponse,
) {
  const send = (status: number, body: unknown) =>
    res
      .writeHead(status, { ...CORS, 'content-type': 'application/json' })
      .end(JSON.stringify(body));
  if (req.method === 'OPTIONS') {
    res.writeHead(204, CORS).end();
    return;
  }
  try {
    const url = new URL(req.url ?? '/', origin);
    const body = req.method === 'POST' ? await readJson(req) : null;
    send(
      200,
      routeRest(
        ledger,
        { method: req.method ?? 'GET', path: url.pathname, query: url.searchParams, body },
        origin,
      ),
    );
  } catch (error) {
    if (error instanceof GatewayError) {
      send(error.httpStatus, { code: error.grpcCode, message: error.message, details: [] });
      return;
    }
    send(500, { code: 13, message: 'internal error', details: [] });
  }
}

/** Listens on `port` (or a free one). */
export async function startRestServer(ledger: CosmosLedger, port?: number): Promise<RestServer> {
  let lastError: unknown;
  for (let attempt = 0; attempt < (port === undefined ? 10 : 1); attempt++) {
    const listenPort = port ?? (await freePort());
    const origin = `http://127.0.0.1:${listenPort}`;
    const server = keepIdleConnections(
      createServer((req, res) => {
        handle(ledger, origin, req, res).catch(() => res.destroy());
      }),
    );
    try {
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(listenPort, '127.0.0.1', () => resolve());
      });
    } catch (error) {
      lastError = error;
      continue;
    }
    return {
      port: listenPort,
      restUrl: origin,
      close: () =>
        new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeAllConnections();
        }),
    };
  }
  throw new ChainStartError('The Cosmos REST server could not listen', {
    details: `no free port${port === undefined ? '' : ` at ${port}`}`,
    cause: lastError,
  });
}
