import type { Server } from 'node:http';

/**
 * Idle keep-alive connections stay open 65 s instead of Node's 5 s. A client that reuses an idle
 * connection just as the server's timer closes it gets ECONNRESET: browsers retry such a request,
 * Node clients do not (an e2e run failed on it, reading the Cosmos ledger through Playwright's
 * request context). Node's and undici's agents drop an idle connection after 4–5 s themselves,
 * so with a longer server limit the client is always the one that lets go.
 */
export function keepIdleConnections<S extends Server>(server: S): S {
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  return server;
}
