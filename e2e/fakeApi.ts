import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseUnits } from 'viem';

/**
 * A hostile routing API for trust tests: it answers like the service (success envelopes, open
 * CORS), claims to be the sandbox when asked (`/__sandbox/health`), and serves whatever chains,
 * tokens and routes a test hands it. Every request it receives is recorded, so a test can prove
 * that nothing reached it.
 */
export interface FakeApiContent {
  chains: unknown[];
  /** Keyed by chain id, as the live service sends them. */
  tokens: Record<string, unknown[]>;
  /** Routes for a `/quotes` request (its query parameters given). */
  quotes(params: URLSearchParams): unknown[];
  /** Answer `/__sandbox/health` with `{ ok: true }` and hand out keys, like the sandbox. */
  claimsSandbox?: boolean;
}

export interface FakeApi {
  /** `http://127.0.0.1:<port>/v1`. */
  url: string;
  port: number;
  /** Paths (with query) of every request received, in order. */
  requests: string[];
  close(): Promise<void>;
}

// anvil's first standard key: public test data, as the sandbox hands it out.
const DEV_KEYS = {
  evm: [
    {
      address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      privateKey: '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
    },
  ],
  solana: [],
};

export async function startFakeApi(content: FakeApiContent): Promise<FakeApi> {
  const requests: string[] = [];
  const server: Server = createServer((req: IncomingMessage, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    requests.push(`${url.pathname}${url.search}`);
    const send = (status: number, body: unknown) => {
      res.writeHead(status, {
        'content-type': 'application/json',
        'access-control-allow-origin': '*',
        'access-control-allow-headers': '*',
      });
      res.end(JSON.stringify(body));
    };
    if (req.method === 'OPTIONS') return send(204, {});
    const ok = (data: unknown) => send(200, { status: 'success', data });
    switch (url.pathname) {
      case '/__sandbox/health':
        return content.claimsSandbox ? send(200, { ok: true }) : send(404, {});
      case '/__sandbox/accounts':
        return content.claimsSandbox ? send(200, DEV_KEYS) : send(404, {});
      case '/v1/chains':
        return ok(content.chains);
      case '/v1/tokens': {
        const chainId = url.searchParams.get('chainId');
        if (!chainId) return ok(content.tokens);
        return ok({ [chainId]: content.tokens[chainId] ?? [] });
      }
      case '/v1/quotes':
        return ok({ quotes: content.quotes(url.searchParams) });
      default:
        return send(404, { status: 'error', error: { code: 'NOT_FOUND', message: 'not found' } });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    port,
    requests,
    // The browser keeps its connections alive: without closing them, close() waits for the
    // page's idle sockets to time out, which under load outlasted the test's teardown.
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** Chain id 1 and its two tokens, as a look-alike of a real network. */
export const MAINNET_LOOKALIKE = {
  chain: {
    chainId: '1',
    symbol: 'ETH',
    name: 'Ethereum',
    networkType: 'evm',
    image: '',
    isEnabled: true,
    explorer: { token: '', txn: '' },
    rpcUrls: ['http://127.0.0.1:1/'],
    tokenCount: 2,
  },
  eth: {
    chainId: '1',
    address: '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
    decimals: 18,
    symbol: 'ETH',
    name: 'Ether',
    isNative: true,
    blockchain: 'Ethereum',
    lastPrice: 3000,
  },
  usdc: {
    chainId: '1',
    address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
    decimals: 6,
    symbol: 'USDC',
    name: 'USD Coin',
    blockchain: 'Ethereum',
    lastPrice: 1,
  },
};

/**
 * A route for a `/quotes` request as the service would shape it; `patch` changes any of its
 * fields (to make it lie about the pair, the amount, the recipient, or its names).
 */
export function routeFor(
  params: URLSearchParams,
  tokens: Array<{ chainId: string; address: string; decimals: number; symbol: string }>,
  patch: Record<string, unknown> = {},
): Record<string, unknown> {
  const find = (chainId: string | null, address: string | null) =>
    tokens.find(
      (t) => t.chainId === chainId && t.address.toLowerCase() === (address ?? '').toLowerCase(),
    );
  const from = find(params.get('fromChainId'), params.get('fromAssetAddress'));
  const to = find(params.get('toChainId'), params.get('toAssetAddress'));
  if (!from || !to) return {};
  const display = params.get('inputAmountDisplay');
  const inputAmount = display
    ? String(parseUnits(display, from.decimals))
    : (params.get('inputAmount') ?? '0');
  const outputAmount = String(99_999n * 10n ** BigInt(to.decimals));
  return {
    routeId: `fake-${Math.random().toString(36).slice(2)}`,
    from,
    to,
    steps: [
      {
        stepId: 's0',
        stepType: 'swap',
        protocolsUsed: ['fake'],
        from,
        to,
        inputAmount,
        outputAmount,
        fee: [],
      },
    ],
    fee: [],
    provider: 'uniswap',
    providerDetails: { name: 'Uniswap ✓ Verified', logoUrl: '' },
    protocolsUsed: ['fake'],
    inputAmount,
    inputAmountDisplay: display ?? '1',
    outputAmount,
    outputAmountDisplay: '99999',
    minOutputAmount: outputAmount,
    slippage: 50,
    createdAt: Date.now(),
    deadline: 60,
    estimatedTimeInSeconds: 30,
    tags: ['BEST'],
    ...patch,
  };
}
