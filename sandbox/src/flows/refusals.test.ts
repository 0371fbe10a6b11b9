import { MessageV0, SystemProgram, VersionedTransaction } from '@solana/web3.js';
import { createWalletClient, type Hex, http } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { afterEach, describe, expect, it } from 'vitest';
import { QuoteExpiredError } from '../../../src/api/errors';
import { sandboxRouterAbi } from '../../contracts/build/abis';
import {
  executeMeasured,
  executeRoute,
  type FlowContext,
  pollStatus,
  type RouteRun,
} from './executeRoute';
import { setupFlowSandbox } from './flowSandbox';
import { type QuotedCase, quoteCase, type RouteCase } from './routeCase';
import { signTxn, submitTxn } from './signTxn';

/**
 * What must not go through, through the API alone: an expired quote (410 from the API, and a
 * transaction signed with a deadline that has passed fails on chain), a slippage the market
 * moved past (the router reverts, `/status` says failed), a signed transaction sent twice
 * (refused, nothing moves), and a hash that is not the step's transaction (400). The sandbox
 * clock is shifted to make quotes old; the chains keep real time. Each kind of refusal is one
 * table and one body.
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
  it('answer 410 on /createTx and on /nextTx of a route never started', async () => {
    const ctx = env.context();
    const { route } = await quoteCase(env, ctx, { ...ETH_TO_USDC, payer: { evm: 0 } });
    clockOffsetMs = route.expiresAt - Date.now() + 1_000;
    await expect(ctx.client.createTx({ routeId: route.routeId })).rejects.toBeInstanceOf(
      QuoteExpiredError,
    );
    const nextTx = ctx.client.getNextTx({ routeId: route.routeId, stepId: route.steps[0]!.stepId });
    await expect(nextTx).rejects.toMatchObject({ name: 'QuoteExpiredError', status: 410 });
  });
});

interface OnChainFailure extends RouteCase {
  name: string;
  clockOffsetMs?: number;
  /** Moves the market between quote and execution; answers how to move it back. */
  arrange?: (q: QuotedCase) => Promise<() => Promise<void>>;
  /** What the failure proves beyond "failed, fee paid, nothing moved". */
  check?: (q: QuotedCase, run: RouteRun) => Promise<void>;
}

/** The router's reason, read by replaying the reverted swap as a call. */
const revertsWith =
  (reason: RegExp) =>
  async ({ parties }: QuotedCase, run: RouteRun) => {
    const swap = run.steps.at(-1)!.txnData!.txnEvm!;
    const call = env.ledgers.evm('31337').call({
      account: parties.payer as Hex,
      to: swap.to as Hex,
      data: swap.data,
      value: swap.value,
    });
    await expect(call).rejects.toThrow(reason);
  };

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

const ON_CHAIN_FAILURES: OnChainFailure[] = [
  {
    name: 'an EVM swap signed past its deadline reverts; only gas is spent',
    ...ETH_TO_USDC,
    payer: { evm: 1 },
    clockOffsetMs: QUOTED_25_MINUTES_AGO,
    check: revertsWith(/SandboxRouter: deadline expired/),
  },
  {
    name: 'a Solana order past its deadline is refunded by the solver; only the fee is spent',
    payer: { solana: 0 },
    from: ['sol', 'USDC'],
    to: ['sol', 'SOL'],
    amount: '25',
    provider: 'dunes',
    clockOffsetMs: QUOTED_25_MINUTES_AGO,
  },
  {
    name: 'a market move below minOutputAmount (slippage 0) reverts the swap',
    ...ETH_TO_USDC,
    payer: { evm: 2 },
    slippageBps: 0,
    arrange: moveMarketBelowMinimum,
    check: revertsWith(/SandboxRouter: insufficient output amount/),
  },
];

describe('routes that fail on chain: /status failed, the fee paid, nothing else moved', () => {
  it.each(named(ON_CHAIN_FAILURES))('%s', async (_name, c) => {
    clockOffsetMs = c.clockOffsetMs ?? 0;
    const ctx = env.context();
    const quoted = await quoteCase(env, ctx, c);
    const undo = await c.arrange?.(quoted);
    try {
      const { run, changes } = await executeMeasured(
        ctx,
        quoted.route,
        quoted.keys,
        quoted.parties,
      );
      expect(run.status).toBe('failed');
      const last = run.steps.at(-1)!;
      expect(last.status?.status).toBe('failed');
      expect(last.fee).toBeGreaterThan(0n);
      expect(changes.inputDebited).toBe(0n);
      expect(changes.outputCredited).toBe(0n);
      await c.check?.(quoted, run);
    } finally {
      await undo?.();
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
    const { route, keys, parties } = await quoteCase(env, ctx, c);
    const run = await executeRoute(ctx, route, keys);
    expect(run.status).toBe('success');
    const { signed, step } = run.steps[0]!;
    const holdings = () =>
      Promise.all([
        env.ledgers.balance(route.from, parties.payer),
        env.ledgers.balance(route.to, parties.payer),
      ]);
    const before = await holdings();
    await expect(submitTxn(env.ledgers, signed!)).rejects.toThrow(c.refusedWith);
    if (c.alsoWithoutPreflight) {
      await submitTxn(env.ledgers, signed!, { skipPreflight: true });
      await new Promise((resolve) => setTimeout(resolve, 300)); // the solver's delay, had it paid
    }
    expect(await holdings()).toEqual(before);
    const status = await pollStatus(ctx.client, route.routeId, step.stepId, signed!.hash);
    expect(status.status).toBe('success');
  });
});

interface ForeignHash extends RouteCase {
  name: string;
  /** Has `/nextTx` hand out the step's transaction, then makes another one on the same chain;
   * answers the step and that other transaction's hash. */
  foreign: (ctx: FlowContext, q: QuotedCase) => Promise<{ stepId: string; hash: string }>;
}

async function approvalHashForSwap(ctx: FlowContext, { route, keys }: QuotedCase) {
  const { routeId } = route;
  const { steps } = await ctx.client.createTx({ routeId });
  expect(steps.map((s) => s.stepType)).toEqual(['approval', 'swap']);
  const approval = await ctx.client.getNextTx({ routeId, stepId: steps[0]!.stepId });
  const signed = await signTxn(ctx.ledgers, keys, approval.txnData!);
  await submitTxn(ctx.ledgers, signed);
  const done = await pollStatus(ctx.client, routeId, steps[0]!.stepId, signed.hash);
  expect(done.status).toBe('success');
  await ctx.client.getNextTx({ routeId, stepId: steps[1]!.stepId });
  return { stepId: steps[1]!.stepId, hash: signed.hash };
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
