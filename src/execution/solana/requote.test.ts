import { describe, expect, it } from 'vitest';
import type { RoutingClient } from '../../api/client';
import type { NextTxResult, QuoteRequest, Route, StatusResult } from '../../api/types';
import { NETWORKS } from '../../networks/networkRegistry';
import { memoryStorage } from '../../state/persistedStorage';
import { asset, route as makeRoute, step as makeStep } from '../../test/routeFixtures';
import type { ExecutionDeps } from '../deps';
import { TransactionTooLargeError } from '../errors';
import { createExecutionStore } from '../executionStore';
import type { Execution } from '../model';
import { beginExecution, retryStep, runExecution } from '../runExecution';
import type { PreparedSolanaTransaction, SolanaSigner } from '../signers';
import { startExecution, stepAtWallet, stepPreparing, stepSubmitted } from '../transitions';
import { lowerMaxAccounts, requotePlan } from './requote';

const USER = 'B62qUser1111111111111111111111111111111111';
const USDC = asset({ symbol: 'USDC', chainId: 'sol', networkType: 'sol', decimals: 6 });
const SOL = asset({ symbol: 'SOL', chainId: 'sol', networkType: 'sol', decimals: 9 });
const REQUEST: QuoteRequest = {
  fromChainId: 'sol',
  fromAssetAddress: USDC.address,
  toChainId: 'sol',
  toAssetAddress: SOL.address,
  amount: { inputAmount: 40_000_000n },
  userWalletAddress: USER,
  lite: true,
};

/**
 * galaxy's lite route for REQUEST quoted with `maxAccounts`; `output` in lamports, its minimum
 * `slippageBps` under it (0.5 % unless the request said).
 */
function liteRoute(maxAccounts: number, output: bigint, slippageBps = 50): Route {
  const routeId = `r${maxAccounts}`;
  return makeRoute({
    routeId,
    from: USDC,
    to: SOL,
    provider: 'galaxy',
    inputAmount: 40_000_000n,
    outputAmount: output,
    minOutputAmount: (output * BigInt(10_000 - slippageBps)) / 10_000n,
    userWalletAddress: USER,
    recipient: USER,
    steps: [
      makeStep({
        stepId: `${routeId}:0`,
        provider: 'galaxy',
        from: USDC,
        to: SOL,
        inputAmount: 40_000_000n,
        outputAmount: output,
      }),
    ],
  });
}

interface Market {
  /** The output quoted at each limit; a limit missing from it has no route. */
  outputs: Record<number, bigint>;
  /** Routes quoted with more accounts than this are too large to send. */
  fitsAt: number;
  /** The service quotes with the request's slippage (else always 0.5 %). */
  honoursSlippage?: boolean;
}

/** The routing service of a lite aggregator whose routes take every account they may. */
function fakeService(market: Market) {
  const calls: string[] = [];
  const routes = new Map<string, Route>();
  const quote = (maxAccounts: number, slippageBps?: number) => {
    const output = market.outputs[maxAccounts];
    if (output === undefined) return undefined;
    const r = liteRoute(maxAccounts, output, market.honoursSlippage ? slippageBps : undefined);
    routes.set(r.routeId, r);
    return r;
  };
  const client = {
    getQuotes: async (req: QuoteRequest) => {
      calls.push(`quotes:${req.maxAccounts}:${req.include?.join(',')}`);
      const r = quote(req.maxAccounts ?? 20, req.slippageBps);
      return { quotes: r ? [r] : [] };
    },
    createTx: async ({ routeId }: { routeId: string }) => {
      calls.push(`createTx:${routeId}`);
      const r = routes.get(routeId) ?? quote(Number(routeId.slice(1)));
      return { routeId, steps: r?.steps ?? [] };
    },
    getNextTx: async ({ routeId, stepId }: { routeId: string; stepId: string }) => {
      calls.push(`nextTx:${stepId}`);
      const next: NextTxResult = {
        routeId,
        stepId,
        skipTxn: false,
        txnData: {
          networkType: 'sol',
          isCompleted: false,
          skipTxn: false,
          txnType: 'on-chain',
          gasless: false,
          txnSol: { data: `lite payload of ${routeId}` },
        },
      };
      return next;
    },
    getStatus: async ({ routeId, stepId }: { routeId: string; stepId: string }) => {
      calls.push(`status:${stepId}`);
      const status: StatusResult = { routeId, stepId, status: 'success', warnings: [] };
      return status;
    },
  } as unknown as RoutingClient;
  return { client, calls, route: quote };
}

/** Assembles a payload to 1300 bytes when its route was quoted above `fitsAt` accounts. */
function fakeSolanaSigner(fitsAt: number) {
  const signed: string[] = [];
  const signer: SolanaSigner = {
    networkType: 'sol',
    account: () => USER,
    prepare: async ({ txn }) => {
      const limit = Number(/lite payload of r(\d+)/.exec(txn.data)?.[1]);
      if (limit > fitsAt) throw new TransactionTooLargeError(1300 + limit, 1232);
      const prepared: PreparedSolanaTransaction = {
        unsigned: txn.data,
        lastValidBlockHeight: 100,
        lite: true,
        programs: [],
        effects: [],
      };
      return prepared;
    },
    sign: async (prepared) => {
      signed.push(prepared.unsigned);
      return {
        signature: `sig${signed.length}`,
        signed: prepared.unsigned,
        lastValidBlockHeight: 100,
      };
    },
    sendAndConfirm: async () => ({ status: 'confirmed' }),
  };
  return { signer, signed };
}

/** Confirm swap on the route quoted with `request` (kept with the execution unless `null`). */
async function confirmLite(market: Market, request: QuoteRequest | null = REQUEST) {
  const service = fakeService(market);
  const wallet = fakeSolanaSigner(market.fitsAt);
  const deps: ExecutionDeps = {
    client: service.client,
    networks: NETWORKS,
    signers: { sol: wallet.signer },
    store: createExecutionStore({ storageKey: 'k', storage: memoryStorage() }),
    options: { unlimitedApprovals: false },
    sleep: async () => {},
  };
  const confirmed = service.route(request?.maxAccounts ?? 20);
  if (!confirmed) throw new Error('no route to confirm');
  await beginExecution(confirmed, deps, { request: request ?? undefined });
  const execution = await runExecution(confirmed.routeId, deps);
  return { execution, deps, confirmed, ...service, ...wallet };
}

describe('lowerMaxAccounts: three quarters of the last limit, never below 8', () => {
  it.each([
    [20, 15],
    [15, 11],
    [11, 8],
    [10, 8],
    [64, 48],
    [8, undefined],
    [5, undefined],
  ])('%i -> %s', (previous, next) => {
    expect(lowerMaxAccounts(previous)).toBe(next);
  });
});

describe('requotePlan', () => {
  const confirmed = liteRoute(20, 260_000_000n);
  const start = (request: QuoteRequest | undefined) =>
    stepPreparing(
      startExecution(confirmed, confirmed.steps, { recipient: USER, request, now: 0 }),
      'r20:0',
      1,
    );

  it('re-quotes the first step of a lite route with its request kept, at 3/4 of the limit', () => {
    expect(requotePlan(start(REQUEST), 'r20:0')).toEqual({ kind: 'requote', maxAccounts: 15 });
    expect(requotePlan(start({ ...REQUEST, maxAccounts: 30 }), 'r20:0')).toEqual({
      kind: 'requote',
      maxAccounts: 22,
    });
  });

  it.each<[string, Execution]>([
    ['a record without its request (stored before it was kept)', start(undefined)],
    ['a standard-mode route', start({ ...REQUEST, lite: false })],
    ['a step the wallet was asked for', stepAtWallet(start(REQUEST), 'r20:0', { programs: [] }, 2)],
    [
      'a step with a signed transaction',
      stepSubmitted(
        stepAtWallet(start(REQUEST), 'r20:0', { programs: [] }, 2),
        'r20:0',
        { txHash: 'sig', solanaSigned: { signed: 'AA==', lastValidBlockHeight: 9 } },
        3,
      ),
    ],
  ])('leaves %s to fail as before', (_, execution) => {
    expect(requotePlan(execution, 'r20:0')).toEqual({ kind: 'none' });
  });

  it('stops after two re-quotes, or when no lower limit is left', () => {
    const twice: Execution = {
      ...start(REQUEST),
      requotes: [
        { replacedRouteId: 'r20', size: 1400, maxAccounts: 15, at: 1 },
        { replacedRouteId: 'r15', size: 1300, maxAccounts: 11, at: 2 },
      ],
    };
    expect(requotePlan(twice, 'r20:0')).toEqual({ kind: 'exhausted', maxAccounts: 11 });
    expect(requotePlan(start({ ...REQUEST, maxAccounts: 8 }), 'r20:0')).toEqual({
      kind: 'exhausted',
      maxAccounts: 8,
    });
  });
});

describe('runExecution: a lite route too large to send is quoted again with fewer accounts', () => {
  it('goes on with the smaller route when it pays and promises the confirmed minimum: one wallet prompt', async () => {
    const { execution, calls, signed, confirmed } = await confirmLite({
      outputs: { 20: 260_000_000n, 15: 260_100_000n },
      fitsAt: 15,
    });
    expect(execution.status).toBe('done');
    expect(execution.id).toBe('r20');
    expect(execution.route.routeId).toBe('r15');
    expect(execution.steps.map((s) => [s.stepId, s.phase])).toEqual([['r15:0', 'done']]);
    expect(execution.requotes).toEqual([
      { replacedRouteId: 'r20', size: 1320, maxAccounts: 15, at: expect.any(Number) },
    ]);
    expect(execution.confirmedMinOutput).toBe(confirmed.minOutputAmount);
    expect(signed).toEqual(['lite payload of r15']);
    expect(calls).toEqual([
      'createTx:r20',
      'nextTx:r20:0',
      'quotes:15:galaxy',
      'createTx:r15',
      'nextTx:r15:0',
      'status:r15:0',
    ]);
  });

  it('tries twice at most (20 -> 15 -> 11), then ends saying so, nothing signed', async () => {
    const { execution, calls, signed, deps } = await confirmLite({
      outputs: { 20: 260_000_000n, 15: 260_000_000n, 11: 260_000_000n },
      fitsAt: 10,
    });
    expect(calls.filter((c) => c.startsWith('quotes'))).toEqual([
      'quotes:15:galaxy',
      'quotes:11:galaxy',
    ]);
    expect(execution.requotes?.map((r) => r.maxAccounts)).toEqual([15, 11]);
    expect(execution.status).toBe('failed');
    expect(execution.steps[0]?.error).toMatchInlineSnapshot(`
      {
        "code": "QUOTE_EXPIRED",
        "details": "1311 bytes with maxAccounts 11",
        "message": "This route's Solana transaction is still too large to send after quoting it again with fewer accounts. Nothing was signed. Get a new quote.",
      }
    `);
    expect(signed).toEqual([]);
    expect(() => retryStep(execution.id, deps)).toThrow();
  });

  it('ends when the smaller route pays less than the confirmed minimum', async () => {
    const { execution, calls, signed } = await confirmLite({
      outputs: { 20: 260_000_000n, 15: 258_000_000n },
      fitsAt: 15,
    });
    expect(execution.status).toBe('failed');
    expect(execution.route.routeId).toBe('r20');
    expect(execution.steps[0]?.error?.message).toBe(
      "This route's Solana transaction is too large to send, and the smaller route offered now pays less than the minimum you reviewed. Nothing was signed. Get a new quote.",
    );
    expect(calls).not.toContain('createTx:r15');
    expect(signed).toEqual([]);
  });

  it('asks the smaller route again with the slippage that keeps the confirmed minimum, and goes on with it', async () => {
    // 259,500,000 out at 0.5 % promises 258,202,500 < 258,700,000 confirmed: asked again with
    // (259,500,000 - 258,700,000) / 259,500,000 = 30 bps, which promises 258,721,500.
    const { execution, calls, signed } = await confirmLite({
      outputs: { 20: 260_000_000n, 15: 259_500_000n },
      fitsAt: 15,
      honoursSlippage: true,
    });
    expect(execution.status).toBe('done');
    expect(execution.route).toMatchObject({ routeId: 'r15', minOutputAmount: 258_721_500n });
    expect(calls.filter((c) => c.startsWith('quotes'))).toEqual([
      'quotes:15:galaxy',
      'quotes:15:galaxy',
    ]);
    expect(signed).toHaveLength(1);
  });

  it('ends when the smaller route pays enough but its own minimum stays below the confirmed one', async () => {
    // 259,500,000 lamports out, at least 258,202,500 (0.5 % slippage, whatever the request says):
    // 258,700,000 was confirmed.
    const { execution, calls, signed } = await confirmLite({
      outputs: { 20: 260_000_000n, 15: 259_500_000n },
      fitsAt: 15,
    });
    expect(execution.status).toBe('failed');
    expect(execution.route.routeId).toBe('r20');
    expect(execution.steps[0]?.error).toMatchObject({
      message:
        "This route's Solana transaction is too large to send, and the smaller route offered now pays less than the minimum you reviewed. Nothing was signed. Get a new quote.",
      details: 'maxAccounts 15: output 259500000, minimum 258202500, confirmed minimum 258700000',
    });
    expect(calls).not.toContain('createTx:r15');
    expect(signed).toEqual([]);
  });

  it('ends when the provider offers no route within the lower limit', async () => {
    const { execution, signed } = await confirmLite({ outputs: { 20: 260_000_000n }, fitsAt: 15 });
    expect(execution.status).toBe('failed');
    expect(execution.steps[0]?.error?.message).toContain('no smaller route is offered');
    expect(signed).toEqual([]);
  });

  it('a record without its quote request fails as before: stopped, too large, nothing asked', async () => {
    const { execution, calls, signed } = await confirmLite(
      { outputs: { 20: 260_000_000n, 15: 259_500_000n }, fitsAt: 15 },
      null,
    );
    expect(execution.status).toBe('stopped');
    expect(execution.steps[0]).toMatchObject({
      phase: 'failed',
      error: { code: 'TRANSACTION_FAILED' },
    });
    expect(calls.some((c) => c.startsWith('quotes'))).toBe(false);
    expect(signed).toEqual([]);
  });

  it('does not re-quote with a kept request that is not the one the route answered', async () => {
    const { execution, calls } = await confirmLite(
      { outputs: { 20: 260_000_000n, 15: 259_500_000n }, fitsAt: 15 },
      { ...REQUEST, recipient: 'B62qSomeoneElse111111111111111111111111111' },
    );
    expect(execution.status).toBe('stopped');
    expect(execution.steps[0]?.error?.code).toBe('TRANSACTION_FAILED');
    expect(calls.some((c) => c.startsWith('quotes'))).toBe(false);
  });
});
