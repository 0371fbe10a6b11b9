import { afterAll, beforeAll, expect } from 'vitest';
import { createRoutingClient, type RoutingClient } from '../../../src/api/client';
import type { Asset, QuoteRequest, Route, TokensByChain } from '../../../src/api/types';
import { loadTxnPayloadReaders } from '../../../src/networks/loadTxnPayloadReaders';
import type { SandboxOptions } from '../config';
import type { FaultConfig } from '../faults';
import { type RunningSandboxWithChains, startSandboxWithChains } from '../withChains';
import { type DevWallets, loadDevWallets } from './devWallets';
import { connectLedgers, type Ledgers } from './ledgers';

/** What a flow talks to: the API through the widget's client, and the chains. */
export interface FlowContext {
  client: RoutingClient;
  ledgers: Ledgers;
}

/**
 * One sandbox on its local chains per test file, reached only over HTTP with the widget's own
 * client (`createRoutingClient` and its parsers), plus the ledgers from `/chains` and the dev
 * wallets from `/__sandbox/accounts`. `sandbox` is exposed for test set-up that plays the
 * market (e.g. the router's owner moving a rate), never for the route itself.
 */
export interface FlowSandbox {
  readonly sandbox: RunningSandboxWithChains;
  readonly ledgers: Ledgers;
  readonly wallets: DevWallets;
  /** A fresh client (own request budget) and the ledgers. */
  context(): FlowContext;
  /** The catalog token `symbol` (never the flagged look-alike) on `chainId`. */
  token(chainId: string, symbol: string): Asset;
  /** Quotes with `include: [provider]` and answers that provider's only route. */
  quoteOne(ctx: FlowContext, req: Omit<QuoteRequest, 'include'>, provider: string): Promise<Route>;
  /** Replaces the fault injection (`PUT /__sandbox/faults`; missing fields mean no fault). */
  injectFaults(faults: Partial<FaultConfig>): Promise<void>;
}

const DEV_API_KEY = 'sandbox-dev-key';

export function setupFlowSandbox(
  options: Pick<SandboxOptions, 'now' | 'quoteTtlSeconds'> = {},
  deliveryDelayMs = 200,
): FlowSandbox {
  let state:
    | {
        sandbox: RunningSandboxWithChains;
        ledgers: Ledgers;
        wallets: DevWallets;
        tokens: TokensByChain;
      }
    | undefined;
  // No limit of its own: the sandbox project's (vite.config.ts) leaves its chains' start-up room on
  // a loaded machine; 30 s here ran out with a second test run beside this one.
  beforeAll(async () => {
    const sandbox = await startSandboxWithChains(
      { port: 0, rateLimit: false, ...options },
      { deliveryDelayMs },
    );
    try {
      const client = createRoutingClient(
        { baseUrl: sandbox.baseUrl, apiKey: DEV_API_KEY },
        loadTxnPayloadReaders,
      );
      const [chains, tokens, wallets] = await Promise.all([
        client.getChains(),
        client.getTokens(),
        loadDevWallets(sandbox.baseUrl.replace(/\/v1$/, '')),
      ]);
      state = { sandbox, ledgers: connectLedgers(chains), wallets, tokens };
    } catch (error) {
      await sandbox.close();
      throw error;
    }
  });
  afterAll(async () => {
    await state?.sandbox.close();
  });
  const current = () => {
    if (!state) throw new Error('the flow sandbox is not started');
    return state;
  };
  return {
    get sandbox() {
      return current().sandbox;
    },
    get ledgers() {
      return current().ledgers;
    },
    get wallets() {
      return current().wallets;
    },
    context: () => ({
      client: createRoutingClient(
        { baseUrl: current().sandbox.baseUrl, apiKey: DEV_API_KEY },
        loadTxnPayloadReaders,
      ),
      ledgers: current().ledgers,
    }),
    token(chainId, symbol) {
      const found = current().tokens[chainId]?.find((t) => t.symbol === symbol && !t.isFlagged);
      if (!found) throw new Error(`no ${symbol} on ${chainId}`);
      return found;
    },
    async quoteOne(ctx, req, provider) {
      const { quotes } = await ctx.client.getQuotes({ ...req, include: [provider] });
      expect(quotes.map((q) => q.provider)).toEqual([provider]);
      return quotes[0]!;
    },
    async injectFaults(faults) {
      const origin = current().sandbox.baseUrl.replace(/\/v1$/, '');
      const response = await fetch(`${origin}/__sandbox/faults`, {
        method: 'PUT',
        body: JSON.stringify(faults),
      });
      expect(response.status).toBe(200);
    },
  };
}
