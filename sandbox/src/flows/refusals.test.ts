import { MessageV0, SystemProgram, VersionedTransaction } from '@solana/web3.js';
import { createWalletClient, type Hex, http } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { afterEach, describe, expect, it } from 'vitest';
import { QuoteExpiredError } from '../../../src/api/errors';
import { beginExecution } from '../../../src/execution/runExecution';
import { sandboxRouterAbi } from '../../contracts/build/abis';
import type { DevSigned } from './engineSigners';
import { type FlowContext, setupFlowSandbox } from './flowSandbox';
import { type QuotedCase, quoteCase, type RouteCase } from './routeCase';
import { engineDeps, runRoute } from './runRoute';

/**
 * What must not go through, run by the widget's execution engine with the dev keys as wallets:
 * an expired quote (410: Confirm swap is refused before anything is saved, or the execution ends
 * at the step), a transaction the chain would refuse (the engine's simulation refuses it and
 * nothing is signed), one the chain refuses after the wallet signed it (the market moved in
 * between: the step fails, its fee is paid, nothing else moves), a Solana order the solver
 * refunds. And what the sandbox's `/status` and ledgers refuse whoever asks: a signed transaction
 * sent twice (refused, nothing moves), a hash that is not the step's transaction (400). The
 * sandbox clock is shifted to make quotes old; the chains keep real time. Each kind of refusal is
 * one table and one body.
 */
let clockOffsetMs = 0;
const env = setupFlowSandbox({ now: () => Date.now() + clockOffsetMs });
afterEach(() => {
  clockOffsetMs = 0;
});
/** Quoted and handed out 25 minutes ago: the 20-minute transaction deadline is behind us. */
const QUOTED_25_MINUTES_AGO = -25 * 60_000;
const ETH_TO_USDC: Omit<RouteCase, 'payer'> = {
  from: ['31337', 'ETH'],
  to: ['31337', 'USDC'],
  amount: '0.25',
  provider: 'sandswap',
};
const named = <T extends { name: string }>(cases: T[]) => cases.map((c) => [c.name, c] as const);

describe('expired quotes', () => {
  it('410 on /createTx: Confirm swap is refused before anything is saved or signed; /nextTx of the route never started is 410 too', async () => {
    const ctx = env.context();
    const { route, keys } = await quoteCase(env, ctx, { ...ETH_TO_USDC, payer: { evm: 0 } });
    clockOffsetMs = route.expiresAt - Date.now() + 1_000;
    const { deps, signed } = engineDeps(ctx, keys);
    await expect(beginExecution(route, deps)).rejects.toBeInstanceOf(QuoteExpiredError);
    expect(deps.store.getState().executions).toEqual({});
    expect(signed).toEqual([]);
    const nextTx = ctx.client.getNextTx({ routeId: route.routeId, stepId: route.steps[0]!.stepId });
    await expect(nextTx).rejects.toMatchObject({ name: 'QuoteExpiredError', status: 410 });
  });

  it('410 on /nextTx of a started route (injected, as the live service may answer): the execution ends failed at the step, nothing signed', async () => {
    const ctx = env.context();
    const quoted = await quoteCase(env, ctx, { ...ETH_TO_USDC, payer: { evm: 0 } });
    await env.injectFaults({ nextRequests: { nextTx: [410] } });
    const { execution, signed, changes } = await runRoute(ctx, quoted);
    expect(execution.status).toBe('failed');
    expect(execution.steps.map((s) => s.phase)).toEqual(['failed']);
    expect(execution.steps[0]!.error).toMatchObject({
      code: 'QUOTE_EXPIRED',
      message: expect.stringMatching(/quote has expired/i),
    });
    expect(signed).toEqual([]);
    expect(changes).toMatchObject({ inputDebited: 0n, outputCredited: 0n, fees: 0n });
  });
});

interface Failure extends RouteCase {
  name: string;
  clockOffsetMs?: number;
  /** When the router's rate drops below the route's minimum: before the step, or between the
   * wallet's signature and the chain. */
  marketMoves?: 'before the step' | 'once signed';
  /** Whether the wallet was asked at all: not when the engine's simulation refused the step. */
  signed: boolean;
  /** The failed step's words (message, then details). */
  says: RegExp;
}

/** The router's owner sets ETH -> USDC to pay one unit less than the route's minimum. */
async function moveMarketBelowMinimum({ route }: QuotedCase) {
  expect(route.minOutputAmount).toBe(route.outputAmount);
  const { router, deployer } = env.sandbox.chains.evm.find((c) => c.chainId === 31337)!.deployment;
  const pair = [route.from.address as Hex, route.to.address as Hex] as const;
  const reader = env.ledgers.evm('31337');
  const owner = createWalletClient({
    account: privateKeyToAccount(deployer.privateKey),
    chain: env.ledgers.viemChain('31337'),
    transport: http(),
  });
  const setRate = async (numerator: bigint, denominator: bigint) => {
    const hash = await owner.writeContract({
      address: router,
      abi: sandboxRouterAbi,
      functionName: 'setRate',
      args: [...pair, numerator, denominator],
    });
    expect((await reader.waitForTransactionReceipt({ hash })).status).toBe('success');
  };
  const [numerator, denominator] = await reader.readContract({
    address: router,
    abi: sandboxRouterAbi,
    functionName: 'rates',
    args: pair,
  });
  await setRate(route.minOutputAmount - 1n, route.inputAmount);
  return () => setRate(numerator, denominator);
}

const FAILURES: Failure[] = [
  {
    name: 'an EVM swap past its deadline: refused by the simulation, nothing signed, nothing paid',
    ...ETH_TO_USDC,
    payer: { evm: 1 },
    clockOffsetMs: QUOTED_25_MINUTES_AGO,
    signed: false,
    says: /would fail on chain \(SandboxRouter: deadline expired\).*Nothing was signed/,
  },
  {
    name: 'a market moved below minOutputAmount (slippage 0) before the step: refused by the simulation, nothing signed',
    ...ETH_TO_USDC,
    payer: { evm: 2 },
    slippageBps: 0,
    marketMoves: 'before the step',
    signed: false,
    says: /would fail on chain \(SandboxRouter: insufficient output amount\).*Nothing was signed/,
  },
  {
    name: 'a market moved below minOutputAmount after the wallet signed: the swap reverts on chain, the step fails with only its fee paid',
    ...ETH_TO_USDC,
    payer: { evm: 0 },
    slippageBps: 0,
    marketMoves: 'once signed',
    signed: true,
    says: /^The transaction failed on chain: SandboxRouter: insufficient output amount/,
  },
  {
    name: 'a Solana order past its deadline is refunded by the solver: /status says failed, only the fee is paid',
    payer: { solana: 0 },
    from: ['sol', 'USDC'],
    to: ['sol', 'SOL'],
    amount: '25',
    provider: 'dunes',
    clockOffsetMs: QUOTED_25_MINUTES_AGO,
    signed: true,
    says: /^The routing service reports that this step failed/,
  },
];

describe('routes the chain refuses: the step fails with its reason, nothing moves but the fee of a signed step', () => {
  it.each(named(FAILURES))('%s', async (_name, c) => {
    clockOffsetMs = c.clockOffsetMs ?? 0;
    const ctx = env.context();
    const quoted = await quoteCase(env, ctx, c);
    const undo: Array<() => Promise<void>> = [];
    const moveMarket = async () => {
      undo.push(await moveMarketBelowMinimum(quoted));
    };
    try {
      if (c.marketMoves === 'before the step') await moveMarket();
      const { execution, changes, signed } = await runRoute(
        ctx,
        quoted,
        c.marketMoves === 'once signed' ? { onSigned: moveMarket } : {},
      );
      expect(execution.status).toBe('stopped');
      const step = execution.steps.at(-1)!;
      expect(step.phase).toBe('failed');
      expect(`${step.error?.message}\n${step.error?.details ?? ''}`).toMatch(c.says);
      expect(signed).toHaveLength(c.signed ? 1 : 0);
      // A transaction exists only when the wallet signed one, and its fee is all the user lost.
      expect(step.txHash !== undefined).toBe(c.signed);
      expect(changes.fees > 0n).toBe(c.signed);
      expect(changes.inputDebited).toBe(0n);
      expect(changes.outputCredited).toBe(0n);
    } finally {
      for (const moveBack of undo) await moveBack();
    }
  });
});

interface Replay extends RouteCase {
  name: string;
  /** How the ledger refuses the second send (with preflight). */
  refusedWith: RegExp;
  /** Solana: also sent without preflight, which the ledger drops. */
  alsoWithoutPreflight?: boolean;
}

/** The same signed bytes, handed to the chain's RPC again. */
function sendAgain(signed: DevSigned, skipPreflight = false): Promise<string> {
  if (signed.networkType === 'evm-typed') throw new Error('an order is posted, never sent');
  return signed.networkType === 'evm'
    ? env.ledgers
        .evm(String(signed.chainId))
        .sendRawTransaction({ serializedTransaction: signed.raw })
    : env.ledgers.solana.sendRawTransaction(signed.raw, { skipPreflight });
}

const REPLAYS: Replay[] = [
  {
    name: 'the same signed EVM transaction sent again is refused and moves nothing',
    ...ETH_TO_USDC,
    payer: { evm: 3 },
    refusedWith: /nonce/i,
  },
  {
    name: 'the same signed Solana transaction sent again is refused, or dropped without preflight',
    payer: { solana: 1 },
    from: ['sol', 'SOL'],
    to: ['sol', 'USDC'],
    amount: '0.5',
    lite: true,
    provider: 'galaxy',
    refusedWith: /already been processed/,
    alsoWithoutPreflight: true,
  },
];

describe('replay', () => {
  it.each(named(REPLAYS))('%s', async (_name, c) => {
    const ctx = env.context();
    const quoted = await quoteCase(env, ctx, c);
    const { route, parties } = quoted;
    const { execution, signed } = await runRoute(ctx, quoted);
    expect(execution.status).toBe('done');
    expect(signed).toHaveLength(1);
    const holdings = () =>
      Promise.all([
        env.ledgers.balance(route.from, parties.payer),
        env.ledgers.balance(route.to, parties.recipient),
      ]);
    const before = await holdings();
    await expect(sendAgain(signed[0]!)).rejects.toThrow(c.refusedWith);
    if (c.alsoWithoutPreflight) {
      await sendAgain(signed[0]!, true);
      await new Promise((resolve) => setTimeout(resolve, 300)); // the solver's delay, had it paid
    }
    expect(await holdings()).toEqual(before);
    const { stepId, txHash } = execution.steps[0]!;
    const status = await ctx.client.getStatus({ routeId: route.routeId, stepId, txnHash: txHash! });
    expect(status.status).toBe('success');
  });
});

interface ForeignHash extends RouteCase {
  name: string;
  /** Has `/nextTx` hand out the step's transaction, then makes another one on the same chain;
   * answers the step and that other transaction's hash. */
  foreign: (ctx: FlowContext, q: QuotedCase) => Promise<{ stepId: string; hash: string }>;
}

/** The engine runs approval and swap; the approval's hash is then reported for the swap. */
async function approvalHashForSwap(ctx: FlowContext, quoted: QuotedCase) {
  const { execution } = await runRoute(ctx, quoted);
  expect(execution.steps.map((s) => `${s.step.stepType}:${s.phase}`)).toEqual([
    'approval:done',
    'swap:done',
  ]);
  const [approval, swap] = execution.steps;
  return { stepId: swap!.stepId, hash: approval!.txHash! };
}

async function evmSelfTransferForBridge(ctx: FlowContext, { route, keys }: QuotedCase) {
  const { steps } = await ctx.client.createTx({ routeId: route.routeId });
  const bridge = steps.find((s) => s.stepType === 'bridge')!;
  await ctx.client.getNextTx({ routeId: route.routeId, stepId: bridge.stepId });
  const user = keys.evm!;
  const wallet = createWalletClient({
    account: user,
    chain: ctx.ledgers.viemChain('31337'),
    transport: http(),
  });
  const hash = await wallet.sendTransaction({ to: user.address, value: 1n });
  await ctx.ledgers.evm('31337').waitForTransactionReceipt({ hash });
  return { stepId: bridge.stepId, hash };
}

async function solanaSelfTransferForIntent(ctx: FlowContext, { route, keys }: QuotedCase) {
  const stepId = route.steps[0]!.stepId;
  await ctx.client.getNextTx({ routeId: route.routeId, stepId });
  const user = keys.solana!;
  const { blockhash } = await ctx.ledgers.solana.getLatestBlockhash();
  const tx = new VersionedTransaction(
    MessageV0.compile({
      payerKey: user.publicKey,
      recentBlockhash: blockhash,
      instructions: [
        SystemProgram.transfer({
          fromPubkey: user.publicKey,
          toPubkey: user.publicKey,
          lamports: 1,
        }),
      ],
    }),
  );
  tx.sign([user]);
  return { stepId, hash: await ctx.ledgers.solana.sendRawTransaction(tx.serialize()) };
}

const FOREIGN_HASHES: ForeignHash[] = [
  {
    name: "the approval's hash reported for the swap step",
    payer: { evm: 4 },
    from: ['31337', 'USDC'],
    to: ['31337', 'ETH'],
    amount: '10',
    provider: 'sandswap',
    foreign: approvalHashForSwap,
  },
  {
    name: 'a 1-wei self-transfer reported for a bridge step',
    payer: { evm: 4 },
    from: ['31337', 'ETH'],
    to: ['31338', 'ETH'],
    amount: '0.1',
    provider: 'swift',
    foreign: evmSelfTransferForBridge,
  },
  {
    name: 'a Solana self-transfer reported for an intent step',
    payer: { solana: 2 },
    from: ['sol', 'SOL'],
    to: ['sol', 'USDC'],
    amount: '0.1',
    provider: 'dunes',
    foreign: solanaSelfTransferForIntent,
  },
];

describe("a hash that is not the step's transaction is refused with 400", () => {
  it.each(named(FOREIGN_HASHES))('%s', async (_name, c) => {
    const ctx = env.context();
    const quoted = await quoteCase(env, ctx, c);
    const { stepId, hash } = await c.foreign(ctx, quoted);
    // Never a status of someone else's transaction.
    const refusal = ctx.client.getStatus({ routeId: quoted.route.routeId, stepId, txnHash: hash });
    await expect(refusal).rejects.toMatchObject({ apiCode: 'BAD_REQUEST', status: 400 });
    await expect(refusal).rejects.toHaveProperty(
      'details',
      expect.stringMatching(/txnHash: transaction does not match this step/),
    );
  });
});
