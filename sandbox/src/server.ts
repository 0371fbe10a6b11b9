import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { base58 } from '@scure/base';
import { createCatalog } from './catalog/catalog';
import { mergeDeployment } from './catalog/deployment';
import { resolveConfig, type SandboxOptions } from './config';
import type { Endpoint, SandboxContext } from './context';
import { echoInput } from './echoInput';
import { handleDev } from './endpoints/dev';
import { endpoints } from './endpoints/index';
import { ApiError, errorForStatus } from './errors';
import { type ApiEndpoint, FaultController, MALFORMED_BODY } from './faults';
import { readJsonBody, sendData, sendError, sendPreflight, sendRaw } from './http';
import { keepIdleConnections } from './keepAlive';
import { simulatedOrderFiller } from './orders/orderDesk';
import { phoneWalletHost } from './phoneWallet/phoneWalletHost';
import { walletChains } from './phoneWallet/walletChains';
import { createIdFactory, hashBytes } from './random';
import { RateLimiter } from './rateLimit';
import { RoutesStore } from './routesStore';
import { createTimeline } from './status/timeline';
import { createStatusChannel } from './statusChannel/statusChannel';
import { corsHeaders } from './trust/cors';
import { assertDevAccess, DEV_PATH_PREFIX, isDevPath } from './trust/devAccess';
import { createWalletConnectRelay, WALLETCONNECT_RELAY_PATH } from './walletConnect/relayServer';

export type { SandboxOptions };

export interface RunningSandbox {
  /** e.g. `http://127.0.0.1:8787/v1` */
  baseUrl: string;
  port: number;
  /** The fault injection in force (`/__sandbox/faults`), for the chains' relayer and solver. */
  faults: FaultController;
  close(): Promise<void>;
}

/** Starts the sandbox routing service; `port: 0` picks a free port (tests). */
export async function startSandbox(options: SandboxOptions = {}): Promise<RunningSandbox> {
  const config = resolveConfig(options);
  const limiter = new RateLimiter({
    enabled: config.rateLimit,
    apiKeys: config.apiKeys,
    anonymousPerMinute: 20,
    keyedPerMinute: 200,
    now: config.now,
  });
  let ctx: SandboxContext | undefined;

  const server = keepIdleConnections(
    createServer((req, res) => {
      for (const [name, value] of Object.entries(corsHeaders(pathOf(req), req.headers.origin))) {
        res.setHeader(name, value);
      }
      if (!ctx) {
        sendError(res, new ApiError('UNAVAILABLE', 'Sandbox is starting'));
        return;
      }
      handle(ctx, limiter, req, res).catch((error: unknown) => {
        if (error instanceof ApiError) return sendError(res, error);
        // Log for the developer running the sandbox; never send a stack trace to the client.
        console.error('sandbox: internal error:', error);
        sendError(res, new ApiError('INTERNAL', 'Internal error'));
      });
    }),
  );
  // WalletConnect's relay, for wallets and dapps connecting offline (sandbox/README.md).
  const walletConnectRelay = createWalletConnectRelay(config.now);
  // The announced real-time status channel (statusChannel/channelMessages.ts).
  const statusChannel = createStatusChannel(() => ctx, limiter, options.statusChannel);
  server.on('upgrade', (req, socket, head) =>
    statusChannel.handles(req)
      ? statusChannel.handleUpgrade(req, socket, head)
      : walletConnectRelay.handleUpgrade(req, socket, head),
  );

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;
  const origin = `http://${config.host}:${port}`;
  let blockhashCounter = 0;
  const phoneWallet = phoneWalletHost(async () => ({
    relayUrl: `${origin.replace(/^http/, 'ws')}${WALLETCONNECT_RELAY_PATH}`,
    chains: await walletChains(ctx!.catalog, config.seed),
    accounts: await ctx!.devAccounts(),
  }));
  ctx = {
    config,
    origin,
    catalog: createCatalog({
      origin,
      deployment: mergeDeployment(config.deployment),
      rpcUrls: config.rpcUrls,
    }),
    routes: new RoutesStore(),
    faults: new FaultController(config.seed, config.faults),
    statusSource: options.statusSource ?? createTimeline(config.timelineMsPerSecond),
    orderFiller: options.orderFiller ?? simulatedOrderFiller(),
    applyChainFaults: options.applyChainFaults,
    newId: createIdFactory(config.seed),
    devAccounts: async () => {
      if (options.devAccounts) return options.devAccounts();
      // Loaded on first use: key derivation pulls in the Solana library.
      const { devAccounts } = await import('./devAccounts');
      return devAccounts(config.seed);
    },
    solanaBlockhash: async () =>
      options.solanaBlockhash
        ? await options.solanaBlockhash()
        : base58.encode(hashBytes('blockhash', config.seed, blockhashCounter++)),
    phoneWallet,
    tronRefBlock: async () => {
      if (options.tronRefBlock) return options.tronRefBlock();
      // Without a ledger: a made-up block, as well formed as a real one.
      const block = hashBytes('tron-block', config.seed, blockhashCounter++);
      return { refBlockBytes: block.subarray(0, 2), refBlockHash: block.subarray(8, 16) };
    },
  };

  return {
    baseUrl: `${origin}/v1`,
    port,
    faults: ctx.faults,
    close: async () => {
      await phoneWallet.close();
      await new Promise<void>((resolve, reject) => {
        walletConnectRelay.close();
        statusChannel.close();
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      });
    },
  };
}

async function handle(
  ctx: SandboxContext,
  limiter: RateLimiter,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const url = new URL(req.url ?? '/', ctx.origin);
  const method = req.method ?? 'GET';
  if (isDevPath(url.pathname)) {
    // Before the preflight: a refused origin must not get a 204 it could read as "allowed".
    assertDevAccess(req.headers.host, req.headers.origin);
    if (method === 'OPTIONS') return sendPreflight(res);
    return handleDev(ctx, req, res, url.pathname.slice(DEV_PATH_PREFIX.length));
  }
  if (method === 'OPTIONS') return sendPreflight(res);
  const match = /^\/v1\/([A-Za-z]+(?:-[a-z]+)*)\/?$/.exec(url.pathname);
  const name = match?.[1];
  const endpoint: Endpoint | undefined =
    name !== undefined && Object.hasOwn(endpoints, name)
      ? endpoints[name as ApiEndpoint]
      : undefined;
  // Every endpoint is a GET, except `POST /submit` (docs/routing-api.md §4.7).
  if (!endpoint || method !== (name === 'submit' ? 'POST' : 'GET')) {
    throw new ApiError(
      'NOT_FOUND',
      `No such endpoint: ${echoInput(method)} ${echoInput(url.pathname)}`,
    );
  }

  const apiKey = headerValue(req, 'x-api-key');
  limiter.admit(apiKey, req.socket.remoteAddress ?? 'unknown');

  const fault = ctx.faults.decide(name as ApiEndpoint);
  if (fault.latencyMs > 0) await new Promise((r) => setTimeout(r, fault.latencyMs));
  if (fault.answer === 'drop') {
    req.socket.destroy();
    return;
  }
  if (fault.answer === 'malformed') return sendRaw(res, 200, MALFORMED_BODY);
  if (typeof fault.answer === 'object' && fault.answer !== null) {
    throw errorForStatus(fault.answer.status, fault.answer.retryAfterSeconds);
  }
  if (typeof fault.answer === 'number' && fault.answer !== 200) {
    throw errorForStatus(fault.answer);
  }
  const body = method === 'POST' ? await readJsonBody(req) : undefined;
  sendData(res, await endpoint(ctx, url.searchParams, body));
}

/** The path as routing will see it (same URL parsing), for the CORS policy of the answer. */
function pathOf(req: IncomingMessage): string {
  try {
    return new URL(req.url ?? '/', 'http://127.0.0.1').pathname;
  } catch {
    return '/';
  }
}

function headerValue(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  const text = Array.isArray(value) ? value[0] : value;
  return text === undefined || text === '' ? undefined : text;
}
